import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button, type ButtonVariant } from "./button";

/**
 * The end of a form: its alert, when there is one, then its large submit button, disabled and
 * marked busy while the form is being sent (and also when `disabled`).
 */
export function FormSubmit({
  alert,
  busy,
  disabled,
  variant,
  className,
  children,
}: {
  alert: string | null | undefined;
  busy: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      {alert ? <Alert>{alert}</Alert> : null}
      <Button
        type="submit"
        variant={variant}
        size="lg"
        className={className}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
      >
        {children}
      </Button>
    </>
  );
}
