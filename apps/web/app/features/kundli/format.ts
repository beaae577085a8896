import { mod12 } from "./chart/chart-model";

/** 12.5° → "12°30′" (degrees and minutes within the sign). */
export function degreeMinute(degrees: number): string {
  let d = Math.floor(degrees);
  let m = Math.floor((degrees - d) * 60 + 1e-9);
  if (m >= 60) {
    d += 1;
    m -= 60;
  }
  return `${d}°${String(m).padStart(2, "0")}′`;
}

function parts(iso: string, timeZone: string) {
  const date = new Date(iso);
  let list: Intl.DateTimeFormatPart[];
  try {
    list = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(date);
  } catch {
    list = new Intl.DateTimeFormat("en-CA", {
      timeZone: "UTC",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(date);
  }
  const get = (type: string) => list.find((p) => p.type === type)?.value ?? "";
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
}

/** An instant as a date on the wall calendar of a zone: "03/04/1982". */
export function formatDate(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

/** An instant as a 24-hour time at a zone: "05:22". */
export function formatTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "—";
  const p = parts(iso, timeZone);
  return `${p.hour}:${p.minute}`;
}

/** The index of the period running at `now` (ISO), or -1. */
export function runningIndex(periods: ReadonlyArray<{ start: string; end: string }>, now: string): number {
  const t = Date.parse(now);
  return periods.findIndex((p) => Date.parse(p.start) <= t && t < Date.parse(p.end));
}

export type SadeSati = { kind: "phase"; phase: 1 | 2 | 3 } | { kind: "dhaiya"; house: 4 | 8 } | { kind: "none" };

/** Sade Sati from the current sign of Saturn and the natal Moon sign (0 = Aries). */
export function sadeSati(saturnSign: number, moonSign: number): SadeSati {
  const from = mod12(saturnSign - moonSign);
  if (from === 11) return { kind: "phase", phase: 1 };
  if (from === 0) return { kind: "phase", phase: 2 };
  if (from === 1) return { kind: "phase", phase: 3 };
  if (from === 3) return { kind: "dhaiya", house: 4 };
  if (from === 7) return { kind: "dhaiya", house: 8 };
  return { kind: "none" };
}

/** "YYYY-MM-DDTHH:mm:ss" of an instant in UTC (the input of `POST /charts` with timezone UTC). */
export const utcDateTime = (date: Date) => date.toISOString().slice(0, 19);
