// The toasts' API the pages use, with react-toastify fetched on the first toast (or by the
// toast region, which root.tsx loads after hydration) rather than with every page that can
// raise one (issue #15, ADR 038). A toast raised before the region is there waits in
// react-toastify's queue, as before.
import type { ReactNode } from "react";

type Kind = "success" | "error" | "info" | "warn" | "warning";

let toastify: Promise<typeof import("react-toastify/unstyled")> | undefined;

function show(kind: Kind) {
  return (message: ReactNode): void => {
    toastify ??= import("react-toastify/unstyled");
    void toastify.then(({ toast }) => toast[kind](message));
  };
}

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warn: show("warn"),
  warning: show("warning"),
};
