// The horoscope pages' URLs, signs and dates: pure functions, shared by loaders and components.
import type { HoroscopePeriod } from "@graha/contracts";
import {
  GRAHA_NAMES,
  MONTH_NAMES,
  SIGN_ELEMENTS,
  SIGN_LORDS,
  SIGN_NAMES,
  type SignElement,
} from "@graha/jyotish/names";
import type { Lang } from "../../i18n";

export const WHENS = ["Yesterday", "Today", "Tomorrow"] as const;
export type When = (typeof WHENS)[number];
/** The pages beyond the daily one: /horoscope/weekly, /horoscope/monthly, /horoscope/yearly. */
export const LONG_PERIODS = ["weekly", "monthly", "yearly"] as const satisfies readonly HoroscopePeriod[];
export type LongPeriod = (typeof LONG_PERIODS)[number];

const GLYPHS = ["♈", "♉", "♊", "♋", "♌", "♍", "♎", "♏", "♐", "♑", "♒", "♓"] as const;

/** One card of the zodiac carousel. */
export interface ZodiacSign {
  index: number;
  /** English name as in URLs ("Sagittarius"). */
  en: string;
  hi: string;
  sanskrit: string;
  glyph: string;
  element: SignElement;
  lord: { en: string; hi: string };
}

export const ZODIAC: readonly ZodiacSign[] = SIGN_NAMES.map((name, index) => ({
  index,
  en: name.en,
  hi: name.hi,
  sanskrit: name.sanskrit,
  glyph: GLYPHS[index]!,
  element: SIGN_ELEMENTS[index % 4]!,
  lord: { en: GRAHA_NAMES[SIGN_LORDS[index]!].en, hi: GRAHA_NAMES[SIGN_LORDS[index]!].hi },
}));

/**
 * The sign a URL names, in any case; the spec's "Saggitarius" is the ninth sign.
 *
 * @example
 * zodiacOf("leo")?.en; // "Leo"
 * zodiacOf("Saggitarius")?.en; // "Sagittarius"
 */
export function zodiacOf(raw: string | null | undefined): ZodiacSign | undefined {
  const key = (raw ?? "").trim().toLowerCase();
  if (key === "saggitarius") return ZODIAC[8];
  return ZODIAC.find((z) => z.en.toLowerCase() === key);
}

/** `when` of the query: a day of the daily page, a longer period, or undefined for anything else. */
export function whenOf(raw: string | null | undefined): When | LongPeriod | undefined {
  const key = (raw ?? "Today").trim().toLowerCase();
  const day = WHENS.find((w) => w.toLowerCase() === key);
  if (day) return day;
  return LONG_PERIODS.find((p) => p === key);
}

export const dailyPath = (sign: string, when: When = "Today") => `/horoscope?zodiac=${sign}&when=${when}`;
export const periodPath = (sign: string, period: LongPeriod) => `/horoscope/${period}?zodiac=${sign}`;

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Indian calendar date (YYYY-MM-DD) of an instant, moved by `days`. */
export function indianDate(nowMs: number, days = 0): string {
  return new Date(nowMs + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

export const DAY_OFFSET: Readonly<Record<When, number>> = { Yesterday: -1, Today: 0, Tomorrow: 1 };

/**
 * "22 November 2026" / "22 नवंबर 2026" (the same on the server and in the browser).
 *
 * @example
 * longDate("2026-11-22", "hi"); // "22 नवंबर 2026"
 */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${d} ${MONTH_NAMES[lang][m - 1] ?? ""} ${y}`;
}

/** "November 2026" / "नवंबर 2026". */
export function monthYear(iso: string, lang: Lang): string {
  const [y, m] = iso.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[lang][m - 1] ?? ""} ${y}`;
}

/** The sign's Open Graph card, drawn by the server (ADR 031). */
export const signCardPath = (sign: string) => `/og/horoscope/${sign.toLowerCase()}.png`;
