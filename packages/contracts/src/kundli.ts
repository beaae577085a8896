import { z } from "zod";
import { chartResponse, isIanaTimeZone, latitudeField, longitudeField } from "./charts.ts";
import { statusSuccess } from "./common.ts";
import { idText, noticeFields, says, text, trimmedText } from "./message-fields.ts";
import { PLACE_TEXT_MAX_LENGTH } from "./places.ts";

export const genders = ["Male", "Female"] as const;
export const maritalStatuses = ["Single", "Married", "Divorced"] as const;
export const birthLanguages = ["English", "Hindi"] as const;
export const MIN_BIRTH_YEAR = 1900;

/** "DD/MM/YYYY", a real date; the year range and the future are checked with the time. */
export function parseDob(text: string): { day: number; month: number; year: number } | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return undefined;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return { day, month, year };
}

/** "HH:MM" or "HH:MM:SS", hours 0–23, minutes and seconds 0–59. */
export function parseTob(text: string): { hour: number; minute: number; second: number } | undefined {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return undefined;
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { hour, minute, second };
}

/**
 * A birth record as the kundli form sends it (spec field names). The server checks the
 * date against the current year and the birth moment against now, at the place's zone.
 */
export const kundliBody = z.strictObject({
  full_name: trimmedText(1, 100, { required: "kundli.name_required", tooLong: "kundli.name_too_long" }),
  dob: text("kundli.dob_required")
    .refine((v) => parseDob(v) !== undefined, says("kundli.dob_format"))
    .refine((v) => (parseDob(v)?.year ?? 0) >= MIN_BIRTH_YEAR, {
      ...says("kundli.dob_min_year"),
      params: { year: MIN_BIRTH_YEAR },
    }),
  tob: text("kundli.tob_required").refine((v) => parseTob(v) !== undefined, says("kundli.tob_format")),
  pob: trimmedText(1, PLACE_TEXT_MAX_LENGTH, { required: "kundli.pob_required", tooLong: "kundli.pob_too_long" }),
  lat: latitudeField,
  lng: longitudeField,
  gender: z.enum(genders, says("kundli.gender")),
  marital_status: z.enum(maritalStatuses, says("kundli.marital_status")),
  language: z.enum(birthLanguages, says("kundli.language")),
  timezone: text().refine(isIanaTimeZone, says("chart.time_zone")).optional(),
  celebrity_info: text().trim().max(1000, says("kundli.celebrity_info_long")).optional(),
});
export type KundliBody = z.infer<typeof kundliBody>;

export const kundliView = z
  .object({
    bid: z.string(),
    full_name: z.string(),
    dob: z.string(),
    tob: z.string(),
    pob: z.string(),
    lat: z.number(),
    lng: z.number(),
    timezone: z.string(),
    gender: z.enum(genders),
    marital_status: z.enum(maritalStatuses),
    language: z.enum(birthLanguages),
    is_celebrity: z.boolean(),
    celebrity_info: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Kundli" });
export type KundliView = z.infer<typeof kundliView>;

export const kundliParams = z.strictObject({ bid: idText(64) });
export const kundliListQuery = z.strictObject({ celebrity: z.enum(["true", "false"]).optional() });
export const kundliListResponse = z.object({ births: z.array(kundliView) });
export type KundliListResponse = z.infer<typeof kundliListResponse>;
export const kundliSavedResponse = z.object({ status: statusSuccess, bid: z.string(), ...noticeFields });
export type KundliSavedResponse = z.infer<typeof kundliSavedResponse>;
export const kundliDetailResponse = z.object({ birth: kundliView, chart: chartResponse });
export type KundliDetailResponse = z.infer<typeof kundliDetailResponse>;
export const languagesResponse = z.object({ languages: z.array(z.enum(birthLanguages)) });
export type LanguagesResponse = z.infer<typeof languagesResponse>;
