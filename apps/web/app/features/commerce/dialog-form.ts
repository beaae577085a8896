import { useState, type FormEvent } from "react";

/**
 * The state a dialog's form shares (invite, transfer): its alert and busy flag, a `close` that
 * clears them and the fields (`reset`) when the dialog closes, and `onSubmit`, which keeps the
 * page from reloading and ignores a second submit while the first is running.
 */
export function useDialogForm(onOpenChange: (open: boolean) => void, reset: () => void) {
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = (next: boolean) => {
    if (!next) {
      reset();
      setAlert(null);
      setBusy(false);
    }
    onOpenChange(next);
  };
  const onSubmit = (submit: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void submit();
  };
  return { alert, setAlert, busy, setBusy, close, onSubmit };
}
