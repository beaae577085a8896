import type { KundliView, MatchingResponse } from "@graha/contracts";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { buttonClasses } from "../../components/ui/button";
import { Input, NativeSelect } from "../../components/ui/input";
import { FormSubmit } from "../../components/ui/form-submit";
import { api } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { cn } from "../../lib/cn";
import {
  type BirthFormValues,
  emptyBirthForm,
  keptTimezone,
  DateInputs,
  DigitInput,
  PlaceInputs,
  SmallLabel,
  type SetBirthField,
  validateBirthForm,
  valuesFromRecord,
} from "../kundli";

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
  const set: SetBirthField = (key, value) => onChange({ ...values, [key]: value });
  const time = { id, values, set, disabled };
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      data-testid={`match-${side}`}
      className="flex flex-col gap-4 rounded-3xl bg-cream p-5 text-night-900 shadow-xl shadow-black/30 [color-scheme:light]"
    >
      <h2 id={`${id}-legend`} className="font-display text-2xl font-semibold">
        {t(`kundliMatching.matching.${side}`)}
      </h2>
      {births && births.length > 0 ? (
        <div className="flex flex-col gap-1">
          <SmallLabel htmlFor={`${id}-saved`}>{t("kundliMatching.matching.savedKundli")}</SmallLabel>
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
            <option value="">{t("kundliMatching.matching.chooseSaved")}</option>
            {births.map((b) => (
              <option key={b.bid} value={b.bid}>
                {b.full_name} · {b.dob}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <SmallLabel htmlFor={`${id}-name`}>{t("kundli.form.name")}</SmallLabel>
        <Input
          id={`${id}-name`}
          maxLength={100}
          value={values.name}
          disabled={disabled}
          onChange={(e) => set("name", e.target.value)}
        />
      </div>
      <DateInputs id={id} values={values} set={set} disabled={disabled} />
      <div className="grid grid-cols-2 gap-2">
        <DigitInput field="hours" label={t("kundli.form.hours")} {...time} />
        <DigitInput field="minute" label={t("kundli.form.minute")} {...time} />
      </div>
      <PlaceInputs id={id} values={values} onChange={onChange} disabled={disabled} />
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

function MatchingReport({ result }: { result: MatchingResponse }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language !== "hi";
  const dosha = (d: { present: boolean; cancelled: boolean }) =>
    !d.present
      ? t("kundliMatching.matching.doshaAbsent")
      : d.cancelled
        ? t("kundliMatching.matching.doshaCancelled")
        : t("kundliMatching.matching.doshaPresent");
  const mangal = (m: { present: boolean; effective: boolean }) =>
    !m.present
      ? t("kundliMatching.matching.mangalNo")
      : m.effective
        ? t("kundliMatching.matching.mangalYes")
        : t("kundliMatching.matching.mangalCancelled");
  return (
    <section
      aria-labelledby="match-result-title"
      data-testid="matching-result"
      className="flex flex-col gap-5 rounded-3xl border border-gold-400/20 bg-night-900/80 p-5 sm:p-7"
    >
      <div className="flex flex-col items-center gap-1 text-center">
        <h2 id="match-result-title" className="text-sm font-semibold uppercase tracking-widest text-saffron-300">
          {t("kundliMatching.matching.scoreLabel")}
        </h2>
        <p className="text-5xl font-bold tabular-nums text-gold-300" data-testid="matching-score">
          {t("kundliMatching.matching.score", { points: result.totalPoints, max: result.maxPoints })}
        </p>
        <p className="text-cream/80">{t(`kundliMatching.matching.${verdictKey(result.totalPoints)}`)}</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-white/15 text-left text-xs uppercase tracking-wide text-cream/60">
              {(["koota", "points", "meaning"] as const).map((column) => (
                <th key={column} scope="col" className="px-2 py-2">
                  {t(`kundliMatching.matching.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.kootas.map((koota) => (
              <tr key={koota.key} className="border-b border-white/10 align-top">
                <th scope="row" className="px-2 py-2 text-left font-semibold text-gold-200">
                  {t(`kundliMatching.kootaNames.${koota.key}` as "kundliMatching.kootaNames.varna", {
                    defaultValue: koota.key,
                  })}
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
                  {t(`kundliMatching.kootas.${koota.key}` as "kundliMatching.kootas.varna", { defaultValue: "" })}
                  {english && koota.reason ? <span className="block text-xs text-cream/55">{koota.reason}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs uppercase tracking-wide text-cream/55">{t("kundliMatching.matching.bhakoot")}</dt>
          <dd className="font-semibold">{dosha(result.bhakootDosha)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-cream/55">{t("kundliMatching.matching.nadi")}</dt>
          <dd className="font-semibold">{dosha(result.nadiDosha)}</dd>
        </div>
      </dl>
      <div className="rounded-2xl border border-white/10 bg-night-800/50 p-4">
        <h3 className="font-display text-lg font-semibold text-gold-200">{t("kundliMatching.matching.mangalTitle")}</h3>
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-xs uppercase tracking-wide text-cream/55">{t("kundliMatching.matching.groom")}</dt>
            <dd>{mangal(result.mangalDosha.groom)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-cream/55">{t("kundliMatching.matching.bride")}</dt>
            <dd>{mangal(result.mangalDosha.bride)}</dd>
          </div>
        </dl>
        <p
          className={cn("mt-2 font-semibold", result.mangalDosha.compatible ? "text-emerald-300" : "text-saffron-300")}
        >
          {result.mangalDosha.compatible
            ? t("kundliMatching.matching.compatible")
            : t("kundliMatching.matching.notCompatible")}
        </p>
        {english && result.mangalDosha.reason ? (
          <p className="text-sm text-cream/65">{result.mangalDosha.reason}</p>
        ) : null}
      </div>
      <Link to="/create-kundli?type=Astra" className={buttonClasses("primary", "md", "self-center")}>
        {t("kundliMatching.matching.askAstra")}
      </Link>
    </section>
  );
}

/** Two birth forms (or two saved kundlis) → `POST /matching` → the score and its parts. */
export function MatchingForm({ births }: { births: KundliView[] | null }) {
  const { t, i18n } = useTranslation();
  const [sides, setSides] = useState<Record<Side, BirthFormValues>>(() => ({
    groom: sideDefaults("Male"),
    bride: sideDefaults("Female"),
  }));
  const [errors, setErrors] = useState<Record<Side, string | null>>({ groom: null, bride: null });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<MatchingResponse | null>(null);

  const check = (side: Side, values: BirthFormValues) => {
    const filled = { ...values, name: values.name.trim() || t(`kundliMatching.matching.${side}`) };
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
    const g = check("groom", sides.groom);
    const b = check("bride", sides.bride);
    setErrors({ groom: g.error, bride: b.error });
    if (!g.input || !b.input) return;
    setBusy(true);
    const answer = await api<MatchingResponse>("/api/v1/matching", { body: { groom: g.input, bride: b.input } });
    if (answer.ok) setResult(answer.data);
    else setAlert(apiMessage(answer.body, i18n.language) ?? t("kundli.errors.generic"));
    setBusy(false);
  };

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          {(["groom", "bride"] as const).map((side) => (
            <SideFields
              key={side}
              side={side}
              values={sides[side]}
              onChange={(values) => setSides((current) => ({ ...current, [side]: values }))}
              births={births}
              disabled={busy}
              error={errors[side]}
            />
          ))}
        </div>
        <FormSubmit alert={alert} busy={busy} className="self-center px-10">
          {busy ? t("kundliMatching.matching.matching") : t("kundliMatching.matching.match")}
        </FormSubmit>
      </form>
      {result ? <MatchingReport result={result} /> : null}
    </div>
  );
}
