import type { LeadBody, LeadResponse } from "@graha/contracts";
import type { PlainMessageCode } from "@graha/contracts/messages";
import { isPastBirthDate, LEAD_LIMITS, LEAD_MOBILE_PATTERN, LEAD_TIME_PATTERN } from "@graha/contracts/patterns";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { api } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useFieldErrors } from "../../lib/field-errors";

export type LeadForm = Required<Omit<LeadBody, "consultant_id">>;
type FieldName = keyof LeadForm;
const FIELDS: readonly FieldName[] = [
  "full_name",
  "mobile_number",
  "email",
  "birth_place",
  "date_of_birth",
  "time_of_birth",
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The API's checks of a consultation request, made first in the browser with its codes. */
export function leadFieldCodes(form: LeadForm, today = new Date()): Partial<Record<FieldName, PlainMessageCode>> {
  const codes: Partial<Record<FieldName, PlainMessageCode>> = {};
  const name = form.full_name.trim();
  if (!name) codes.full_name = "leads.name_required";
  else if (name.length < LEAD_LIMITS.nameMin) codes.full_name = "leads.name_too_short";
  else if (name.length > LEAD_LIMITS.name) codes.full_name = "leads.name_too_long";
  const mobile = form.mobile_number.replace(/[\s-]/g, "");
  if (!mobile) codes.mobile_number = "leads.mobile_required";
  else if (!LEAD_MOBILE_PATTERN.test(mobile)) codes.mobile_number = "leads.mobile_invalid";
  const email = form.email.trim();
  if (email && (email.length > LEAD_LIMITS.email || !EMAIL.test(email))) codes.email = "leads.email_invalid";
  if (form.birth_place.trim().length > LEAD_LIMITS.birthPlace) codes.birth_place = "leads.birth_place_too_long";
  const date = form.date_of_birth.trim();
  if (date && !isPastBirthDate(date, today)) codes.date_of_birth = "leads.birth_date_invalid";
  const time = form.time_of_birth.trim();
  if (time && !LEAD_TIME_PATTERN.test(time)) codes.time_of_birth = "leads.birth_time_invalid";
  return codes;
}

/** The request as sent: trimmed, with the empty optional values dropped (the spec). */
export function leadPayload(form: LeadForm, consultantId: string | undefined): LeadBody {
  const trimmed = Object.fromEntries(
    Object.entries(form)
      .map(([field, value]) => [field, value.trim()])
      .filter(([, value]) => value !== ""),
  ) as LeadBody;
  return consultantId ? { ...trimmed, consultant_id: consultantId } : trimmed;
}

const LABELS: Record<FieldName, "fullName" | "mobile" | "email" | "birthPlace" | "birthDate" | "birthTime"> = {
  full_name: "fullName",
  mobile_number: "mobile",
  email: "email",
  birth_place: "birthPlace",
  date_of_birth: "birthDate",
  time_of_birth: "birthTime",
};
const INPUTS: Record<FieldName, { type: string; autoComplete?: string; inputMode?: "tel" | "email" }> = {
  full_name: { type: "text", autoComplete: "name" },
  mobile_number: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  birth_place: { type: "text" },
  date_of_birth: { type: "date" },
  time_of_birth: { type: "time" },
};

/**
 * The consultation form: the spec's fields and validation texts (the API's catalogue), the
 * account's mobile prefilled and locked. `onSent` gets the API's thanks for the success dialog.
 */
export function ConsultForm(props: {
  consultantId?: string;
  accountMobile?: string;
  onSent: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [form, setForm] = useState<LeadForm>({
    full_name: "",
    mobile_number: props.accountMobile ?? "",
    email: "",
    birth_place: "",
    date_of_birth: "",
    time_of_birth: "",
  });
  const { errors, clear, showCodes, showApiFields } = useFieldErrors(FIELDS, "lead-", lang);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(null);
    if (showCodes(leadFieldCodes(form))) return;
    setBusy(true);
    const answer = await api<LeadResponse>("/api/v1/leads", { body: leadPayload(form, props.consultantId) });
    setBusy(false);
    if (answer.ok) {
      props.onSent(apiMessage(answer.data, lang) ?? t("consult.success.fallback"));
      return;
    }
    if (!showApiFields(answer.body)) setFailed(t("consult.form.failed"));
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-3">
      {FIELDS.map((field) => {
        const locked = field === "mobile_number" && Boolean(props.accountMobile);
        return (
          <Field
            key={field}
            id={`lead-${field}`}
            label={t(`consult.form.${LABELS[field]}`)}
            hint={locked ? t("consult.form.mobileLocked") : undefined}
            error={errors[field]}
            announce={false}
            className="flex flex-col gap-1"
          >
            {(aria) => (
              <Input
                {...aria}
                name={field}
                {...INPUTS[field]}
                value={form[field]}
                readOnly={locked}
                onChange={(e) => {
                  const value = e.target.value;
                  setForm((current) => ({ ...current, [field]: value }));
                  clear(field);
                }}
              />
            )}
          </Field>
        );
      })}
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t("consult.form.sending") : t("consult.form.submit")}
      </Button>
    </form>
  );
}
