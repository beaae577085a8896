import { MONTH_YEAR, ordinalsIn, ordinalValue, R } from "./claim-patterns.ts";
import {
  GAP_HI,
  GH,
  graha,
  nak,
  nakshatraOwner,
  OH,
  OLIST_HI,
  re,
  SH,
  sign,
  type PatternSpec,
} from "./claim-common.ts";

/** Claim rules for Hindi replies (Devanagari). */
export const HI_RULES: readonly PatternSpec[] = [
  {
    re: re(`${GH}${GAP_HI}{0,60}?${SH} राशि (?:में|के)`),
    make: (m, c) => ({ kind: "sign", text: m[0], transit: c.transit, g: graha(m[1]!), s: sign(m[2]!) }),
  },
  {
    re: re(`${SH} राशि के ${GH}`),
    make: (m, c) => ({ kind: "sign", text: m[0], transit: c.transit, g: graha(m[2]!), s: sign(m[1]!) }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,60}?${OH} (?:भाव|घर) में`),
    make: (m, c) => ({
      kind: c.transit ? "house_from_ascendant" : "house",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: ordinalValue(m[2]!)!,
    }),
  },
  {
    re: re(`(?<!FROMMOON |FROMASC )${OH} भाव में (?:बैठे|स्थित) ${GH}`),
    make: (m, c) => ({
      kind: c.transit ? "house_from_ascendant" : "house",
      text: m[0],
      transit: c.transit,
      g: graha(m[2]!),
      n: ordinalValue(m[1]!)!,
    }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,80}?FROMMOON ${OH} भाव`),
    make: (m, c) => ({
      kind: "house_from_moon",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: ordinalValue(m[2]!)!,
    }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,80}?FROMASC ${OH} भाव`),
    make: (m, c) => ({
      kind: "house_from_ascendant",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: ordinalValue(m[2]!)!,
    }),
  },
  {
    re: re(`${R.HB}${OLIST_HI} भाव(?:ों)?(?: \\([^)]*\\))? के स्वामी ${GH}`),
    make: (m) => ({ kind: "lord", text: m[0], transit: false, g: graha(m[2]!), ns: ordinalsIn(m[1]!, "hi") }),
  },
  {
    re: re(`${GH} (?:आपके )?${OLIST_HI} भाव(?:ों)? के स्वामी`),
    make: (m) => ({ kind: "lord", text: m[0], transit: false, g: graha(m[1]!), ns: ordinalsIn(m[2]!, "hi") }),
  },
  { re: re(`MOONSIGN:? ${SH}`), make: (m) => ({ kind: "moon_sign", text: m[0], transit: false, s: sign(m[1]!) }) },
  { re: re(`${R.HB}लग्न ${SH}`), make: (m) => ({ kind: "ascendant", text: m[0], transit: false, s: sign(m[1]!) }) },
  { re: re(`${SH} लग्न${R.HE}`), make: (m) => ({ kind: "ascendant", text: m[0], transit: false, s: sign(m[1]!) }) },
  {
    re: re(
      `${GH} की (?:अगली )?महादशा(?: \\((\\d{4}-\\d{2}-\\d{2}|${MONTH_YEAR}) से (\\d{4}-\\d{2}-\\d{2}|${MONTH_YEAR}) तक\\))?`,
    ),
    make: (m, c) => ({
      kind: "mahadasha",
      text: m[0],
      transit: false,
      g: graha(m[1]!),
      dates: [m[2] ?? null, m[3] ?? null],
      next: /अगली|इसके बाद/.test(c.sentence),
    }),
  },
  {
    re: re(`${GH} की अंतर्दशा(?: (${MONTH_YEAR}) तक)?`),
    make: (m) => ({ kind: "antardasha", text: m[0], transit: false, g: graha(m[1]!), dates: [null, m[2] ?? null] }),
  },
  {
    re: re(`${GH}–${GH} की अवधि(?:,? \\(?(${MONTH_YEAR}) से (${MONTH_YEAR}) तक)?`),
    make: (m) => ({
      kind: "dasha_pair",
      text: m[0],
      transit: false,
      g: graha(m[1]!),
      g2: graha(m[2]!),
      dates: [m[3] ?? null, m[4] ?? null],
    }),
  },
  {
    re: re(`${R.HB}(${R.nakHi}) नक्षत्र`),
    make: (m, c) => ({
      kind: "nakshatra",
      text: m[0],
      transit: false,
      k: nak(m[1]!),
      owner: nakshatraOwner(c.sentence.slice(0, m.index)),
    }),
  },
  {
    re: re(`जन्म नक्षत्र(?: \\([^)]*\\))? (${R.nakHi})${R.HE}`),
    make: (m) => ({ kind: "nakshatra", text: m[0], transit: false, k: nak(m[1]!), owner: "moon" }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,60}?${OH} भाव पर (?:पूर्ण )?दृष्टि`),
    make: (m, c) => ({ kind: "aspect", text: m[0], transit: c.transit, g: graha(m[1]!), n: ordinalValue(m[2]!)! }),
  },
  {
    re: re(`${GH} की (?:पूर्ण )?दृष्टि(?: भी)? (?:आपके )?${OH} भाव पर`),
    make: (m, c) => ({ kind: "aspect", text: m[0], transit: c.transit, g: graha(m[1]!), n: ordinalValue(m[2]!)! }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,60}?(?:\\(|\\([^)]*, )(उच्च का|नीच का|स्वराशि में|मूलत्रिकोण में)`),
    make: (m, c) => ({ kind: "dignity", text: m[0], transit: c.transit, g: graha(m[1]!), word: DIGNITY_HI[m[2]!] }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,60}?(?:\\([^)]*)?${R.HB}वक्री${R.HE}`),
    make: (m, c) => ({ kind: "retrograde", text: m[0], transit: c.transit, g: graha(m[1]!) }),
  },
  {
    re: re(`साढ़ेसाती का (पहला \\(आरंभिक\\)|मध्य \\(चरम\\)|अंतिम) चरण`),
    make: (m) => ({ kind: "sade_sati", text: m[0], transit: true, word: PHASE_HI[m[1]!.split(" ")[0]!] }),
  },
  {
    re: re(`साढ़ेसाती चल रही`),
    make: (m) => ({ kind: "sade_sati", text: m[0], transit: true }),
  },
  {
    re: re(`साढ़ेसाती नहीं|अगली साढ़ेसाती`),
    make: (m) => ({ kind: "sade_sati", text: m[0], transit: true, negated: true }),
  },
  {
    re: re(`${GH} की प्रत्यंतर ?दशा`),
    make: (m) => ({ kind: "pratyantardasha", text: m[0], transit: false, g: graha(m[1]!) }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,40}?(?:आपके )?${R.HB}लग्न में`),
    make: (m, c) => ({
      kind: c.transit ? "house_from_ascendant" : "house",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: 1,
    }),
  },
  {
    re: re(`${R.HB}लग्न में (?:बैठे |स्थित )?${GH}`),
    make: (m, c) => ({
      kind: c.transit ? "house_from_ascendant" : "house",
      text: m[0],
      transit: c.transit,
      g: graha(m[1]!),
      n: 1,
    }),
  },
  {
    re: re(`${GH} और ${GH} (?:दोनों )?(?:आपके )?${OH} भाव में`),
    make: (m) => ({ kind: "house", text: m[0], transit: false, g: graha(m[1]!), n: ordinalValue(m[3]!)! }),
  },
  {
    re: re(`मंगल दोष नहीं`),
    make: (m) => ({ kind: "mangal_dosha", text: m[0], transit: false, negated: true }),
  },
  {
    re: re(`मंगल दोष (?:है|बनता है)|आप मांगलिक हैं`),
    make: (m) => ({ kind: "mangal_dosha", text: m[0], transit: false }),
  },
  {
    re: re(`${OH} भाव(?: है)?,? (?:जिसमें |में )${SH} राशि`),
    make: (m) => ({ kind: "house_sign", text: m[0], transit: false, n: ordinalValue(m[1]!)!, s: sign(m[2]!) }),
  },
];

const DIGNITY_HI: Readonly<Record<string, string>> = {
  "उच्च का": "exalted",
  "नीच का": "debilitated",
  "स्वराशि में": "own",
  "मूलत्रिकोण में": "moolatrikona",
};
const PHASE_HI: Readonly<Record<string, string>> = { पहला: "rising", मध्य: "peak", अंतिम: "setting" };
