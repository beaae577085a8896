import type { ComponentType, ReactNode } from "react";
import { Input, Label, NativeSelect, Textarea } from "./input";

/** What a field says around its control: the control's id, its label, hint and error. */
interface FieldFrame {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  announce?: boolean;
}

/**
 * A labelled form field with its hint and error, wired by ids: `children` renders the control
 * with the id and aria attributes it is given. The error is announced (`role="alert"`) unless
 * `announce` is false (forms that announce one summary instead).
 */
export function Field({
  id,
  label,
  hint,
  error,
  announce = true,
  className = "flex flex-col gap-1.5",
  children,
}: FieldFrame & {
  className?: string;
  children: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-night-800/70">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={announce ? "alert" : undefined} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A `Field` around `Control`: one element for the label, the control and its hint and error. */
function framed<P extends object>(Control: ComponentType<P>) {
  return function Framed({ id, label, hint, error, announce, ...control }: FieldFrame & Omit<P, "id">) {
    return (
      <Field id={id} label={label} hint={hint} error={error} announce={announce}>
        {(aria) => <Control {...(control as unknown as P)} {...aria} />}
      </Field>
    );
  };
}

/** A labelled `Input`; every prop but the field's own (id, label, hint, error) is the input's. */
export const InputField = framed(Input);
/** A labelled `Textarea`; every prop but the field's own (id, label, hint, error) is the text area's. */
export const TextareaField = framed(Textarea);
/** A labelled `NativeSelect` (its options are the children); every other prop is the select's. */
export const NativeSelectField = framed(NativeSelect);
