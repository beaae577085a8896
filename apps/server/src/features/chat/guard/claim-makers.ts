import { ordinalValue } from "./claim-patterns.ts";
import { graha, nak, nakshatraOwner, sign, type PatternSpec } from "./claim-common.ts";

// Claim makers shared by the English and Hindi rules (`make: claim.inHouse(1, 2)`): each
// reads numbered groups of a match.

type Make = PatternSpec["make"];

/** A graha in a house from the ascendant (a transiting one too); `n` is the ordinal's group or the lagna. */
export const inHouse =
  (g: number, n: number | "lagna"): Make =>
  (m, c) => ({
    kind: c.transit ? "house_from_ascendant" : "house",
    text: m[0],
    transit: c.transit,
    g: graha(m[g]!),
    n: n === "lagna" ? 1 : ordinalValue(m[n]!)!,
  });

/** A graha in the nth house from the Moon or from the ascendant. */
export const inHouseFrom =
  (kind: "house_from_moon" | "house_from_ascendant"): Make =>
  (m, c) => ({ kind, text: m[0], transit: c.transit, g: graha(m[1]!), n: ordinalValue(m[2]!)! });

/** Two grahas together in a natal house (the first is checked). */
export const togetherInHouse: Make = (m) => ({
  kind: "house",
  text: m[0],
  transit: false,
  g: graha(m[1]!),
  n: ordinalValue(m[3]!)!,
});

export const inSign =
  (g: number, s: number): Make =>
  (m, c) => ({ kind: "sign", text: m[0], transit: c.transit, g: graha(m[g]!), s: sign(m[s]!) });

/** The natal Moon sign or ascendant. */
export const natalSign =
  (kind: "moon_sign" | "ascendant"): Make =>
  (m) => ({ kind, text: m[0], transit: false, s: sign(m[1]!) });

export const houseSign: Make = (m) => ({
  kind: "house_sign",
  text: m[0],
  transit: false,
  n: ordinalValue(m[1]!)!,
  s: sign(m[2]!),
});

/** A graha as lord of the houses that `ns` reads from the match. */
export const lordOf =
  (g: number, ns: (m: RegExpExecArray) => number[]): Make =>
  (m) => ({ kind: "lord", text: m[0], transit: false, g: graha(m[g]!), ns: ns(m) });

export const aspect: Make = (m, c) => ({
  kind: "aspect",
  text: m[0],
  transit: c.transit,
  g: graha(m[1]!),
  n: ordinalValue(m[2]!)!,
});

export const retrograde: Make = (m, c) => ({ kind: "retrograde", text: m[0], transit: c.transit, g: graha(m[1]!) });

// "The Saturn mahadasha is not running now", "शनि की महादशा अभी नहीं चल रही": said of one that is not.
const NOT_RUNNING = /^ (?:is not running|is not on|अभी नहीं चल रही|नहीं चल रही|अगली भी नहीं)/u;

/**
 * A mahadasha, with its dates when given; `nextWords` mark a sentence about the next one. One
 * said not to be running is a negative claim: true when another runs.
 */
export const mahadasha =
  (nextWords: RegExp): Make =>
  (m, c) => ({
    kind: "mahadasha",
    text: m[0],
    transit: false,
    g: graha(m[1]!),
    dates: [m[2] ?? null, m[3] ?? null],
    next: nextWords.test(c.sentence),
    ...(NOT_RUNNING.test(m.input.slice(m.index + m[0].length)) ? { negated: true } : {}),
  });

export const antardasha: Make = (m) => ({
  kind: "antardasha",
  text: m[0],
  transit: false,
  g: graha(m[1]!),
  dates: [null, m[2] ?? null],
});

export const pratyantardasha: Make = (m) => ({ kind: "pratyantardasha", text: m[0], transit: false, g: graha(m[1]!) });

/** A mahadasha–antardasha pair, with its dates when given. */
export const dashaPair: Make = (m) => ({
  kind: "dasha_pair",
  text: m[0],
  transit: false,
  g: graha(m[1]!),
  g2: graha(m[2]!),
  dates: [m[3] ?? null, m[4] ?? null],
});

const MONTHS = [
  ["Jan", "जनवरी"],
  ["Feb", "फ़रवरी", "फरवरी"],
  ["Mar", "मार्च"],
  ["Apr", "अप्रैल"],
  ["May", "मई"],
  ["Jun", "जून"],
  ["Jul", "जुलाई"],
  ["Aug", "अगस्त"],
  ["Sep", "सितंबर"],
  ["Oct", "अक्टूबर"],
  ["Nov", "नवंबर"],
  ["Dec", "दिसंबर"],
];
/**
 * The calendar day a nakshatra is named for: the last "3 Apr 2026" before it in the sentence
 * ("Friday 3 Apr 2026 (Chitra nakshatra", "Tomorrow, Wednesday 11 Mar 2026, the Moon is in
 * Jyeshtha nakshatra"), as YYYY-MM-DD.
 */
function dayBefore(text: string): string | undefined {
  const m = [...text.matchAll(/(?<![\d/])(\d{1,2}) (\S+) (\d{4})\b/gu)].at(-1);
  const month = m ? MONTHS.findIndex((names) => names.includes(m[2]!)) : -1;
  // A day of the present or ahead: a birth date ("born 14 Aug 1990") is the chart's own.
  if (!m || month < 0 || Number(m[3]) < 2024) return undefined;
  return `${m[3]}-${String(month + 1).padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
}

/** A nakshatra, of the graha or ascendant named before it in the clause, or of a day named right before it (a muhurat). */
export const nakshatra: Make = (m, c) => {
  const day = dayBefore(c.sentence.slice(0, m.index));
  return {
    kind: "nakshatra",
    text: m[0],
    transit: day !== undefined,
    k: nak(m[1]!),
    owner: nakshatraOwner(c.sentence.slice(0, m.index)),
    ...(day ? { day } : {}),
  };
};

export const birthNakshatra: Make = (m) => ({
  kind: "nakshatra",
  text: m[0],
  transit: false,
  k: nak(m[1]!),
  owner: "moon",
});

/** Sade Sati (a transit) or Mangal dosha said to be there, or with `negated`, not there. */
export const dosha =
  (kind: "sade_sati" | "mangal_dosha", negated?: true): Make =>
  (m) => ({ kind, text: m[0], transit: kind === "sade_sati", negated });
