import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import type { ButtonVariant } from "../../components/ui/button";
import { OtpInput } from "../../components/ui/otp-input";
import { FormSubmit } from "../../components/ui/form-submit";

/**
 * The six code boxes, the step's alert and its Verify button, as the login, delete-account
 * and cancel-subscription flows show them. `attempt` remounts the boxes for a new code.
 */
type CodeEntryProps = {
  attempt: number;
  code: string[];
  onCodeChange: (code: string[]) => void;
  onVerify: () => void;
  busy: boolean;
  alert: string | null;
  verifyLabel: string;
  busyLabel: string;
  variant?: ButtonVariant;
};

export function CodeEntry({
  attempt,
  code,
  onCodeChange,
  onVerify,
  busy,
  alert,
  verifyLabel,
  busyLabel,
  variant = "primary",
}: CodeEntryProps) {
  const { t } = useTranslation();
  return (
    <>
      <OtpInput
        key={attempt}
        value={code}
        onChange={onCodeChange}
        onEnter={onVerify}
        label={t("login.enterOtp")}
        digitLabel={(n, total) => t("otp.digit", { n, total })}
        disabled={busy}
        invalid={Boolean(alert)}
        autoFocus
      />
      <FormSubmit alert={alert} busy={busy} variant={variant}>
        {busy ? busyLabel : verifyLabel}
      </FormSubmit>
    </>
  );
}

/** `CodeEntry` in its own form, which verifies on submit; `intro` comes before the boxes, `children` after the button. */
export function CodeForm({ intro, children, ...entry }: CodeEntryProps & { intro?: ReactNode; children?: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        entry.onVerify();
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      {intro}
      <CodeEntry {...entry} />
      {children}
    </form>
  );
}
