import { ActionButton } from "./action-button";
import { useTranslation } from "../../i18n/react";
import { cn } from "../../lib/cn";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";

/** What a share sends: a line of text and the link (absolute). */
export interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

/** WhatsApp's share link: the text and the link in one message (https://wa.me/?text=…). */
export const whatsappUrl = ({ text, url }: ShareTarget) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/**
 * Shares through the system's share sheet (Web Share API) where the browser has one, else
 * opens WhatsApp's share link in a new tab. A cancelled share sheet is not an error.
 */
export async function shareOrWhatsApp(target: ShareTarget): Promise<void> {
  if (typeof navigator !== "undefined" && typeof navigator.share === "function") {
    try {
      await navigator.share(target);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      // The sheet could not open (no activation left, not allowed): fall back to WhatsApp.
    }
  }
  window.open(whatsappUrl(target), "_blank", "noopener,noreferrer");
}

function ShareIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * A Share button. `target` is what to share, or a function that makes it (a link the server
 * creates first); it returns null when there is nothing to share (the failure was shown).
 */
export function ShareButton({
  target,
  label,
  variant = "outline",
  size = "sm",
  className,
}: {
  target: ShareTarget | (() => Promise<ShareTarget | null>);
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const share = async () => {
    const resolved = typeof target === "function" ? await target() : target;
    if (resolved) await shareOrWhatsApp(resolved);
  };
  return (
    <ActionButton action={share} className={cn(buttonClasses(variant, size), className)}>
      <ShareIcon className="h-4 w-4" />
      {label ?? t("common.share")}
    </ActionButton>
  );
}
