import { MONTH_YEAR, ordinalsIn, R } from "./claim-patterns.ts";
import { GAP_HI, GH, graha, OH, OLIST_HI, re, SH, type PatternSpec } from "./claim-common.ts";
import * as claim from "./claim-makers.ts";

/** Claim rules for Hindi replies (Devanagari). */
export const HI_RULES: readonly PatternSpec[] = [
  {
    re: re(`${GH}${GAP_HI}{0,60}?${SH} राशि (?:में|के)`),
    make: claim.inSign(1, 2),
  },
  {
    re: re(`${SH} राशि के ${GH}`),
    make: claim.inSign(2, 1),
  },
  {
    re: re(`${GH}${GAP_HI}{0,60}?${OH} (?:भाव|घर) में`),
    make: claim.inHouse(1, 2),
  },
  {
    re: re(`(?<!FROMMOON |FROMASC )${OH} भाव में (?:बैठे|स्थित) ${GH}`),
    make: claim.inHouse(2, 1),
  },
  {
    re: re(`${GH}${GAP_HI}{0,80}?FROMMOON ${OH} भाव`),
    make: claim.inHouseFrom("house_from_moon"),
  },
  {
    re: re(`${GH}${GAP_HI}{0,80}?FROMASC ${OH} भाव`),
    make: claim.inHouseFrom("house_from_ascendant"),
  },
  {
    re: re(`${R.HB}${OLIST_HI} भाव(?:ों)?(?: \\([^)]*\\))? के स्वामी ${GH}`),
    make: claim.lordOf(2, (m) => ordinalsIn(m[1]!, "hi")),
  },
  {
    re: re(`${GH} (?:आपके )?${OLIST_HI} भाव(?:ों)? के स्वामी`),
    make: claim.lordOf(1, (m) => ordinalsIn(m[2]!, "hi")),
  },
  { re: re(`MOONSIGN:? ${SH}`), make: claim.natalSign("moon_sign") },
  { re: re(`${R.HB}लग्न ${SH}`), make: claim.natalSign("ascendant") },
  { re: re(`${SH} लग्न${R.HE}`), make: claim.natalSign("ascendant") },
  {
    re: re(
      `${GH} की (?:अगली )?महादशा(?: \\((\\d{4}-\\d{2}-\\d{2}|${MONTH_YEAR}) से (\\d{4}-\\d{2}-\\d{2}|${MONTH_YEAR}) तक\\))?`,
    ),
    make: claim.mahadasha(/अगली|इसके बाद/),
  },
  {
    re: re(`${GH} की अंतर्दशा(?: (${MONTH_YEAR}) तक)?`),
    make: claim.antardasha,
  },
  {
    re: re(`${GH}–${GH} की अवधि(?:,? \\(?(${MONTH_YEAR}) से (${MONTH_YEAR}) तक)?`),
    make: claim.dashaPair,
  },
  {
    re: re(`${R.HB}(${R.nakHi}) नक्षत्र`),
    make: claim.nakshatra,
  },
  {
    re: re(`जन्म नक्षत्र(?: \\([^)]*\\))? (${R.nakHi})${R.HE}`),
    make: claim.birthNakshatra,
  },
  {
    re: re(`${GH}${GAP_HI}{0,60}?${OH} भाव पर (?:पूर्ण )?दृष्टि`),
    make: claim.aspect,
  },
  {
    re: re(`${GH} की (?:पूर्ण )?दृष्टि(?: भी)? (?:आपके )?${OH} भाव पर`),
    make: claim.aspect,
  },
  {
    re: re(`${GH}${GAP_HI}{0,60}?(?:\\(|\\([^)]*, )(उच्च का|नीच का|स्वराशि में|मूलत्रिकोण में)`),
    make: (m, c) => ({ kind: "dignity", text: m[0], transit: c.transit, g: graha(m[1]!), word: DIGNITY_HI[m[2]!] }),
  },
  {
    re: re(`${GH}${GAP_HI}{0,60}?(?:\\([^)]*)?${R.HB}वक्री${R.HE}`),
    make: claim.retrograde,
  },
  {
    re: re(`साढ़ेसाती का (पहला \\(आरंभिक\\)|मध्य \\(चरम\\)|अंतिम) चरण`),
    make: (m) => ({ kind: "sade_sati", text: m[0], transit: true, word: PHASE_HI[m[1]!.split(" ")[0]!] }),
  },
  {
    re: re(`साढ़ेसाती चल रही`),
    make: claim.dosha("sade_sati"),
  },
  {
    re: re(`साढ़ेसाती नहीं|अगली साढ़ेसाती`),
    make: claim.dosha("sade_sati", true),
  },
  {
    re: re(`${GH} की प्रत्यंतर ?दशा`),
    make: claim.pratyantardasha,
  },
  {
    re: re(`${GH}${GAP_HI}{0,40}?(?:आपके )?${R.HB}लग्न में`),
    make: claim.inHouse(1, "lagna"),
  },
  {
    re: re(`${R.HB}लग्न में (?:बैठे |स्थित )?${GH}`),
    make: claim.inHouse(1, "lagna"),
  },
  {
    re: re(`${GH} और ${GH} (?:दोनों )?(?:आपके )?${OH} भाव में`),
    make: claim.togetherInHouse,
  },
  {
    re: re(`मंगल दोष नहीं`),
    make: claim.dosha("mangal_dosha", true),
  },
  {
    re: re(`मंगल दोष (?:है|बनता है)|आप मांगलिक हैं`),
    make: claim.dosha("mangal_dosha"),
  },
  {
    re: re(`${OH} भाव(?: है)?,? (?:जिसमें |में )${SH} राशि`),
    make: claim.houseSign,
  },
];

const DIGNITY_HI: Readonly<Record<string, string>> = {
  "उच्च का": "exalted",
  "नीच का": "debilitated",
  "स्वराशि में": "own",
  "मूलत्रिकोण में": "moolatrikona",
};
const PHASE_HI: Readonly<Record<string, string>> = { पहला: "rising", मध्य: "peak", अंतिम: "setting" };
