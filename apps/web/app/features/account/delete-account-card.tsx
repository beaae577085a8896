import type { DeleteAccountResponse } from "@graha/contracts";
import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Alert } from "../../components/ui/alert";
import { FormSubmit } from "../../components/ui/form-submit";
import { setFlash } from "../../lib/flash";
import { CodeForm, MobileField, useCodeConfirmation } from "../auth";

/** The spec's Delete Account dialog: mobile number, Get OTP, six code boxes, Verify. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [deleted, setDeleted] = useState(false);
  const confirmation = useCodeConfirmation<DeleteAccountResponse>({
    otpPath: "/api/v1/account/delete/otp",
    words: "deleteAccount",
    verifyPath: "/api/v1/account/delete/verify",
  });
  const { token, busy, alert } = confirmation;

  const verify = async () => {
    if (!(await confirmation.verify())) return;
    setDeleted(true);
    setFlash("accountDeleted");
    // Give the confirmation a moment on screen, then leave as a visitor.
    setTimeout(() => window.location.assign("/"), 1200);
  };

  if (deleted) {
    return <Alert tone="success">{t("deleteAccount.success")}</Alert>;
  }

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={(event) => void confirmation.sendCode(event)} noValidate className="flex flex-col gap-4">
        <MobileField
          {...confirmation.mobileField}
          onChange={(value) => {
            confirmation.mobileField.onChange(value);
            confirmation.setToken(null);
          }}
          disabled={busy}
        />
        {token ? null : (
          <>
            <FormSubmit alert={alert} busy={busy} variant="danger">
              {confirmation.sendLabel}
            </FormSubmit>
          </>
        )}
      </form>
      {token ? <CodeForm {...confirmation.codeEntry} onVerify={() => void verify()} variant="danger" /> : null}
    </div>
  );
}
