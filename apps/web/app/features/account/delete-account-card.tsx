import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify/unstyled";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { emptyCode, isCodeComplete } from "../../components/ui/otp-input";
import { CodeEntry } from "../auth/code-entry";
import { setFlash } from "../../lib/flash";
import { flowErrorText } from "../auth/flow-messages";
import { toApiMobile, validateMobile } from "../auth/mobile";
import { MobileField } from "../auth/mobile-field";
import { requestCode, verifyCode, type FlowError } from "../auth/otp-flow";

/** The spec's Delete Account dialog: mobile number, Get OTP, six code boxes, Verify. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [countryCode, setCountryCode] = useState("91");
  const [mobile, setMobile] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [code, setCode] = useState<string[]>(emptyCode);
  const [deleted, setDeleted] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const show = (error: FlowError) => {
    const text = flowErrorText(t, error);
    if (error.display === "toast") toast.error(text);
    else setAlert(text);
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    setFieldError(null);
    const problem = validateMobile(countryCode, mobile);
    if (problem === "missing") return setAlert(t("errors.mobileRequired"));
    if (problem === "invalid") return setFieldError(t("errors.mobileInvalid"));
    setBusy(true);
    const outcome = await requestCode("/api/v1/account/delete/otp", toApiMobile("91", mobile));
    setBusy(false);
    if (!outcome.ok) return show(outcome.error);
    setToken(outcome.value.token);
    setCode(emptyCode());
  };

  const verify = async () => {
    if (busy) return;
    setAlert(null);
    if (token && !isCodeComplete(code)) return setAlert(t("errors.codeIncomplete"));
    setBusy(true);
    const outcome = await verifyCode("/api/v1/account/delete/verify", {
      mobile: toApiMobile("91", mobile),
      otp: code.join(""),
      token,
    });
    if (outcome.ok) {
      setDeleted(true);
      setFlash("accountDeleted");
      // Give the confirmation a moment on screen, then leave as a visitor.
      setTimeout(() => window.location.assign("/"), 1200);
      return;
    }
    setBusy(false);
    setCode(emptyCode());
    setAttempt((n) => n + 1);
    show(outcome.error);
  };

  if (deleted) {
    return <Alert tone="success">{t("deleteAccount.success")}</Alert>;
  }

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={sendCode} noValidate className="flex flex-col gap-4">
        <MobileField
          countryCode={countryCode}
          onCountryCodeChange={setCountryCode}
          value={mobile}
          onChange={(value) => {
            setMobile(value);
            setFieldError(null);
            setToken(null);
          }}
          error={fieldError}
          disabled={busy}
        />
        {token ? null : (
          <>
            {alert ? <Alert>{alert}</Alert> : null}
            <Button type="submit" variant="danger" size="lg" disabled={busy} aria-busy={busy || undefined}>
              {busy ? t("deleteAccount.gettingOtp") : t("deleteAccount.getOtp")}
            </Button>
          </>
        )}
      </form>
      {token ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
          noValidate
          className="flex flex-col gap-4"
        >
          <CodeEntry
            attempt={attempt}
            code={code}
            onCodeChange={setCode}
            onVerify={() => void verify()}
            busy={busy}
            alert={alert}
            verifyLabel={t("deleteAccount.verify")}
            busyLabel={t("deleteAccount.verifying")}
            variant="danger"
          />
        </form>
      ) : null}
    </div>
  );
}
