import type { KundliView } from "@graha/contracts";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { Input, NativeSelect } from "../../components/ui/input";
import { apiMessage } from "../../lib/api-message";
import { cn } from "../../lib/cn";
import {
  emptyBirthForm,
  keptTimezone,
  round2,
  validateBirthForm,
  valuesFromRecord,
  type BirthFormValues,
} from "../kundli/birth-form-model";
import { PlaceField } from "../kundli/place-field";
import { placeLabel } from "../kundli/place-search";

export interface MatchingResult {
  totalPoints: number;
  maxPoints: number;
  kootas: Array<{ key: string; points: number; maxPoints: number; reason: string }>;
  bhakootDosha: { present: boolean; cancelled: boolean; reason: string };
  nadiDosha: { present: boolean; cancelled: boolean; reason: string };
  mangalDosha: {
    groom: { present: boolean; effective: boolean; exceptions: string[] };
    bride: { present: boolean; effective: boolean; exceptions: string[] };
    compatible: boolean;
    reason: string;
  };
}

type Side = "groom" | "bride";

// The matching form needs only the moment and the place; the other birth-form fields get
// fixed values so the birth form's checks can be reused as they are.
const sideDefaults = (gender: "Male" | "Female"): BirthFormValues => ({
  ...emptyBirthForm(),
  gender,
  status: "Single",
  language: "English",
  minute: "",
});

function Small({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-xs font-medium text-night-800/75">
      {children}
    </label>
  );
}

function SideFields({
  side,
  values,
  onChange,
  births,
  disabled,
  error,
}: {
  side: Side;
  values: BirthFormValues;
  onChange: (values: BirthFormValues) => void;
  births: KundliView[] | null;
  disabled: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = <K extends keyof BirthFormValues>(key: K, value: BirthFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const digits = (key: "day" | "year" | "hours" | "minute", label: string, max: number, placeholder: string) => (
    <div className="flex flex-col gap-1">
      <Small htmlFor={`${id}-${key}`}>{label}</Small>
      <Input
        id={`${id}-${key}`}
        inputMode="numeric"
        maxLength={max}
        placeholder={placeholder}
        value={values[key]}
        disabled={disabled}
        onChange={(event) => set(key, event.target.value.replace(/\D/g, "").slice(0, max))}
      />
    </div>
  );
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      data-testid={`match-${side}`}
      className="flex flex-col gap-4 rounded-3xl bg-cream p-5 text-night-900 shadow-xl shadow-black/30 [color-scheme:light]"
    >
      <h2 id={`${id}-legend`} className="font-display text-2xl font-semibold">
        {t(`kundli.matching.${side}`)}
      </h2>
      {births && births.length > 0 ? (
        <div className="flex flex-col gap-1">
          <Small htmlFor={`${id}-saved`}>{t("kundli.matching.savedKundli")}</Small>
          <NativeSelect
            id={`${id}-saved`}
            value=""
            disabled={disabled}
            onChange={(event) => {
              const record = births.find((b) => b.bid === event.target.value);
              if (record)
                onChange({ ...valuesFromRecord(record), gender: values.gender, status: "Single", language: "English" });
            }}
          >
            <option value="">{t("kundli.matching.chooseSaved")}</option>
            {births.map((b) => (
              <option key={b.bid} value={b.bid}>
                {b.full_name} · {b.dob}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <Small htmlFor={`${id}-name`}>{t("kundli.form.name")}</Small>
        <Input
          id={`${id}-name`}
          maxLength={100}
          value={values.name}
          disabled={disabled}
          onChange={(e) => set("name", e.target.value)}
        />
      </div>
      <div className="grid grid-cols-[1fr_1.6fr_1.3fr] gap-2">
        {digits("day", t("kundli.form.day"), 2, "DD")}
        <div className="flex flex-col gap-1">
          <Small htmlFor={`${id}-month`}>{t("kundli.form.month")}</Small>
          <NativeSelect
            id={`${id}-month`}
            value={values.month}
            disabled={disabled}
            onChange={(e) => set("month", e.target.value)}
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
        {digits("year", t("kundli.form.year"), 4, "1990")}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {digits("hours", t("kundli.form.hours"), 2, "HH")}
        {digits("minute", t("kundli.form.minute"), 2, "MM")}
      </div>
      <PlaceField
        value={values.place}
        disabled={disabled}
        onTextChange={(text) => set("place", text)}
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
      <div className="grid grid-cols-2 gap-2">
        {(["latitude", "longitude"] as const).map((key) => (
          <div key={key} className="flex flex-col gap-1">
            <Small htmlFor={`${id}-${key}`}>{t(`kundli.form.${key}`)}</Small>
            <Input
              id={`${id}-${key}`}
              inputMode="decimal"
              value={values[key]}
              disabled={disabled}
              onChange={(e) => set(key, e.target.value.replace(/[^\d.-]/g, "").slice(0, 12))}
            />
          </div>
        ))}
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </fieldset>
  );
}

function verdictKey(points: number) {
  if (points >= 33) return "verdictExcellent" as const;
  if (points >= 25) return "verdictGood" as const;
  if (points >= 18) return "verdictAverage" as const;
  return "verdictLow" as const;
}

function MatchingReport({ result }: { result: MatchingResult }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language !== "hi";
  const dosha = (d: { present: boolean; cancelled: boolean }) =>
    !d.present
      ? t("kundli.matching.doshaAbsent")
      : d.cancelled
        ? t("kundli.matching.doshaCancelled")
        : t("kundli.matching.doshaPresent");
  const mangal = (m: { present: boolean; effective: boolean }) =>
    !m.present
      ? t("kundli.matching.mangalNo")
      : m.effective
        ? t("kundli.matching.mangalYes")
        : t("kundli.matching.mangalCancelled");
  return (
    <section
      aria-labelledby="match-result-title"
      data-testid="matching-result"
      className="flex flex-col gap-5 rounded-3xl border border-gold-400/20 bg-night-900/80 p-5 sm:p-7"
    >
      <div className="flex flex-col items-center gap-1 text-center">
        <h2 id="match-result-title" className="text-sm font-semibold uppercase tracking-widest text-saffron-300">
          {t("kundli.matching.scoreLabel")}
        </h2>
        <p className="text-5xl font-bold tabular-nums text-gold-300" data-testid="matching-score">
          {t("kundli.matching.score", { points: result.totalPoints, max: result.maxPoints })}
        </p>
        <p className="text-cream/80">{t(`kundli.matching.${verdictKey(result.totalPoints)}`)}</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-white/15 text-left text-xs uppercase tracking-wide text-cream/60">
              <th scope="col" className="px-2 py-2">
                {t("kundli.matching.koota")}
              </th>
              <th scope="col" className="px-2 py-2">
                {t("kundli.matching.points")}
              </th>
              <th scope="col" className="px-2 py-2">
                {t("kundli.matching.meaning")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.kootas.map((koota) => (
              <tr key={koota.key} className="border-b border-white/10 align-top">
                <th scope="row" className="px-2 py-2 text-left font-semibold text-gold-200">
                  {t(`kundli.kootaNames.${koota.key}` as "kundli.kootaNames.varna", { defaultValue: koota.key })}
                </th>
                <td
                  className={cn(
                    "whitespace-nowrap px-2 py-2 tabular-nums",
                    koota.points === 0 ? "text-saffron-300" : "text-cream",
                  )}
                >
                  {koota.points} / {koota.maxPoints}
                </td>
                <td className="px-2 py-2 text-cream/80">
                  {t(`kundli.kootas.${koota.key}` as "kundli.kootas.varna", { defaultValue: "" })}
                  {english && koota.reason ? <span className="block text-xs text-cream/55">{koota.reason}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs uppercase tracking-wide text-cream/55">{t("kundli.matching.bhakoot")}</dt>
          <dd className="font-semibold">{dosha(result.bhakootDosha)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-cream/55">{t("kundli.matching.nadi")}</dt>
          <dd className="font-semibold">{dosha(result.nadiDosha)}</dd>
        </div>
      </dl>
      <div className="rounded-2xl border border-white/10 bg-night-800/50 p-4">
        <h3 className="font-display text-lg font-semibold text-gold-200">{t("kundli.matching.mangalTitle")}</h3>
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-xs uppercase tracking-wide text-cream/55">{t("kundli.matching.groom")}</dt>
            <dd>{mangal(result.mangalDosha.groom)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-cream/55">{t("kundli.matching.bride")}</dt>
            <dd>{mangal(result.mangalDosha.bride)}</dd>
          </div>
        </dl>
        <p
          className={cn("mt-2 font-semibold", result.mangalDosha.compatible ? "text-emerald-300" : "text-saffron-300")}
        >
          {result.mangalDosha.compatible ? t("kundli.matching.compatible") : t("kundli.matching.notCompatible")}
        </p>
        {english && result.mangalDosha.reason ? (
          <p className="text-sm text-cream/65">{result.mangalDosha.reason}</p>
        ) : null}
      </div>
      <Link to="/create-kundli?type=Astra" className={buttonClasses("primary", "md", "self-center")}>
        {t("kundli.matching.askAstra")}
      </Link>
    </section>
  );
}

/** Two birth forms (or two saved kundlis) → `POST /matching` → the score and its parts. */
export function MatchingForm({ births }: { births: KundliView[] | null }) {
  const { t, i18n } = useTranslation();
  const [groom, setGroom] = useState<BirthFormValues>(() => sideDefaults("Male"));
  const [bride, setBride] = useState<BirthFormValues>(() => sideDefaults("Female"));
  const [errors, setErrors] = useState<Record<Side, string | null>>({ groom: null, bride: null });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<MatchingResult | null>(null);

  const check = (side: Side, values: BirthFormValues) => {
    const filled = { ...values, name: values.name.trim() || t(`kundli.matching.${side}`) };
    const outcome = validateBirthForm(filled);
    if (outcome.ok) {
      const timezone = keptTimezone(values);
      return {
        input: {
          datetime: outcome.datetime,
          latitude: outcome.body.lat,
          longitude: outcome.body.lng,
          ...(timezone ? { timezone } : {}),
        },
        error: null,
      };
    }
    if (outcome.required)
      return { input: null, error: t("kundli.errors.required", { field: t(`kundli.fieldNames.${outcome.required}`) }) };
    const first = Object.values(outcome.errors)[0];
    return {
      input: null,
      error: first ? t(`kundli.errors.${first}`, { max: new Date().getFullYear() }) : t("kundli.errors.generic"),
    };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const g = check("groom", groom);
    const b = check("bride", bride);
    setErrors({ groom: g.error, bride: b.error });
    if (!g.input || !b.input) return;
    setBusy(true);
    try {
      const response = await fetch("/api/v1/matching", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ groom: g.input, bride: b.input }),
      });
      const data = (await response.json()) as MatchingResult;
      if (!response.ok) setAlert(apiMessage(data, i18n.language) ?? t("kundli.errors.generic"));
      else setResult(data);
    } catch {
      setAlert(t("kundli.errors.generic"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <SideFields
            side="groom"
            values={groom}
            onChange={setGroom}
            births={births}
            disabled={busy}
            error={errors.groom}
          />
          <SideFields
            side="bride"
            values={bride}
            onChange={setBride}
            births={births}
            disabled={busy}
            error={errors.bride}
          />
        </div>
        {alert ? <Alert>{alert}</Alert> : null}
        <Button type="submit" size="lg" className="self-center px-10" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("kundli.matching.matching") : t("kundli.matching.match")}
        </Button>
      </form>
      {result ? <MatchingReport result={result} /> : null}
    </div>
  );
}
