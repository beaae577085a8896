import * as DialogPrimitive from "@radix-ui/react-dialog";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cn } from "../../lib/cn";
import { withClasses } from "./with-classes";

// Radix's dialog with the app's look; pages use it through dialog.tsx, which fetches this
// module when a dialog first opens.
export const DialogRoot = DialogPrimitive.Root;

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

const overlayClasses =
  "fixed inset-0 z-50 bg-night-950/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]";

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  /** Accessible label of the corner close button. */
  closeLabel: string;
  /** "center" for dialogs, "left" for the mobile side menu. */
  side?: "center" | "left";
};

export const DialogContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, ContentProps>(
  function DialogContent({ className, children, closeLabel, side = "center", ...props }, ref) {
    const position =
      side === "left"
        ? "fixed inset-y-0 left-0 z-50 h-full w-[min(20rem,85vw)] overflow-y-auto bg-night-900 text-cream shadow-2xl"
        : "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 " +
          "overflow-y-auto rounded-3xl bg-cream p-6 text-night-900 shadow-2xl shadow-black/40 sm:p-8";
    return (
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content ref={ref} className={cn(position, className)} {...props}>
          {children}
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className={cn(
              "absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full",
              side === "left" ? "text-cream/80 hover:bg-white/10" : "text-night-900/60 hover:bg-night-900/5",
            )}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);

export const DialogTitle = withClasses(DialogPrimitive.Title, "font-display text-2xl font-semibold");
export const DialogDescription = withClasses(DialogPrimitive.Description, "text-sm opacity-75");
