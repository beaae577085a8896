import { useState, type ReactNode } from "react";

/**
 * A button whose click runs `action`, one run at a time: disabled and marked busy until the
 * run settles.
 */
export function ActionButton({
  action,
  className,
  children,
}: {
  action: () => Promise<unknown>;
  className?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy || undefined}
      className={className}
    >
      {children}
    </button>
  );
}
