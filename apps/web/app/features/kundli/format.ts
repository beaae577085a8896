import { wallClock } from "./wall-clock";

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

/** An instant as a date on the wall calendar of a zone: "03/04/1982". */
export function formatDate(iso: string, timeZone: string): string {
  const p = wallClock(new Date(iso), timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

/** An instant as a 24-hour time at a zone: "05:22". */
export function formatTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "—";
  const p = wallClock(new Date(iso), timeZone);
  return `${p.hour}:${p.minute}`;
}

/** The index of the period running at `now` (ISO), or -1. */
export function runningIndex(periods: ReadonlyArray<{ start: string; end: string }>, now: string): number {
  const t = Date.parse(now);
  return periods.findIndex((p) => Date.parse(p.start) <= t && t < Date.parse(p.end));
}
