import { LEDGER_ACCOUNTS, type LedgerAccount } from "@graha/contracts/vocabulary";
import type { Lang } from "../../i18n";
import { dateFormat } from "../../lib/intl";

const locale = (lang: Lang) => (lang === "hi" ? "hi-IN" : "en-IN");

const dayInIndia = { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" } as const;

function format(iso: string | null | undefined, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return dateFormat(locale(lang), options).format(date);
}

/** "22 Nov 2026" in the visitor's language, in India's time zone (the server renders it too). */
export function formatDate(iso: string | null | undefined, lang: Lang): string {
  return format(iso, lang, dayInIndia);
}

/** "22 Nov 2026, 4:05 pm"; in Hindi on the 24-hour clock ("22 नव॰ 2026, 16:05"), never "pm". */
export function formatDateTime(iso: string | null | undefined, lang: Lang): string {
  return format(iso, lang, {
    ...dayInIndia,
    hour: "numeric",
    minute: "2-digit",
    ...(lang === "hi" ? { hourCycle: "h23" as const } : {}),
  });
}

const KNOWN_REASONS = [
  "signup_free",
  "android_first_login",
  "invite_reward",
  "recharge",
  "subscription_renewal",
  "subscription_ended",
  "chat_question",
  "prediction",
  "transfer_out",
  "transfer_in",
  "points_redeemed",
  "refund",
  "support_adjustment",
] as const;
export type ReasonKey = (typeof KNOWN_REASONS)[number] | "other";

/** The i18n key of a ledger reason; an unknown one reads as an adjustment. */
export function reasonKey(reason: string): ReasonKey {
  return (KNOWN_REASONS as readonly string[]).includes(reason) ? (reason as ReasonKey) : "other";
}

export function isAccountKey(value: string): value is LedgerAccount {
  return (LEDGER_ACCOUNTS as readonly string[]).includes(value);
}

/** A statement reference "payment:<id>" → the receipt's id. */
export function paymentIdOf(reference: string | null): string | null {
  if (!reference?.startsWith("payment:")) return null;
  const id = reference.slice("payment:".length);
  return id ? id : null;
}
