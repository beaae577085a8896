import type { CancelResponse, CancelVerifyResponse } from "@graha/contracts";
import { useReducer } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { FormSubmit } from "../../components/ui/form-submit";
import { api } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { localMobile, useRootData } from "../../lib/session";
import { CodeForm, MobileField, useCodeConfirmation } from "../auth";
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
  const { user, lang } = useRootData();
  const [state, dispatch] = useReducer(cancelReducer, initialCancelState);
  const confirmation = useCodeConfirmation<CancelVerifyResponse>({
    otpPath: "/api/v1/subscriptions/cancel/otp",
    words: "commerce.cancel",
    verifyPath: "/api/v1/subscriptions/cancel/verify",
    verifyExtra: { device: "web" },
    // The spec: in the cancel flow an HTTP failure reads "Please try again, something went wrong!".
    verifyFailedText: t("commerce.cancel.verifyHttpFailed"),
    onCodeSent: () => dispatch({ type: "codeSent" }),
  });
  const { mobile, busy, setBusy, alert, setAlert } = confirmation;

  const reset = (initialMobile?: string) => {
    dispatch({ type: "close" });
    confirmation.reset(initialMobile);
  };

  const open = () => {
    reset(user?.mobile ? localMobile(user.mobile) : "");
    dispatch({ type: "open" });
  };

  const verify = async () => {
    const verified = await confirmation.verify();
    if (!verified) return;
    setBusy(false);
    dispatch({ type: "verified", cancelToken: verified.cancel_token });
  };

  const cancelNow = async () => {
    if (busy || !state.cancelToken) return;
    setBusy(true);
    setAlert(null);
    const answer = await api<CancelResponse>("/api/v1/subscriptions/cancel", {
      body: { cancel_token: state.cancelToken },
    });
    if (answer.ok) {
      toast.success(apiMessage(answer.data, lang) ?? t("commerce.plans.statusCancelled"));
      reset();
      onCancelled();
      return;
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
                  <Button variant="secondary" onClick={() => reset()}>
                    {t("commerce.common.no")}
                  </Button>
                  <Button variant="danger" onClick={() => dispatch({ type: "confirm" })}>
                    {t("commerce.common.yes")}
                  </Button>
                </div>
              </>
            ) : null}
            {state.step === 2 ? (
              <form onSubmit={(event) => void confirmation.sendCode(event)} noValidate className="flex flex-col gap-4">
                <DialogDescription>{t("commerce.cancel.mobileText")}</DialogDescription>
                <MobileField {...confirmation.mobileField} disabled={busy} autoFocus />
                <FormSubmit alert={alert} busy={busy} variant="danger">
                  {confirmation.sendLabel}
                </FormSubmit>
              </form>
            ) : null}
            {state.step === 3 ? (
              <CodeForm
                {...confirmation.codeEntry}
                onVerify={() => void verify()}
                variant="danger"
                intro={
                  <DialogDescription>
                    {t("commerce.cancel.codeSent", { mobile })}{" "}
                    <button
                      type="button"
                      className="font-semibold text-saffron-700 underline"
                      onClick={() => {
                        setAlert(null);
                        confirmation.setToken(null);
                        dispatch({ type: "changeNumber" });
                      }}
                    >
                      {t("commerce.cancel.changeNumber")}
                    </button>
                  </DialogDescription>
                }
              />
            ) : null}
            {state.step === 4 ? (
              <>
                <DialogDescription className="text-base opacity-100">
                  {remainingQuestions > 0
                    ? t("commerce.cancel.finalTextQuestions", { count: remainingQuestions })
                    : t("commerce.cancel.finalText")}
                </DialogDescription>
                {alert ? <Alert>{alert}</Alert> : null}
                <div className="grid grid-cols-2 gap-2">
                  <Button variant="secondary" onClick={() => reset()} disabled={busy}>
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
