import { HOROSCOPE_CATEGORIES, HOROSCOPE_PERIODS, type HoroscopeCategory, type HoroscopePeriod } from "@graha/jyotish";
import { z } from "zod";
import { text } from "./message-fields.ts";

// Sign horoscopes (no login): GET /api/v1/horoscopes/{sign} (ADR 012).

/** The engine's periods and categories (its own `as const` tuples, so zod enums can take them). */
export const horoscopePeriods = HOROSCOPE_PERIODS;
export const horoscopeCategories = HOROSCOPE_CATEGORIES;
export const horoscopeLanguages = ["en", "hi"] as const;
export type { HoroscopeCategory, HoroscopePeriod };

export const horoscopeParams = z.object({
  sign: text().meta({
    description: 'Moon sign in English, any case ("aries", "Leo"); the spec\'s spelling "Saggitarius" is accepted',
    example: "Leo",
  }),
});

export const horoscopeQuery = z.object({
  period: z.enum(horoscopePeriods).optional().meta({ description: "Default: daily" }),
  date: text()
    .optional()
    .meta({ description: "An Indian calendar date YYYY-MM-DD inside the period. Default: today in India (IST)" }),
  lang: z
    .enum(horoscopeLanguages)
    .optional()
    .meta({ description: "Default: the request's language (`lang` cookie, else Accept-Language)" }),
});
export type HoroscopeQuery = z.infer<typeof horoscopeQuery>;

export const horoscopeCategoryView = z.object({
  key: z.enum(horoscopeCategories),
  label: z.string(),
  /** 0–100. */
  score: z.number().int().min(0).max(100),
  text: z.string(),
  /** The strongest reason in one line ("Jupiter transits your 5th house from the Moon"). */
  reason: z.string(),
});
export type HoroscopeCategoryView = z.infer<typeof horoscopeCategoryView>;

export const horoscopeResponse = z
  .object({
    /** English name of the sign ("Sagittarius"). */
    sign: z.string(),
    /** The sign's name in the reading's language. */
    signName: z.string(),
    period: z.enum(horoscopePeriods),
    lang: z.enum(horoscopeLanguages),
    date: z.string(),
    /** First and last Indian calendar day of the period. */
    start: z.string(),
    end: z.string(),
    categories: z.array(horoscopeCategoryView),
    /** The spec's horoscope result: category name → score (percent) and text. */
    bot_response: z.record(z.string(), z.object({ score: z.number(), split_response: z.string() })),
    lucky: z.object({
      colour: z.string(),
      number: z.number().int(),
      /** "10:42–11:38 IST" / "10:42 से 11:38 बजे तक"; null for weekly, monthly and yearly readings. */
      timeWindow: z.string().nullable(),
      compatibleSign: z.string(),
      /** All lucky items in one sentence. */
      line: z.string(),
    }),
    /** The engine version the reading was computed with (part of the cache key). */
    engineVersion: z.string(),
  })
  .meta({ id: "Horoscope" });
export type HoroscopeResponse = z.infer<typeof horoscopeResponse>;
