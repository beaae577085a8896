import type { ForumNoticeResponse } from "@graha/contracts";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { TextareaField } from "../../components/ui/field";
import { FormSubmit } from "../../components/ui/form-submit";
import { api } from "../../lib/api";
import { apiMessage, messageText } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { useFormCall } from "./call";

/** The Report button of a discussion or comment and its dialog asking for a reason. */
export function ReportButton({ target }: { target: { did: string } | { cid: string } }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const form = useReasonForm();
  const { busy, setAlert, run, lang, reason, setReason } = form;
  const [open, setOpen] = useState(false);

  const change = (next: boolean) => {
    if (next && !user) {
      toast.info(t("forum.common.voiceLogin"));
      return;
    }
    if (!next) {
      setReason("");
      setAlert(null);
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setAlert(messageText(lang, "forum.reason_required"));
      return;
    }
    const done = await run(() => api<ForumNoticeResponse>("/api/v1/forum/reports", { body: { ...target, reason } }));
    if (!done) return;
    toast.success(apiMessage(done, lang) ?? t("forum.report.title"));
    change(false);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => change(true)}
        className="rounded-full px-3 py-1.5 text-sm text-cream/70 hover:bg-white/10 hover:text-cream"
      >
        {t("forum.post.report")}
      </button>
      <ReasonDialog
        open={open}
        onOpenChange={change}
        testId="report-dialog"
        title={t("forum.report.title")}
        intro={t("forum.report.intro")}
        reasonLabel={t("forum.report.reason")}
        form={form}
        submitLabel={t("forum.report.submit")}
        onSubmit={submit}
      />
    </>
  );
}

/** What a ReasonDialog edits and shows: the reason typed, and its form call (busy, alert, run). */
export function useReasonForm() {
  const [reason, setReason] = useState("");
  return { ...useFormCall(), reason, setReason };
}

/** A dialog that asks for a reason (a report, a moderator's silence), with any fields before it. */
export function ReasonDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testId: string;
  title: string;
  intro: string;
  reasonLabel: string;
  form: Pick<ReturnType<typeof useReasonForm>, "reason" | "setReason" | "busy" | "alert">;
  submitLabel: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { reason, setReason, busy, alert } = props.form;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={t("forum.common.close")} data-testid={props.testId}>
        <form onSubmit={(event) => void props.onSubmit(event)} noValidate className="flex flex-col gap-4">
          <DialogTitle className="pr-8">{props.title}</DialogTitle>
          <DialogDescription>{props.intro}</DialogDescription>
          {props.children}
          <TextareaField
            id={`${id}-reason`}
            label={props.reasonLabel}
            rows={4}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={busy}
          />
          <FormSubmit alert={alert} busy={busy}>
            {props.submitLabel}
          </FormSubmit>
        </form>
      </DialogContent>
    </Dialog>
  );
}
