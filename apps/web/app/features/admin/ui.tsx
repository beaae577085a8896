import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { Form } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, NativeSelect, Textarea } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { useAdminAction } from "./action";

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

/** One column of a DataTable: its heading and what a row shows in it. */
export type Column<R> = { head: string; cell: (row: R) => ReactNode; className?: string | ((row: R) => string) };

/**
 * Rows as a table, a column each, each row keyed by its `id` unless `rowKey` says: it scrolls
 * sideways on a phone rather than squeezing its columns; without rows, `empty` ("None yet"
 * unless said).
 */
export function DataTable<R>({
  rows,
  columns,
  rowKey = (row) => (row as { id: string }).id,
  rowAttributes,
  testId,
  empty,
}: {
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowAttributes?: (row: R) => Record<`data-${string}`, string>;
  testId?: string;
  empty?: string;
} & (R extends { id: string } ? { rowKey?: (row: R) => string } : { rowKey: (row: R) => string })) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p data-testid={testId}>{empty ?? t("admin.none")}</p>;
  return (
    <div className="-mx-1 overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-night-900/15">
            {columns.map((column) => (
              <th key={column.head} scope="col" className="px-2 py-2 font-semibold">
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map(({ head, cell, className }) => (
                <td
                  key={head}
                  className={cn(
                    "border-b border-night-900/10 px-2 py-2 align-top",
                    typeof className === "function" ? className(row) : className,
                  )}
                >
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a labelled text control takes: its id and label, the value and its change, the API's error. */
type TextProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name?: string;
  placeholder?: string;
};

/** A labelled text input whose API field error shows under it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  ...input
}: TextProps & { inputMode?: "numeric" | "decimal" | "tel" | "text"; hint?: string | undefined }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} announce={false}>
      {(aria) => <Input {...aria} {...input} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/** A labelled text area (a reason, notes, a post's body) whose API field error shows under it. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  className,
  ...textarea
}: TextProps & { rows: number; maxLength?: number; className?: string }) {
  return (
    <Field id={id} label={label} error={error} announce={false}>
      {(aria) => (
        <Textarea
          {...aria}
          {...textarea}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={className}
        />
      )}
    </Field>
  );
}

/** A labelled choice among `options`, each shown as `optionText` says. */
export function SelectField<V extends string | number>({
  id,
  label,
  name,
  value,
  onChange,
  options,
  optionText,
}: {
  id: string;
  label: string;
  name?: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly V[];
  optionText: (value: V) => string;
}) {
  return (
    <Field id={id} label={label}>
      {(aria) => (
        <NativeSelect
          {...aria}
          name={name}
          value={value}
          onChange={(event) => onChange(options.find((option) => String(option) === event.target.value) ?? value)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {optionText(option)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** A text field of a QueryForm: the query's name, its label and the value the page was loaded with. */
export type QueryInput = { name: string; label: string; value: string; inputMode?: "tel" | "text" };

/**
 * A search or filter over the page's query (a GET form): its text fields, any other
 * controls, then the button.
 */
export function QueryForm({
  submitLabel,
  inputs = [],
  className = "flex flex-col gap-3 sm:flex-row sm:items-end",
  children,
}: {
  submitLabel: string;
  inputs?: readonly QueryInput[];
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Form method="get" className={className}>
      {inputs.map(({ name, label, value, inputMode }) => (
        <Field key={name} id={`${id}-${name}`} label={label} className="flex flex-1 flex-col gap-1.5">
          {(aria) => <Input {...aria} name={name} defaultValue={value} inputMode={inputMode} autoComplete="off" />}
        </Field>
      ))}
      {children}
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}

/** A search page: the search by one field (with `notice` under it), then what it found, if anything. */
export function SearchPage({
  input,
  notice,
  children,
}: {
  input: QueryInput;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Panel>
        <QueryForm submitLabel={t("admin.search")} inputs={[input]} />
        {notice}
      </Panel>
      {children ? <Panel>{children}</Panel> : null}
    </div>
  );
}

/**
 * A staff action with a reason: `fields` before the reason, `body` builds what is sent (the
 * reason alone unless said; null: the form's own check failed and said so). Confirmation by code happens on its own when asked.
 */
export function ReasonForm({
  title,
  intro,
  path,
  body = (reason) => ({ reason }),
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
  body?: (reason: string, setAlert: (text: string) => void) => unknown;
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
        <TextAreaField
          id={`${id}-reason`}
          name="reason"
          label={t("admin.reason")}
          rows={2}
          maxLength={500}
          value={reason}
          placeholder={t("admin.reasonHint")}
          onChange={setReason}
          error={action.fields.reason}
        />
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
