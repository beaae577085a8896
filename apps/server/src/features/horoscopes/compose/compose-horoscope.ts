import {
  CATEGORY_HOUSES,
  CATEGORY_KARAKAS,
  GRAHA_NAMES,
  HOROSCOPE_CATEGORIES,
  MONTH_NAMES,
  NAKSHATRA_NAMES,
  SIGN_NAMES,
  type HoroscopeCategory,
  type HoroscopePeriod,
  type HoroscopeReason,
  type SignHoroscope,
} from "@graha/jyotish";
import {
  ADVICE,
  CATEGORY_LABELS,
  CATEGORY_TOPIC,
  COLOUR_NAMES,
  CONTRASTS,
  EFFECTS,
  OPENERS,
  PERIOD_NOUN,
  TONE_ADJ,
  toneOf,
  WHEN,
  type HoroscopeLang,
} from "./phrases.ts";
import { ordinalEn, ordinalHi } from "../../chat/index.ts";

/** One category of a written reading. */
export interface ComposedCategory {
  readonly label: string;
  readonly score: number;
  /** 2–4 sentences. */
  readonly text: string;
  /** The strongest reason in one line ("Jupiter transits your 5th house from the Moon"). */
  readonly reason: string;
}

/** A reading written out in one language. */
export interface ComposedHoroscope {
  readonly lang: HoroscopeLang;
  readonly sign: string;
  readonly period: HoroscopePeriod;
  readonly date: string;
  readonly start: string;
  readonly end: string;
  readonly categories: Readonly<Record<HoroscopeCategory, ComposedCategory>>;
  readonly lucky: {
    readonly colour: string;
    readonly number: number;
    /** "10:42–11:38 IST" / "10:42 से 11:38 बजे तक"; null for weekly, monthly and yearly readings. */
    readonly timeWindow: string | null;
    readonly compatibleSign: string;
    /** All lucky items in one line. */
    readonly line: string;
  };
}

/** Options of {@link composeHoroscope}. */
export interface ComposeOptions {
  /** English display name of the sign (defaults to the engine's name of the reading's sign). */
  readonly sign?: string;
  readonly lang: HoroscopeLang;
}

/** 32-bit FNV-1a: a stable hash for choosing variants. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const pick = <T>(options: readonly T[], seed: string): T => options[hash(seed) % options.length]!;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const article = (word: string): string => (/^[aeiou]/i.test(word) ? "an" : "a");

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

function dayMonth(iso: string, lang: HoroscopeLang): string {
  const [, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${d} ${MONTH_NAMES[lang][m - 1]!}`;
}

const grahaName = (g: HoroscopeReason["graha"], lang: HoroscopeLang): string =>
  lang === "en" ? (g === "sun" || g === "moon" ? `the ${GRAHA_NAMES[g].en}` : GRAHA_NAMES[g].en) : GRAHA_NAMES[g].hi;

const houseEn = (n: number): string => `your ${ordinalEn(n)} house from the Moon`;
const houseHi = (n: number): string => `चंद्र राशि से आपके ${ordinalHi(n)} भाव`;

/**
 * One line naming a reason, without a full stop: "Jupiter transits your 5th house from the
 * Moon" / "गुरु चंद्र राशि से आपके पाँचवें भाव में गोचर कर रहे हैं".
 *
 * @example
 * reasonLine({ kind: "transit", graha: "jupiter", houseFromMoon: 5, ... }, "daily", "en");
 */
export function reasonLine(r: HoroscopeReason, period: HoroscopePeriod, lang: HoroscopeLang): string {
  const g = grahaName(r.graha, lang);
  const when = r.date ? dayMonth(r.date, lang) : "";
  if (lang === "en") {
    switch (r.kind) {
      case "transit": {
        const retro = r.retrograde ? ", retrograde," : "";
        const part =
          r.share >= 0.999 ? "" : ` for ${r.share >= 0.5 ? "most" : "part"} of the ${PERIOD_NOUN[period].en}`;
        return r.graha === "moon"
          ? cap(`the Moon passes through your ${ordinalEn(r.houseFromMoon)} house${part}`)
          : cap(`${g}${retro} transits ${houseEn(r.houseFromMoon)}${part}`);
      }
      case "ingress":
        return cap(`${g} enters ${houseEn(r.houseFromMoon)} on ${when}`);
      case "retrograde":
        return cap(
          `${g} turns ${r.station === "direct" ? "direct" : "retrograde"} in ${houseEn(r.houseFromMoon)} on ${when}`,
        );
      case "eclipse":
        return `The ${r.graha === "sun" ? "solar" : "lunar"} eclipse of ${when} falls in ${houseEn(r.houseFromMoon)}`;
      case "tara":
        return r.nakshatraIndex !== undefined
          ? `The Moon in ${NAKSHATRA_NAMES[r.nakshatraIndex]!.en} forms ${r.favourable ? "a favourable" : "an unfavourable"} tara for your sign`
          : `The Moon's taras this ${PERIOD_NOUN[period].en} are mostly ${r.favourable ? "favourable" : "unfavourable"} for your sign`;
      case "bindus":
        return cap(`${g} has ${r.bindus ?? 0} of 8 ashtakavarga bindus in ${houseEn(r.houseFromMoon)}`);
    }
  }
  const part = r.share >= 0.999 ? "" : `इस ${PERIOD_NOUN[period].hi} के ${r.share >= 0.5 ? "अधिकांश" : "कुछ"} समय `;
  switch (r.kind) {
    case "transit":
      return r.graha === "moon"
        ? `चंद्र ${part}आपकी राशि से ${ordinalHi(r.houseFromMoon)} भाव में गोचर कर रहे हैं`
        : `${g} ${part}${houseHi(r.houseFromMoon)} में ${r.retrograde ? "वक्री होकर " : ""}गोचर कर रहे हैं`;
    case "ingress":
      return `${g} ${when} को ${houseHi(r.houseFromMoon)} में प्रवेश करते हैं`;
    case "retrograde":
      return `${g} ${when} को ${houseHi(r.houseFromMoon)} में ${r.station === "direct" ? "मार्गी" : "वक्री"} होते हैं`;
    case "eclipse":
      return `${when} का ${r.graha === "sun" ? "सूर्य" : "चंद्र"} ग्रहण ${houseHi(r.houseFromMoon)} में पड़ता है`;
    case "tara":
      return r.nakshatraIndex !== undefined
        ? `${NAKSHATRA_NAMES[r.nakshatraIndex]!.hi} नक्षत्र में चंद्र आपकी राशि के लिए ${r.favourable ? "शुभ" : "अशुभ"} तारा बनाते हैं`
        : `इस ${PERIOD_NOUN[period].hi} चंद्र की तारा आपकी राशि के लिए अधिकतर ${r.favourable ? "शुभ" : "अशुभ"} है`;
    case "bindus":
      return `${g} को ${houseHi(r.houseFromMoon)} में अष्टकवर्ग के 8 में से ${r.bindus ?? 0} बिंदु मिलते हैं`;
  }
}

function paragraph(
  h: SignHoroscope,
  category: HoroscopeCategory,
  lang: HoroscopeLang,
  signLabel: string,
  seed: string,
): { text: string; reason: string } {
  const { score, reasons } = h.categories[category];
  const tone = toneOf(score);
  const adj = pick(TONE_ADJ[tone][lang], `${seed}|adj`);
  const when = WHEN[h.period][lang];
  const opener = fill(pick(OPENERS[lang], `${seed}|open`), {
    When: cap(when),
    when,
    topic: CATEGORY_TOPIC[category][lang],
    Sign: signLabel,
    aSign: `${article(signLabel)} ${signLabel}`,
    adj,
    aAdj: `${article(adj)} ${adj}`,
  });
  const sentences = [opener];
  const stop = lang === "en" ? "." : "।";

  // The strongest reason in the direction of the score — preferring, among the three
  // strongest such, one from the category's own karakas or houses — then the strongest one
  // against it.
  const up = score >= 50;
  const along = reasons.filter((r) => r.weight > 0 === up).slice(0, 3);
  const own = along.find(
    (r) => CATEGORY_KARAKAS[category].includes(r.graha) || CATEGORY_HOUSES[category].includes(r.houseFromMoon),
  );
  const main = own ?? along[0] ?? reasons[0];
  const reason = main ? reasonLine(main, h.period, lang) : "";
  if (main) {
    const effect = pick(EFFECTS[category][main.favourable ? "good" : "bad"][lang], `${seed}|effect1`);
    sentences.push(`${reason}, ${effect}${stop}`);
    const other = reasons.slice(0, 6).find((r) => r.favourable !== main.favourable);
    if (other) {
      const lead = pick(CONTRASTS[lang], `${seed}|contrast`);
      const line = reasonLine(other, h.period, lang);
      const effect2 = pick(EFFECTS[category][other.favourable ? "good" : "bad"][lang], `${seed}|effect2`);
      sentences.push(`${lead} ${line.startsWith("The ") ? `the ${line.slice(4)}` : line}, ${effect2}${stop}`);
    }
  }
  const band = score >= 55 ? "up" : score >= 45 ? "even" : "down";
  sentences.push(pick(ADVICE[category][band][lang], `${seed}|advice`));
  return { text: sentences.join(" "), reason };
}

function istClock(iso: string): string {
  const d = new Date(Date.parse(iso) + 5.5 * 3_600_000);
  return `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;
}

/**
 * Writes a sign reading out in English or Hindi: per category a 2–4 sentence paragraph
 * (opening in the score's tone, the strongest reason with its effect, a contrasting reason
 * when there is one, advice) and its one-line reason, plus the lucky items. Wording is chosen
 * from phrase banks by a hash of (sign, first day of the period, period, category), so the
 * same reading always gives the same text.
 *
 * @example
 * const h = signHoroscope({ moonSignIndex: 0, period: "daily", date: "2024-01-20" });
 * composeHoroscope(h, { lang: "hi" }).categories.love.text;
 */
export function composeHoroscope(h: SignHoroscope, options: ComposeOptions): ComposedHoroscope {
  const { lang } = options;
  const names = SIGN_NAMES[h.moonSignIndex]!;
  const signLabel = lang === "en" ? (options.sign ?? names.en) : names.hi;
  const categories = {} as Record<HoroscopeCategory, ComposedCategory>;
  for (const c of HOROSCOPE_CATEGORIES) {
    const seed = `${h.moonSignIndex}|${h.start}|${h.period}|${c}|${lang}`;
    const { text, reason } = paragraph(h, c, lang, signLabel, seed);
    categories[c] = { label: CATEGORY_LABELS[c][lang], score: h.categories[c].score, text, reason };
  }

  const l = h.lucky;
  const colour = COLOUR_NAMES[l.colour][lang];
  const compatible = lang === "en" ? SIGN_NAMES[l.compatibleSignIndex]!.en : SIGN_NAMES[l.compatibleSignIndex]!.hi;
  const w = l.timeWindow;
  const timeWindow = w
    ? lang === "en"
      ? `${istClock(w.start)}–${istClock(w.end)} IST`
      : `${istClock(w.start)} से ${istClock(w.end)} बजे तक`
    : null;
  const g = GRAHA_NAMES[l.graha][lang];
  const parts =
    lang === "en"
      ? [
          `Lucky colour: ${colour} (${g})`,
          `lucky number: ${l.number}`,
          ...(w && timeWindow
            ? [
                `good time: ${timeWindow} (${GRAHA_NAMES[w.horaLord].en} hora at ${w.place.name}${
                  w.rahuKalam ? `, outside Rahu kalam ${istClock(w.rahuKalam.start)}–${istClock(w.rahuKalam.end)}` : ""
                })`,
              ]
            : []),
          `most compatible sign: ${compatible}`,
        ]
      : [
          `शुभ रंग: ${colour} (${g})`,
          `शुभ अंक: ${l.number}`,
          ...(w && timeWindow
            ? [
                `शुभ समय: ${timeWindow} (नई दिल्ली में ${GRAHA_NAMES[w.horaLord].hi} की होरा${
                  w.rahuKalam ? `, राहुकाल ${istClock(w.rahuKalam.start)}–${istClock(w.rahuKalam.end)} से बाहर` : ""
                })`,
              ]
            : []),
          `सबसे अनुकूल राशि: ${compatible}`,
        ];
  return {
    lang,
    sign: signLabel,
    period: h.period,
    date: h.date,
    start: h.start,
    end: h.end,
    categories,
    lucky: {
      colour: lang === "en" ? cap(colour) : colour,
      number: l.number,
      timeWindow,
      compatibleSign: compatible,
      line: `${parts.join("; ")}${lang === "en" ? "." : "।"}`,
    },
  };
}
