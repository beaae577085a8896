import type { ReactNode } from "react";
import { Label } from "./input";

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
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  announce?: boolean;
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
