// Apart from format.ts so that the kundli form (which needs only this) does not load the
// report's formatting.

import { dateFormat } from "../../lib/intl";

/** The wall-clock fields of an instant at a zone, two digits each (UTC when the zone is unknown). */
export function wallClock(date: Date, timeZone: string) {
  const format = (zone: string) =>
    dateFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }).formatToParts(date);
  let list: Intl.DateTimeFormatPart[];
  try {
    list = format(timeZone);
  } catch {
    list = format("UTC");
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? "00";
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}
