import { DHAIYA_KINDS, GRAHAS, SADE_SATI_PHASES, VARGA_NAMES } from "@graha/jyotish/names";
import { z } from "zod";
import { says, text, wholeNumber } from "./message-fields.ts";

export const ayanamsaNames = ["lahiri", "raman", "krishnamurti", "true-chitra", "tropical"] as const;
// The engine's own lists (plain data): one definition for the engine, the API and the web app.
export const grahaKeys = GRAHAS;
export const vargaKeys = VARGA_NAMES;
export const dignities = ["exalted", "debilitated", "moolatrikona", "own", "friendly", "neutral", "enemy"] as const;

/** A real calendar date and clock time: "1990-02-30" and "24:00" are refused. */
function isCalendarDateTime(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  if (month! < 1 || month! > 12 || hour! > 23 || minute! > 59 || second! > 59) return false;
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return day! >= 1 && day! <= daysInMonth;
}

/** An IANA zone name the runtime knows ("Asia/Kolkata"); fixed offsets are not zones. */
export function isIanaTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const localDateTimeField = text("chart.datetime_format")
  .refine(isCalendarDateTime, says("chart.datetime_format"))
  .meta({ description: "Local civil time at the place", example: "1990-05-01T10:30:00" });

export const timezoneField = text()
  .refine(isIanaTimeZone, says("chart.time_zone"))
  .meta({ description: "IANA time zone; derived from the coordinates when absent", example: "Asia/Kolkata" });

export const latitudeField = z
  .number(says("chart.latitude"))
  .min(-90, says("chart.latitude"))
  .max(90, says("chart.latitude"));
export const longitudeField = z
  .number(says("chart.longitude"))
  .min(-180, says("chart.longitude"))
  .max(180, says("chart.longitude"));

export const birthInput = z.strictObject({
  datetime: localDateTimeField,
  timezone: timezoneField.optional(),
  latitude: latitudeField,
  longitude: longitudeField,
  ayanamsa: z.enum(ayanamsaNames).default("lahiri"),
  node: z.enum(["true", "mean"]).default("true"),
});
export type BirthInput = z.infer<typeof birthInput>;

const nakshatraView = z.object({
  index: z.number().int().min(0).max(26),
  name: z.string(),
  pada: z.number().int().min(1).max(4),
  lord: z.enum(grahaKeys),
});

const planetView = z.object({
  longitude: z.number(),
  speed: z.number().meta({ description: "degrees per day" }),
  retrograde: z.boolean(),
  signIndex: z.number().int().min(0).max(11),
  sign: z.string(),
  degreesInSign: z.number(),
  house: z.number().int().min(1).max(12),
  bhavaChalitHouse: z.number().int().min(1).max(12),
  nakshatra: nakshatraView,
  dignity: z.enum(dignities),
  combust: z.boolean(),
});

const vargaView = z.object({
  ascendant: z.number().int().min(0).max(11),
  planets: z.record(z.enum(grahaKeys), z.number().int().min(0).max(11)),
});

type DashaPeriodView = {
  lord: string;
  start: string;
  end: string;
  antardashas?: DashaPeriodView[];
  pratyantardashas?: DashaPeriodView[];
};
const pratyantardashaView = z.object({ lord: z.enum(grahaKeys), start: z.iso.datetime(), end: z.iso.datetime() });
const antardashaView = pratyantardashaView.extend({ pratyantardashas: z.array(pratyantardashaView).optional() });
const mahadashaView = pratyantardashaView.extend({ antardashas: z.array(antardashaView) });
export type { DashaPeriodView };

const timeSpan = z.object({ start: z.iso.datetime(), end: z.iso.datetime() }).nullable();
export const panchangView = z.object({
  vara: z.object({ index: z.number().int(), name: z.string(), nameHi: z.string() }),
  tithi: z.object({
    number: z.number().int(),
    name: z.string(),
    nameHi: z.string(),
    paksha: z.enum(["shukla", "krishna"]),
    endsAt: z.iso.datetime(),
  }),
  nakshatra: z.object({
    index: z.number().int(),
    name: z.string(),
    nameHi: z.string(),
    pada: z.number().int(),
    lord: z.enum(grahaKeys),
    endsAt: z.iso.datetime(),
  }),
  yoga: z.object({ index: z.number().int(), name: z.string(), nameHi: z.string(), endsAt: z.iso.datetime() }),
  karana: z.object({ index: z.number().int(), name: z.string(), nameHi: z.string(), endsAt: z.iso.datetime() }),
  sunrise: z.iso.datetime().nullable(),
  sunset: z.iso.datetime().nullable(),
  nextSunrise: z.iso.datetime().nullable(),
  rahuKalam: timeSpan,
  yamaganda: timeSpan,
  gulikaKalam: timeSpan,
});

const yogaView = z.object({
  key: z.string(),
  name: z.string(),
  rule: z.string(),
  grahas: z.array(z.enum(grahaKeys)),
  details: z.array(z.string()),
});

const mangalDoshaFrom = z.object({ house: z.number().int().min(1).max(12), present: z.boolean() });
export const mangalDoshaView = z.object({
  present: z.boolean(),
  effective: z.boolean(),
  exceptions: z.array(z.string()),
  fromAscendant: mangalDoshaFrom,
  fromMoon: mangalDoshaFrom,
  fromVenus: mangalDoshaFrom,
});

const transitGrahaView = z.object({
  signIndex: z.number().int().min(0).max(11),
  sign: z.string(),
  retrograde: z.boolean(),
  houseFromMoon: z.number().int().min(1).max(12).meta({ description: "sign counted from the natal Moon sign" }),
});

export const transitView = z
  .object({
    asOf: z.iso.datetime().meta({ description: "the instant the transits are computed for (the request's time)" }),
    grahas: z.object(
      Object.fromEntries(grahaKeys.map((g) => [g, transitGrahaView])) as Record<
        (typeof grahaKeys)[number],
        typeof transitGrahaView
      >,
    ),
    sadeSati: z.object({
      active: z.boolean(),
      phase: z.enum(SADE_SATI_PHASES).nullable(),
      start: z.iso.datetime().nullable().meta({ description: "the running Sade Sati, or else the next one" }),
      end: z.iso.datetime().nullable(),
    }),
    dhaiya: z.object({ active: z.boolean(), kind: z.enum(DHAIYA_KINDS).nullable() }),
  })
  .meta({
    id: "Transit",
    description: "Today's transits (gochara) counted from the natal Moon sign, with Sade Sati and Saturn's dhaiya",
  });
export type TransitView = z.infer<typeof transitView>;

export const chartResponse = z
  .object({
    utc: z.iso.datetime(),
    timezone: z.string(),
    utcOffsetMinutes: z.number().int(),
    latitude: z.number(),
    longitude: z.number(),
    ayanamsa: z.object({ name: z.enum(ayanamsaNames), degrees: z.number() }),
    node: z.enum(["true", "mean"]),
    ascendant: z.object({
      longitude: z.number(),
      signIndex: z.number().int(),
      sign: z.string(),
      nakshatra: nakshatraView,
    }),
    planets: z.object(
      Object.fromEntries(grahaKeys.map((g) => [g, planetView])) as Record<
        (typeof grahaKeys)[number],
        typeof planetView
      >,
    ),
    houses: z.array(
      z.object({ house: z.number().int(), signIndex: z.number().int(), sign: z.string(), lord: z.enum(grahaKeys) }),
    ),
    vargas: z.object(
      Object.fromEntries(vargaKeys.map((v) => [v, vargaView])) as Record<(typeof vargaKeys)[number], typeof vargaView>,
    ),
    dasha: z.object({
      balance: z.object({ lord: z.enum(grahaKeys), years: z.number() }),
      mahadashas: z.array(mahadashaView),
    }),
    panchang: panchangView,
    yogas: z
      .array(yogaView)
      .meta({ description: "Classical yogas present in the chart, each with the rule it checks" }),
    mangalDosha: mangalDoshaView,
    transit: transitView,
  })
  .meta({ id: "Chart" });
export type ChartView = z.infer<typeof chartResponse>;

export const matchingBody = z.strictObject({ groom: birthInput, bride: birthInput });
export const matchingResponse = z.object({
  totalPoints: z.number(),
  maxPoints: z.literal(36),
  kootas: z.array(z.object({ key: z.string(), points: z.number(), maxPoints: z.number(), reason: z.string() })),
  bhakootDosha: z.object({ present: z.boolean(), cancelled: z.boolean(), reason: z.string() }),
  nadiDosha: z.object({ present: z.boolean(), cancelled: z.boolean(), reason: z.string() }),
  mangalDosha: z.object({
    groom: mangalDoshaView,
    bride: mangalDoshaView,
    compatible: z.boolean(),
    reason: z.string(),
  }),
});
export type MatchingResponse = z.infer<typeof matchingResponse>;

export const chartQuery = z.strictObject({
  dashaDepth: wholeNumber("chart.dasha_depth", 1).max(3, says("chart.dasha_depth")).default(2).meta({
    description: "dasha levels returned: 1 mahadashas, 2 with antardashas (default), 3 with pratyantardashas",
  }),
});

export const panchangQuery = z.strictObject({
  date: text("chart.date_format").refine((d) => isCalendarDateTime(`${d}T12:00:00`), says("chart.date_format")),
  latitude: z.coerce.number().pipe(latitudeField),
  longitude: z.coerce.number().pipe(longitudeField),
  timezone: timezoneField.optional(),
});
export const panchangResponse = panchangView.extend({ date: z.string(), timezone: z.string() });
