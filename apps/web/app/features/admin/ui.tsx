import { Children, useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { useAdminAction } from "./action";

export const textareaClasses =
  "w-full rounded-xl border border-night-700/20 bg-white p-3 text-base text-night-900 placeholder:text-night-900/40 " +
  "focus:border-saffron-500 focus:outline-none focus:ring-2 focus:ring-saffron-400/40 aria-[invalid=true]:border-red-500";

/** A light card for one block of the console. */
export function Panel({
  title,
  children,
  className,
  testId,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      className={cn("rounded-3xl bg-cream p-4 text-night-900 shadow-xl shadow-black/30 sm:p-6", className)}
      data-testid={testId}
    >
      {title ? <h2 className="mb-3 font-display text-xl font-semibold">{title}</h2> : null}
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a phone rather than squeezing its columns; "None yet" without rows. */
export function Table({ head, children, testId }: { head: readonly string[]; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  if (Children.count(children) === 0) return <p data-testid={testId}>{t("admin.none")}</p>;
  return (
    <div className="-mx-1 overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-night-900/15">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cn("border-b border-night-900/10 px-2 py-2 align-top", className)}>{children}</td>;
}

/** A labelled text input whose API field error shows under it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  id,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  id: string;
  inputMode?: "numeric" | "decimal" | "tel" | "text";
  placeholder?: string;
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={rest.inputMode}
        placeholder={rest.placeholder}
      />
      {rest.hint ? <p className="text-xs text-night-800/70">{rest.hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A staff action with a reason: `fields` before the reason, `body` builds what is sent (null:
 * the form's own check failed and said so). Confirmation by code happens on its own when asked.
 */
export function ReasonForm({
  title,
  intro,
  path,
  body,
  submitLabel,
  variant = "primary",
  testId,
  children,
  onDone,
  withReason = true,
}: {
  title: string;
  intro?: string;
  path: string;
  body: (reason: string, setAlert: (text: string) => void) => unknown;
  submitLabel: string;
  variant?: ButtonVariant;
  testId: string;
  children?: ReactNode;
  onDone?: () => void;
  withReason?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const action = useAdminAction();
  const [reason, setReason] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = body(reason, action.setAlert);
    if (sent === null) return;
    if (await action.submit(path, sent)) {
      setReason("");
      onDone?.();
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3" data-testid={testId}>
      <h3 className="font-display text-lg font-semibold">{title}</h3>
      {intro ? <p className="text-sm text-night-800/80">{intro}</p> : null}
      {children}
      {withReason ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-reason`}>{t("admin.reason")}</Label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={2}
            maxLength={500}
            value={reason}
            placeholder={t("admin.reasonHint")}
            onChange={(event) => setReason(event.target.value)}
            className={textareaClasses}
            aria-invalid={action.fields.reason ? true : undefined}
          />
          {action.fields.reason ? <p className="text-sm text-red-700">{action.fields.reason}</p> : null}
        </div>
      ) : null}
      {Object.entries(action.fields)
        .filter(([field]) => field !== "reason")
        .map(([field, text]) => (
          <Alert key={field}>{text}</Alert>
        ))}
      {action.alert ? <Alert>{action.alert}</Alert> : null}
      <Button type="submit" variant={variant} disabled={action.busy} aria-busy={action.busy || undefined}>
        {action.busy ? t("admin.saving") : submitLabel}
      </Button>
    </form>
  );
}

/** "1 of 3" style badges: a small pill. */
export function Badge({ children, tone = "neutral" }: { children: ReactNode; tone?: "neutral" | "good" | "bad" }) {
  const tones = {
    neutral: "bg-night-900/10 text-night-900",
    good: "bg-emerald-100 text-emerald-900",
    bad: "bg-red-100 text-red-900",
  } as const;
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-semibold", tones[tone])}>{children}</span>
  );
}
