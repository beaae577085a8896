import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { InputField, NativeSelectField } from "../../components/ui/field";
import { Input, NativeSelect } from "../../components/ui/input";
import { round2, type BirthFormValues, type ErrorSlot } from "./birth-form-model";
import { PlaceField } from "./place-field";
import { placeLabel } from "./place-search";

// The birth moment and place inputs that the kundli form and the matching form share; each
// form lays them out and owns the values. `id` is the form's useId(), so ids stay unique.

export type SlotErrors = Partial<Record<ErrorSlot, string>>;
export type SetBirthField = <K extends keyof BirthFormValues>(key: K, value: BirthFormValues[K]) => void;

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

export function SmallLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-xs font-medium text-night-800/75">
      {children}
    </label>
  );
}

type DigitField = "day" | "year" | "hours" | "minute" | "second";
const PLACEHOLDERS: Record<DigitField, string> = { day: "DD", year: "1990", hours: "HH", minute: "MM", second: "MM" };

/** A digits-only box (day, year, hours, minutes, seconds) under its small label. */
export function DigitInput({
  id,
  field,
  label,
  values,
  set,
  disabled,
  invalid,
}: {
  id: string;
  field: DigitField;
  label: string;
  values: BirthFormValues;
  set: SetBirthField;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
}) {
  const max = field === "year" ? 4 : 2;
  return (
    <div className="flex flex-col gap-1">
      <SmallLabel htmlFor={`${id}-${field}`}>{label}</SmallLabel>
      <Input
        id={`${id}-${field}`}
        name={field}
        inputMode="numeric"
        autoComplete="off"
        maxLength={max}
        placeholder={PLACEHOLDERS[field]}
        value={values[field]}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(event) => set(field, event.target.value.replace(/\D/g, "").slice(0, max))}
      />
    </div>
  );
}

/** Day, month and year in one row. */
export function DateInputs({
  id,
  values,
  set,
  disabled,
  invalid,
}: {
  id: string;
  values: BirthFormValues;
  set: SetBirthField;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const digits = { id, values, set, disabled, invalid };
  return (
    <div className="grid grid-cols-[1fr_1.6fr_1.3fr] gap-2">
      <DigitInput field="day" label={t("kundli.form.day")} {...digits} />
      <div className="flex flex-col gap-1">
        <SmallLabel htmlFor={`${id}-month`}>{t("kundli.form.month")}</SmallLabel>
        <NativeSelect
          id={`${id}-month`}
          name="month"
          value={values.month}
          disabled={disabled}
          aria-invalid={invalid}
          onChange={(event) => set("month", event.target.value)}
          className="w-full min-w-0 px-2"
        >
          <option value="" disabled>
            {t("kundli.form.selectMonth")}
          </option>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {t(`kundli.months.m${i + 1}` as "kundli.months.m1")}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DigitInput field="year" label={t("kundli.form.year")} {...digits} />
    </div>
  );
}

/** A labelled choice with a disabled placeholder first, and its error line. */
export function SelectField({
  id,
  name,
  label,
  placeholder,
  value,
  options,
  disabled,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  disabled?: boolean | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelectField
      id={id}
      label={label}
      error={error}
      announce={false}
      name={name}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </NativeSelectField>
  );
}

/** The place search and the coordinates it fills in (both can be edited by hand). */
export function PlaceInputs({
  id,
  values,
  onChange,
  errors = {},
  disabled,
}: {
  id: string;
  values: BirthFormValues;
  onChange: (next: BirthFormValues) => void;
  errors?: SlotErrors;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PlaceField
        value={values.place}
        error={errors.place}
        disabled={disabled}
        onTextChange={(text) => onChange({ ...values, place: text })}
        onChoose={(place) => {
          const latitude = String(round2(place.latitude));
          const longitude = String(round2(place.longitude));
          onChange({
            ...values,
            place: placeLabel(place),
            latitude,
            longitude,
            timezone: place.timezone,
            placeCoords: { latitude, longitude },
          });
        }}
      />
      <div className="grid grid-cols-2 gap-3">
        {(["latitude", "longitude"] as const).map((key) => (
          <InputField
            key={key}
            id={`${id}-${key}`}
            label={t(`kundli.form.${key}`)}
            error={errors[key]}
            announce={false}
            name={key}
            inputMode="decimal"
            autoComplete="off"
            value={values[key]}
            disabled={disabled}
            onChange={(event) =>
              onChange({ ...values, [key]: event.target.value.replace(/[^\d.-]/g, "").slice(0, 12) })
            }
          />
        ))}
      </div>
    </>
  );
}
