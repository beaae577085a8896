import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/** An in-dialog message: `role="alert"` so screen readers announce it at once. */
export function Alert({
  tone = "error",
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: "error" | "success" | "info" }) {
  const tones = {
    error: "border-red-200 bg-red-50 text-red-800",
    success: "border-emerald-200 bg-emerald-50 text-emerald-800",
    info: "border-night-700/15 bg-night-700/5 text-night-800",
  } as const;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-xl border px-3 py-2 text-sm", tones[tone], className)}
      {...props}
    />
  );
}
