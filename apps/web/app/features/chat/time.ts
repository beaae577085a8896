import { useSyncExternalStore } from "react";
import type { Lang } from "../../i18n";
import { dateFormat } from "../../lib/intl";

const noSubscribe = () => () => {};

/** False in the server render and the hydration pass, true after: for clock- and zone-dependent text. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/** A chat time in the visitor's zone: the time alone today, with the date otherwise. */
export function formatChatTime(iso: string | null, lang: Lang, now: Date = new Date()): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const locale = lang === "hi" ? "hi-IN" : "en-IN";
  const sameDay = date.toDateString() === now.toDateString();
  // Hindi reads the 24-hour clock, never "pm" (product.md, Names in Hindi).
  const clock = lang === "hi" ? { hourCycle: "h23" as const } : {};
  const time = dateFormat(locale, { hour: "numeric", minute: "2-digit", ...clock }).format(date);
  if (sameDay) return time;
  const day = dateFormat(locale, {
    day: "numeric",
    month: "short",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  }).format(date);
  return `${day}, ${time}`;
}
