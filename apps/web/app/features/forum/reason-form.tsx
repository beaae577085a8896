import { useId, type FormEvent, type ReactNode } from "react";
import { DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { TextareaField } from "../../components/ui/field";
import { FormSubmit } from "../../components/ui/form-submit";

/**
 * The form inside a ReasonDialog (report-dialog.tsx): its title, intro, any fields before the
 * reason, the reason and the submit. Fetched with the dialog when one first opens, so that a
 * thread does not load the form's fields for its Report buttons (issue #15, ADR 038).
 */
export function ReasonForm(props: {
  title: string;
  intro: string;
  reasonLabel: string;
  reason: string;
  setReason: (reason: string) => void;
  busy: boolean;
  alert: string | null;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <form onSubmit={props.onSubmit} noValidate className="flex flex-col gap-4">
      <DialogTitle className="pr-8">{props.title}</DialogTitle>
      <DialogDescription>{props.intro}</DialogDescription>
      {props.children}
      <TextareaField
        id={`${id}-reason`}
        label={props.reasonLabel}
        rows={4}
        maxLength={500}
        value={props.reason}
        onChange={(event) => props.setReason(event.target.value)}
        disabled={props.busy}
      />
      <FormSubmit alert={props.alert} busy={props.busy}>
        {props.submitLabel}
      </FormSubmit>
    </form>
  );
}
