import { useId, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { InputField, TextareaField } from "../../components/ui/field";
import { cn } from "../../lib/cn";
import type { BirthFormValues, ErrorSlot } from "./birth-form-model";
import {
  DateInputs,
  DigitInput,
  FieldError,
  PlaceInputs,
  SelectField,
  type SetBirthField,
  type SlotErrors,
} from "./birth-inputs";

function Group({
  legend,
  children,
  error,
  errorId,
}: {
  legend: string;
  children: ReactNode;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-night-800">{legend}</legend>
      {children}
      <FieldError id={errorId} text={error} />
    </fieldset>
  );
}

const STATUSES = [
  ["Single", "single"],
  ["Married", "married"],
  ["Divorced", "divorced"],
] as const;

/** The spec's birth form fields, in its order; the caller owns the values and the submit. */
export function BirthFields({
  values,
  onChange,
  errors,
  disabled,
  celebrity,
  languages,
}: {
  values: BirthFormValues;
  onChange: (next: BirthFormValues) => void;
  errors: SlotErrors;
  disabled?: boolean;
  celebrity?: boolean;
  languages: readonly string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const set: SetBirthField = (key, value) => onChange({ ...values, [key]: value });
  const invalid = (slot: ErrorSlot) => (errors[slot] ? true : undefined);
  const time = { id, values, set, disabled, invalid: invalid("time") };
  /** The props a one-control field takes from its key (id, name, value, error), with `disabled`. */
  const field = (key: "name" | "status" | "language" | "celebrityInfo", idSuffix: string = key) => ({
    id: `${id}-${idSuffix}`,
    name: key,
    value: values[key],
    error: errors[key],
    disabled,
  });

  return (
    <div className="flex flex-col gap-5">
      <Group legend={t("kundli.form.gender")} error={errors.gender} errorId={`${id}-gender-error`}>
        <div className="flex gap-3">
          {(["Male", "Female"] as const).map((gender) => (
            <label
              key={gender}
              className={cn(
                "flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-semibold",
                values.gender === gender
                  ? "border-saffron-500 bg-saffron-500/10 text-night-900"
                  : "border-night-700/20 bg-white text-night-800",
              )}
            >
              <input
                type="radio"
                name={`${id}-gender`}
                value={gender}
                checked={values.gender === gender}
                disabled={disabled}
                onChange={() => set("gender", gender)}
                className="accent-saffron-600"
              />
              {gender === "Male" ? t("kundli.form.male") : t("kundli.form.female")}
            </label>
          ))}
        </div>
      </Group>

      <InputField
        {...field("name")}
        label={t("kundli.form.name")}
        placeholder={t("kundli.form.namePlaceholder")}
        announce={false}
        autoComplete="name"
        maxLength={100}
        onChange={(event) => set("name", event.target.value)}
      />

      <Group legend={t("kundli.form.dateOfBirth")} error={errors.date} errorId={`${id}-date-error`}>
        <DateInputs id={id} values={values} set={set} disabled={disabled} invalid={invalid("date")} />
      </Group>

      <Group legend={t("kundli.form.timeOfBirth")} error={errors.time} errorId={`${id}-time-error`}>
        <div className="grid grid-cols-3 gap-2">
          <DigitInput field="hours" label={t("kundli.form.hours")} {...time} />
          <DigitInput field="minute" label={t("kundli.form.minute")} {...time} />
          <DigitInput field="second" label={t("kundli.form.second")} {...time} />
        </div>
      </Group>

      <PlaceInputs id={id} values={values} onChange={onChange} errors={errors} disabled={disabled} />

      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          {...field("status")}
          label={t("kundli.form.maritalStatus")}
          placeholder={t("kundli.form.selectStatus")}
          options={STATUSES.map(([value, key]) => ({ value, text: t(`kundli.form.${key}`) }))}
          onChange={(status) => set("status", status as BirthFormValues["status"])}
        />
        <SelectField
          {...field("language")}
          label={t("kundli.form.language")}
          placeholder={t("kundli.form.selectLanguage")}
          options={languages.map((language) => ({
            value: language,
            text: language === "English" || language === "Hindi" ? t(`kundli.form.${language}`) : language,
          }))}
          onChange={(language) => set("language", language as BirthFormValues["language"])}
        />
      </div>

      {celebrity ? (
        <TextareaField
          {...field("celebrityInfo", "celeb")}
          label={t("kundli.form.celebrityInfo")}
          placeholder={t("kundli.form.celebrityInfoPlaceholder")}
          announce={false}
          rows={3}
          maxLength={1000}
          onChange={(event) => set("celebrityInfo", event.target.value)}
        />
      ) : null}
    </div>
  );
}
