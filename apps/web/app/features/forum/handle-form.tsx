import type { ForumNoticeResponse } from "@graha/contracts";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { api } from "../../lib/api";
import { apiMessage, messageText } from "../../lib/api-message";
import { useFormCall } from "./call";
import { InputField, NativeSelectField } from "../../components/ui/field";
import { FormSubmit } from "../../components/ui/form-submit";
import { validateHandle } from "./validate";

export interface BirthOption {
  bid: string;
  full_name: string;
}

/** The forum handle registration: user name, email and a default birth profile. */
export function HandleForm({ births, onSaved }: { births: readonly BirthOption[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, alert, setAlert, run, lang } = useFormCall();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [bid, setBid] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"display_name" | "email", string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const checked = validateHandle({ display_name: name, email });
    setErrors({
      display_name: checked.display_name && messageText(lang, checked.display_name),
      email: checked.email && messageText(lang, checked.email),
    });
    if (checked.display_name || checked.email) return;
    const body = { display_name: name.trim(), email: email.trim(), bid: bid || 0 };
    const done = await run(() => api<ForumNoticeResponse>("/api/v1/forum/handle", { body }));
    if (!done) return;
    toast.success(apiMessage(done, lang) ?? t("forum.handle.title"));
    onSaved();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-3xl bg-cream p-5 text-night-900 shadow-2xl shadow-black/40 sm:p-7"
      data-testid="handle-form"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {t("forum.handle.title")}
      </h2>
      <p className="text-night-800">{t("forum.handle.intro")}</p>
      <InputField
        id={`${id}-name`}
        label={t("forum.handle.username")}
        hint={t("forum.handle.usernameHint")}
        error={errors.display_name}
        autoComplete="username"
        maxLength={40}
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={busy}
      />
      <InputField
        id={`${id}-email`}
        label={t("forum.handle.email")}
        error={errors.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
      />
      <BirthSelect id={`${id}-bid`} births={births} value={bid} onChange={setBid} disabled={busy} />
      <FormSubmit alert={alert} busy={busy}>
        {t("forum.handle.submit")}
      </FormSubmit>
    </form>
  );
}

/** The default birth profile: one of the user's saved kundlis, or none. */
export function BirthSelect({
  id,
  births,
  value,
  onChange,
  disabled,
}: {
  id: string;
  births: readonly BirthOption[];
  value: string;
  onChange: (bid: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelectField
      id={id}
      label={t("forum.handle.birthProfile")}
      hint={t("forum.handle.birthProfileHint")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
    >
      <option value="">{t("forum.handle.noBirthProfile")}</option>
      {births.map((birth) => (
        <option key={birth.bid} value={birth.bid}>
          {birth.full_name}
        </option>
      ))}
    </NativeSelectField>
  );
}
