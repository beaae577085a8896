import { useReducer, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify/unstyled";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { emptyCode, isCodeComplete } from "../../components/ui/otp-input";
import { CodeEntry } from "../auth/code-entry";
import { field, postJson, serverMessage } from "../../lib/api";
import { localMobile, useRootData } from "../../lib/session";
import { flowErrorText } from "../auth/flow-messages";
import { toApiMobile, validateMobile } from "../auth/mobile";
import { MobileField } from "../auth/mobile-field";
import { requestCode, verifyCode } from "../auth/otp-flow";
import { cancelReducer, initialCancelState } from "./cancel-machine";

/**
 * The spec's four-step cancel: confirm → registered mobile + Get OTP → code + Verify → final
 * confirm. Closing at any point (or No on the last step) resets to step 1.
 */
export function CancelSubscription({
  daysRemaining,
  remainingQuestions,
  onCancelled,
}: {
  daysRemaining: number;
  remainingQuestions: number;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const [state, dispatch] = useReducer(cancelReducer, initialCancelState);
  const [countryCode, setCountryCode] = useState("91");
  const [mobile, setMobile] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<string[]>(emptyCode);
  const [attempt, setAttempt] = useState(0);

  const reset = () => {
    dispatch({ type: "close" });
    setAlert(null);
    setFieldError(null);
    setBusy(false);
    setCode(emptyCode());
  };

  const open = () => {
    reset();
    setMobile(user?.mobile ? localMobile(user.mobile) : "");
    dispatch({ type: "open" });
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setAlert(null);
    setFieldError(null);
    const problem = validateMobile(countryCode, mobile);
    if (problem === "missing") return setAlert(t("errors.mobileRequired"));
    if (problem === "invalid") return setFieldError(t("errors.mobileInvalid"));
    setBusy(true);
    const outcome = await requestCode("/api/v1/subscriptions/cancel/otp", toApiMobile("91", mobile));
    setBusy(false);
    if (!outcome.ok) {
      const text = flowErrorText(t, outcome.error);
      if (outcome.error.display === "toast") toast.error(text);
      else setAlert(text);
      return;
    }
    setCode(emptyCode());
    setAttempt((n) => n + 1);
    dispatch({ type: "codeSent", token: outcome.value.token });
  };

  const verify = async () => {
    if (busy) return;
    setAlert(null);
    if (!isCodeComplete(code)) return setAlert(t("errors.codeIncomplete"));
    setBusy(true);
    const outcome = await verifyCode<{ cancel_token?: string }>("/api/v1/subscriptions/cancel/verify", {
      mobile: toApiMobile("91", mobile),
      otp: code.join(""),
      token: state.token,
      device: "web",
    });
    setBusy(false);
    if (outcome.ok && typeof outcome.value.cancel_token === "string") {
      dispatch({ type: "verified", cancelToken: outcome.value.cancel_token });
      return;
    }
    setCode(emptyCode());
    setAttempt((n) => n + 1);
    if (outcome.ok) return setAlert(t("commerce.cancel.verifyHttpFailed"));
    const { error } = outcome;
    // The spec: in the cancel flow an HTTP failure reads "Please try again, something went wrong!".
    setAlert(error.key === "verifyFailed" ? t("commerce.cancel.verifyHttpFailed") : flowErrorText(t, error));
  };

  const cancelNow = async () => {
    if (busy || !state.cancelToken) return;
    setBusy(true);
    setAlert(null);
    try {
      const answer = await postJson("/api/v1/subscriptions/cancel", { cancel_token: state.cancelToken });
      if (answer.ok && field(answer.data, "success") === true) {
        toast.success(serverMessage(answer.data) ?? t("commerce.plans.statusCancelled"));
        reset();
        onCancelled();
        return;
      }
    } catch {
      // below
    }
    setBusy(false);
    setAlert(t("commerce.cancel.cancelFailed"));
  };

  return (
    <>
      <Button variant="danger" size="lg" onClick={open} className="w-full sm:w-auto">
        {t("commerce.plans.cancel")}
      </Button>
      <Dialog open={state.open} onOpenChange={(next) => (next ? undefined : reset())}>
        <DialogContent closeLabel={t("commerce.common.close")} data-testid="cancel-dialog">
          <div className="flex flex-col gap-4">
            <div>
              <p className="text-xs font-semibold uppercase tracking-wider text-night-800/60">
                {t("commerce.cancel.step", { n: state.step })}
              </p>
              <DialogTitle className="pr-8">{t("commerce.cancel.title")}</DialogTitle>
            </div>
            {state.step === 1 ? (
              <>
                <DialogDescription className="text-base opacity-100">
                  {t("commerce.cancel.confirmText")}
                </DialogDescription>
                <Alert tone="info">
                  {t("commerce.cancel.daysWarning", { count: daysRemaining })}
                  {remainingQuestions > 0
                    ? ` ${t("commerce.cancel.questionsWarning", { count: remainingQuestions })}`
                    : ""}
                </Alert>
                <div className="grid grid-cols-2 gap-2">
                  <Button variant="secondary" onClick={reset}>
                    {t("commerce.common.no")}
                  </Button>
                  <Button variant="danger" onClick={() => dispatch({ type: "confirm" })}>
                    {t("commerce.common.yes")}
                  </Button>
                </div>
              </>
            ) : null}
            {state.step === 2 ? (
              <form onSubmit={(event) => void sendCode(event)} noValidate className="flex flex-col gap-4">
                <DialogDescription>{t("commerce.cancel.mobileText")}</DialogDescription>
                <MobileField
                  countryCode={countryCode}
                  onCountryCodeChange={setCountryCode}
                  value={mobile}
                  onChange={(value) => {
                    setMobile(value);
                    setFieldError(null);
                  }}
                  error={fieldError}
                  disabled={busy}
                  autoFocus
                />
                {alert ? <Alert>{alert}</Alert> : null}
                <Button type="submit" variant="danger" size="lg" disabled={busy} aria-busy={busy || undefined}>
                  {busy ? t("commerce.cancel.gettingOtp") : t("commerce.cancel.getOtp")}
                </Button>
              </form>
            ) : null}
            {state.step === 3 ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void verify();
                }}
                noValidate
                className="flex flex-col gap-4"
              >
                <DialogDescription>
                  {t("commerce.cancel.codeSent", { mobile })}{" "}
                  <button
                    type="button"
                    className="font-semibold text-saffron-700 underline"
                    onClick={() => {
                      setAlert(null);
                      dispatch({ type: "changeNumber" });
                    }}
                  >
                    {t("commerce.cancel.changeNumber")}
                  </button>
                </DialogDescription>
                <CodeEntry
                  attempt={attempt}
                  code={code}
                  onCodeChange={setCode}
                  onVerify={() => void verify()}
                  busy={busy}
                  alert={alert}
                  verifyLabel={t("commerce.cancel.verify")}
                  busyLabel={t("commerce.cancel.verifying")}
                  variant="danger"
                />
              </form>
            ) : null}
            {state.step === 4 ? (
              <>
                <DialogDescription className="text-base opacity-100">
                  {t("commerce.cancel.finalText")}
                </DialogDescription>
                {alert ? <Alert>{alert}</Alert> : null}
                <div className="grid grid-cols-2 gap-2">
                  <Button variant="secondary" onClick={reset} disabled={busy}>
                    {t("commerce.common.no")}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => void cancelNow()}
                    disabled={busy}
                    aria-busy={busy || undefined}
                  >
                    {busy ? t("commerce.cancel.cancelling") : t("commerce.common.yes")}
                  </Button>
                </div>
              </>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
