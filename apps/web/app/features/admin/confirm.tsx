import type { AdminNoticeResponse } from "@graha/contracts";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { emptyCode, isCodeComplete } from "../../components/ui/otp-input";
import { api, apiError, type ApiResult } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { CodeForm } from "../auth";
import { CONFIRM_MINUTES } from "./model";

/** Asks the staff member to confirm with a fresh code; true once confirmed, false if they gave up. */
type AskConfirmation = () => Promise<boolean>;

const ConfirmContext = createContext<AskConfirmation>(() => Promise.resolve(false));

/** Whether a refused answer asks for a fresh code first (403 `admin.confirm_required`). */
export function needsConfirmation(result: ApiResult<unknown>): boolean {
  return !result.ok && result.status === 403 && apiError(result.body).message_code === "admin.confirm_required";
}

/**
 * Runs a destructive call; when the API asks for a fresh code, the confirm dialog opens, and
 * once the code is checked the call is sent again. The dialog's answer is the call's own.
 */
export function useConfirmedCall() {
  const ask = useContext(ConfirmContext);
  return useCallback(
    async <T,>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const first = await call();
      if (!needsConfirmation(first)) return first;
      return (await ask()) ? call() : first;
    },
    [ask],
  );
}

/** Holds the console's one confirm dialog, which every destructive action opens through `useConfirmedCall`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setOpen(false);
  };
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {open ? <ConfirmDialog onDone={finish} /> : null}
    </ConfirmContext.Provider>
  );
}

/** Send a code to the staff member's own number, then the six boxes (the login's CodeForm). */
function ConfirmDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const [token, setToken] = useState<string | null>(null);
  const [code, setCode] = useState<string[]>(emptyCode);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const failed = (body: unknown) => setAlert(apiMessage(body, lang) ?? t("admin.somethingWrong"));

  const send = async () => {
    setBusy(true);
    setAlert(null);
    const sent = await api<{ token: string }>("/api/v1/admin/confirm/send", { method: "POST" });
    setBusy(false);
    if (!sent.ok) return failed(sent.body);
    setToken(sent.data.token);
    setCode(emptyCode());
    setAttempt((n) => n + 1);
  };

  const verify = async () => {
    if (busy || !token) return;
    if (!isCodeComplete(code)) return setAlert(t("errors.codeIncomplete"));
    setBusy(true);
    setAlert(null);
    const checked = await api<AdminNoticeResponse>("/api/v1/admin/confirm", { body: { code: code.join(""), token } });
    setBusy(false);
    if (!checked.ok) {
      setCode(emptyCode());
      setAttempt((n) => n + 1);
      return failed(checked.body);
    }
    const said = apiMessage(checked.data, lang);
    if (said) toast.success(said);
    onDone(true);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onDone(false))}>
      <DialogContent closeLabel={t("admin.confirm.close")} data-testid="admin-confirm">
        <div className="flex flex-col gap-4">
          <DialogTitle className="pr-8">{t("admin.confirm.title")}</DialogTitle>
          <DialogDescription>{t("admin.confirm.intro", { minutes: CONFIRM_MINUTES })}</DialogDescription>
          {token ? (
            <CodeForm
              attempt={attempt}
              code={code}
              onCodeChange={setCode}
              onVerify={() => void verify()}
              busy={busy}
              alert={alert}
              verifyLabel={t("admin.confirm.verify")}
              busyLabel={t("admin.confirm.verifying")}
              variant="danger"
              intro={<p className="text-sm text-night-800">{t("admin.confirm.sent")}</p>}
            />
          ) : (
            <>
              {alert ? <Alert>{alert}</Alert> : null}
              <Button size="lg" onClick={() => void send()} disabled={busy} aria-busy={busy || undefined}>
                {busy ? t("admin.confirm.sending") : t("admin.confirm.send")}
              </Button>
            </>
          )}
          <Button variant="ghost" className="text-night-800 hover:bg-night-900/5" onClick={() => onDone(false)}>
            {t("admin.confirm.cancel")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
