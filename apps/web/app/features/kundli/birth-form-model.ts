import type { KundliBody, KundliView } from "@graha/contracts";
import { wallClock } from "./wall-clock";

// The birth form's values, checks and request body: pure functions, tested on their own.

export type FieldName =
  | "gender"
  | "name"
  | "day"
  | "month"
  | "year"
  | "hours"
  | "minute"
  | "second"
  | "place"
  | "latitude"
  | "longitude"
  | "status"
  | "language"
  | "celebrityInfo";

/** Where a message is shown: one slot per visible group of the form. */
export type ErrorSlot =
  "gender" | "name" | "date" | "time" | "place" | "latitude" | "longitude" | "status" | "language" | "celebrityInfo";

export type FieldErrorKey =
  "day" | "date" | "year" | "future" | "hours" | "minute" | "second" | "latitude" | "longitude";

export interface BirthFormValues {
  gender: "" | "Male" | "Female";
  name: string;
  day: string;
  month: string;
  year: string;
  hours: string;
  minute: string;
  second: string;
  place: string;
  latitude: string;
  longitude: string;
  status: "" | "Single" | "Married" | "Divorced";
  language: "" | "English" | "Hindi";
  celebrityInfo: string;
  /** The IANA zone of the place chosen from the list, with the coordinates it came with. */
  timezone: string | null;
  placeCoords: { latitude: string; longitude: string } | null;
}

export const emptyBirthForm = (): BirthFormValues => ({
  gender: "",
  name: "",
  day: "",
  month: "",
  year: "",
  hours: "",
  minute: "",
  second: "0",
  place: "",
  latitude: "",
  longitude: "",
  status: "",
  language: "",
  celebrityInfo: "",
  timezone: null,
  placeCoords: null,
});

/** The order the form shows its fields in: the first empty one is reported. */
const REQUIRED_ORDER: readonly FieldName[] = [
  "gender",
  "name",
  "day",
  "month",
  "year",
  "hours",
  "minute",
  "second",
  "place",
  "latitude",
  "longitude",
  "status",
  "language",
];

export const PLACE_MAX_LENGTH = 100;
export const MIN_YEAR = 1900;

export type Validation =
  | { ok: true; body: KundliBody; datetime: string }
  | { ok: false; required: FieldName }
  | { ok: false; required?: undefined; errors: Partial<Record<ErrorSlot, FieldErrorKey>> };

export const pad2 = (value: string | number) => String(value).trim().padStart(2, "0");

const isInteger = (text: string) => /^\s*\d+\s*$/.test(text);

/** Rounds a coordinate to two decimals, as the form keeps it ("25.3167" → 25.32). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** "YYYY-MM-DDTHH:mm:ss" of `now` on the wall clock of `timeZone`. */
export function localNow(now: Date, timeZone: string): string {
  const c = wallClock(now, timeZone);
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}:${c.second}`;
}

/**
 * Checks the form: first every required field (the spec's alert names the first empty one),
 * then the bounds of product.md — year 1900 to now, no future moment, hours 0–23, minutes
 * and seconds 0–59 — and the coordinates. On success returns the API body (day, month,
 * hours and minute padded to two digits) and the local date-time for `POST /charts`.
 */
export function validateBirthForm(
  values: BirthFormValues,
  options: { now?: Date; celebrity?: boolean } = {},
): Validation {
  const now = options.now ?? new Date();
  for (const field of REQUIRED_ORDER) {
    if (!String(values[field] ?? "").trim()) return { ok: false, required: field };
  }
  if (options.celebrity && !values.celebrityInfo.trim()) return { ok: false, required: "celebrityInfo" };

  const errors: Partial<Record<ErrorSlot, FieldErrorKey>> = {};
  const day = Number(values.day);
  const month = Number(values.month);
  const year = Number(values.year);
  const hours = Number(values.hours);
  const minute = Number(values.minute);
  const second = Number(values.second);
  const maxYear = now.getUTCFullYear();

  if (!isInteger(values.year) || year < MIN_YEAR || year > maxYear) errors.date = "year";
  else if (!isInteger(values.day) || day < 1 || day > 31) errors.date = "day";
  else if (!isInteger(values.month) || month < 1 || month > 12) errors.date = "date";
  else if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) errors.date = "date";

  if (!isInteger(values.hours) || hours > 23) errors.time = "hours";
  else if (!isInteger(values.minute) || minute > 59) errors.time = "minute";
  else if (!isInteger(values.second) || second > 59) errors.time = "second";

  const lat = Number(values.latitude);
  const lng = Number(values.longitude);
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) errors.latitude = "latitude";
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) errors.longitude = "longitude";

  const date = `${year}-${pad2(month)}-${pad2(day)}`;
  const time = `${pad2(hours)}:${pad2(minute)}:${pad2(second)}`;
  const datetime = `${date}T${time}`;
  const timezone = keptTimezone(values);
  if (!errors.date && !errors.time && datetime > localNow(now, timezone ?? "Asia/Kolkata")) errors.date = "future";

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const body: KundliBody = {
    full_name: values.name.trim(),
    dob: `${pad2(day)}/${pad2(month)}/${year}`,
    tob: second === 0 ? `${pad2(hours)}:${pad2(minute)}` : time,
    pob: values.place.trim().slice(0, PLACE_MAX_LENGTH),
    lat,
    lng,
    gender: values.gender as "Male" | "Female",
    marital_status: values.status as "Single" | "Married" | "Divorced",
    language: values.language as "English" | "Hindi",
  };
  if (timezone) body.timezone = timezone;
  if (options.celebrity) body.celebrity_info = values.celebrityInfo.trim();
  return { ok: true, body, datetime };
}

/** The chosen place's zone, only while the coordinates are still the ones it came with. */
export function keptTimezone(values: BirthFormValues): string | null {
  if (!values.timezone || !values.placeCoords) return null;
  const same = (a: string, b: string) => Number(a) === Number(b);
  return same(values.placeCoords.latitude, values.latitude) && same(values.placeCoords.longitude, values.longitude)
    ? values.timezone
    : null;
}

/** The API's field names mapped to the form's message slots. */
export function slotOfApiField(field: string): ErrorSlot | null {
  const map: Record<string, ErrorSlot> = {
    full_name: "name",
    dob: "date",
    tob: "time",
    pob: "place",
    lat: "latitude",
    lng: "longitude",
    gender: "gender",
    marital_status: "status",
    language: "language",
    timezone: "place",
    celebrity_info: "celebrityInfo",
  };
  return map[field] ?? null;
}

/** A saved record back into the form (selecting it from the Saved Kundli list). */
export function valuesFromRecord(record: KundliView): BirthFormValues {
  const [day = "", month = "", year = ""] = record.dob.split("/");
  const [hours = "", minute = "", second = "0"] = record.tob.split(":");
  const latitude = String(record.lat);
  const longitude = String(record.lng);
  return {
    gender: record.gender,
    name: record.full_name,
    day,
    month: String(Number(month)),
    year,
    hours,
    minute,
    second: String(Number(second)),
    place: record.pob,
    latitude,
    longitude,
    status: record.marital_status,
    language: record.language,
    celebrityInfo: record.celebrity_info ?? "",
    timezone: record.timezone,
    placeCoords: { latitude, longitude },
  };
}

/** The address of a visitor's unsaved chart (`/kundli/free?...`). */
export function freeChartHref(values: BirthFormValues, datetime: string): string {
  const params = new URLSearchParams({
    datetime,
    latitude: String(Number(values.latitude)),
    longitude: String(Number(values.longitude)),
  });
  const timezone = keptTimezone(values);
  if (timezone) params.set("timezone", timezone);
  if (values.name.trim()) params.set("name", values.name.trim());
  if (values.place.trim()) params.set("place", values.place.trim());
  return `/kundli/free?${params.toString()}`;
}

export type Persona = "Oracle" | "Astra";

export function personaOf(value: string | null | undefined): Persona | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  return lower === "oracle" ? "Oracle" : lower === "astra" ? "Astra" : null;
}

/** Where a successful submit goes (the spec's rules, then the report of that kundli). */
export function nextPath(
  bid: string,
  options: { type: Persona | null; predictions: boolean; pType: string | null; celebrity: boolean },
): string {
  const id = encodeURIComponent(bid);
  if (options.type) return `${options.celebrity ? "/chatsceleb" : "/chats"}?type=${options.type}&bid=${id}`;
  if (options.predictions) return `/daily-prediction?bid=${id}&p_type=${encodeURIComponent(options.pType ?? "daily")}`;
  return `/kundli/${id}`;
}
