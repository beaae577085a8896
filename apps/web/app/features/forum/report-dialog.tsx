import type { ForumNoticeResponse } from "@graha/contracts";
import { lazy, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { api, type ApiResult } from "../../lib/api";
import { apiMessage, messageText } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { useFormCall } from "./call";

// The form in the dialog comes with the dialog, when one first opens (the Dialog's Suspense).
const ReasonForm = lazy(() => import("./reason-form").then((module) => ({ default: module.ReasonForm })));

/** The Report button of a discussion or comment and its dialog asking for a reason. */
export function ReportButton({ target }: { target: { did: string } | { cid: string } }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const form = useReasonForm();
  const { reason, setAlert, lang, setOpen } = form;

  const submit = async () => {
    if (!reason.trim()) {
      setAlert(messageText(lang, "forum.reason_required"));
      return;
    }
    await form.send(
      () => api<ForumNoticeResponse>("/api/v1/forum/reports", { body: { ...target, reason } }),
      t("forum.report.title"),
    );
  };

  return (
    <ReasonDialog
      trigger={(open) => (
        <button
          type="button"
          onClick={open}
          className="rounded-full px-3 py-1.5 text-sm text-cream/70 hover:bg-white/10 hover:text-cream"
        >
          {t("forum.post.report")}
        </button>
      )}
      onOpenChange={(next) => (next && !user ? toast.info(t("forum.common.voiceLogin")) : setOpen(next))}
      testId="report-dialog"
      title={t("forum.report.title")}
      intro={t("forum.report.intro")}
      reasonLabel={t("forum.report.reason")}
      form={form}
      submitLabel={t("forum.report.submit")}
      onSubmit={submit}
    />
  );
}

/**
 * What a ReasonDialog edits and shows: the reason typed, whether it is open (closing it clears
 * the reason and the alert), and its form call (busy, alert, run). `send` makes the call once
 * (not while one is under way); when it is done, it toasts the server's notice (`fallback`
 * without one), closes the dialog and answers true.
 */
export function useReasonForm() {
  const call = useFormCall();
  const [reason, setReason] = useState("");
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    if (!next) {
      setReason("");
      call.setAlert(null);
    }
    setOpenState(next);
  };
  const send = async (request: () => Promise<ApiResult<ForumNoticeResponse>>, fallback: string) => {
    if (call.busy) return false;
    const done = await call.run(request);
    if (!done) return false;
    toast.success(apiMessage(done, call.lang) ?? fallback);
    setOpen(false);
    return true;
  };
  return { ...call, reason, setReason, open, setOpen, send };
}

/** A dialog that asks for a reason (a report, a moderator's silence), with any fields before it. */
export function ReasonDialog(props: {
  /** The button that opens it, given what opens it. */
  trigger: (open: () => void) => ReactNode;
  /** What opening or closing it does; the form's own `setOpen` unless said. */
  onOpenChange?: (open: boolean) => void;
  testId: string;
  title: string;
  intro: string;
  reasonLabel: string;
  form: Pick<ReturnType<typeof useReasonForm>, "reason" | "setReason" | "busy" | "alert" | "open" | "setOpen">;
  submitLabel: string;
  /** Sends the form (its default submit is prevented). */
  onSubmit: () => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { reason, setReason, busy, alert, open, setOpen } = props.form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onSubmit();
  };
  const change = props.onOpenChange ?? setOpen;
  return (
    <>
      {props.trigger(() => change(true))}
      <Dialog open={open} onOpenChange={change}>
        <DialogContent closeLabel={t("forum.common.close")} data-testid={props.testId}>
          <ReasonForm
            title={props.title}
            intro={props.intro}
            reasonLabel={props.reasonLabel}
            reason={reason}
            setReason={setReason}
            busy={busy}
            alert={alert}
            submitLabel={props.submitLabel}
            onSubmit={submit}
          >
            {props.children}
          </ReasonForm>
        </DialogContent>
      </Dialog>
    </>
  );
}
