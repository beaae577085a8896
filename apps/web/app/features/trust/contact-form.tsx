import type { ContactBody, ContactResponse } from "@graha/contracts";
import { CONTACT_LIMITS, CONTACT_MOBILE_PATTERN } from "@graha/contracts/patterns";
import type { PlainMessageCode } from "@graha/contracts/messages";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField, TextareaField } from "../../components/ui/field";
import { api } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useFieldErrors } from "../../lib/field-errors";

type FieldName = keyof ContactBody;
const FIELDS: readonly FieldName[] = ["name", "reach", "message"];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checks the API makes, made first in the browser with the API's own messages (its
 * catalogue codes), so a visitor learns what to fix without a round trip.
 */
export function contactFieldCodes(form: ContactBody): Partial<Record<FieldName, PlainMessageCode>> {
  const name = form.name.trim();
  const reach = form.reach.trim();
  const message = form.message.trim();
  const codes: Partial<Record<FieldName, PlainMessageCode>> = {};
  if (!name) codes.name = "contact.name_required";
  else if (name.length > CONTACT_LIMITS.name) codes.name = "contact.name_too_long";
  if (!reach) codes.reach = "contact.reach_required";
  else if (
    reach.length > CONTACT_LIMITS.reach ||
    !(CONTACT_MOBILE_PATTERN.test(reach.replace(/[\s-]/g, "")) || EMAIL.test(reach))
  ) {
    codes.reach = "contact.reach_invalid";
  }
  if (!message) codes.message = "contact.message_required";
  else if (message.length < CONTACT_LIMITS.messageMin) codes.message = "contact.message_too_short";
  else if (message.length > CONTACT_LIMITS.message) codes.message = "contact.message_too_long";
  return codes;
}

const cardClasses = "rounded-3xl bg-cream p-6 text-night-900 shadow-2xl shadow-black/40 sm:p-8";
const EMPTY: ContactBody = { name: "", reach: "", message: "" };

/** Contact Us: name, a mobile number or email to reply to, and the message; stored by the API for support. */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [form, setForm] = useState<ContactBody>(EMPTY);
  const { errors, clear, showCodes, showApiFields } = useFieldErrors(FIELDS, "contact-", lang);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const update = (field: FieldName) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    if (showCodes(contactFieldCodes(form))) return;
    setBusy(true);
    const answer = await api<ContactResponse>("/api/v1/contact", { body: form });
    setBusy(false);
    if (answer.ok) {
      setForm(EMPTY);
      setOutcome({ tone: "success", text: apiMessage(answer.data, lang) ?? answer.data.message });
      return;
    }
    if (!showApiFields(answer.body))
      setOutcome({ tone: "error", text: apiMessage(answer.body, lang) ?? t("trust.form.failed") });
  }

  /** One field: its label, the input (or the message's textarea), a hint and its error. */
  const fieldRow = (field: FieldName, options: { autoComplete?: string; hint?: string; multiline?: boolean }) => {
    const props = {
      id: `contact-${field}`,
      label: t(`trust.form.${field}`),
      hint: options.hint,
      error: errors[field],
      announce: false,
      name: field,
      value: form[field],
      onChange: (e: { target: { value: string } }) => update(field)(e.target.value),
    };
    return options.multiline ? (
      <TextareaField {...props} rows={5} />
    ) : (
      <InputField {...props} autoComplete={options.autoComplete} />
    );
  };

  return (
    <section aria-labelledby="contact-form-title" className={cardClasses}>
      <h2 id="contact-form-title" className="font-display text-2xl font-semibold">
        {t("trust.form.heading")}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
        {fieldRow("name", { autoComplete: "name" })}
        {fieldRow("reach", { autoComplete: "tel", hint: t("trust.form.reachHint") })}
        {fieldRow("message", { multiline: true })}
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("trust.form.sending") : t("trust.form.send")}
        </Button>
      </form>
    </section>
  );
}
