import { MONTH_YEAR, ordinalsIn, ordinalValue, R } from "./claim-patterns.ts";
import { G, GAP_EN, graha, OLIST_EN, re, type PatternSpec } from "./claim-common.ts";
import * as claim from "./claim-makers.ts";

/** Claim rules for English replies (names in English or Sanskrit). */
export const EN_RULES: readonly PatternSpec[] = [
  {
    re: re(
      `${G}${GAP_EN}{0,60}?\\b(?:in|into|transiting) (?:the sign of )?(${R.signEn})\\b(?! (?:ascendant|lagna|rising|MOONSIGN))`,
    ),
    make: claim.inSign(1, 2),
  },
  {
    re: re(`${G}${GAP_EN}{0,80}?\\b(?:in|occupies|occupying) (?:your |the )?(${R.ordEn}) (?:house|bhava)\\b(?! from)`),
    make: claim.inHouse(1, 2),
  },
  {
    re: re(`${G}${GAP_EN}{0,80}?\\b(${R.ordEn}) (?:house )?from MOONREF`),
    make: claim.inHouseFrom("house_from_moon"),
  },
  {
    re: re(`${G}${GAP_EN}{0,80}?\\b(${R.ordEn}) (?:house )?from (?:your|the) (?:ascendant|lagna)`),
    make: claim.inHouseFrom("house_from_ascendant"),
  },
  {
    re: re(`${G},? (?:is )?(?:the )?lord of (?:your|the) ${OLIST_EN}`),
    make: claim.lordOf(1, (m) => ordinalsIn(m[2]!, "en")),
  },
  {
    re: re(`${G} rules (?:your|the) ${OLIST_EN}`),
    make: claim.lordOf(1, (m) => ordinalsIn(m[2]!, "en")),
  },
  {
    re: re(`\\b(${R.ordEn})[- ]lord,? (?:the )?\\b(${R.grahaEn})\\b`),
    make: claim.lordOf(2, (m) => [ordinalValue(m[1]!)!]),
  },
  {
    re: re(`\\bascendant\\b[^.;]{0,40}?ruled by (?:the )?(${R.grahaEn})\\b`),
    make: claim.lordOf(1, () => [1]),
  },
  {
    re: re(`\\b(${R.ordEn}) house,? (?:which )?(?:falls in|is in|is) (${R.signEn})\\b`),
    make: claim.houseSign,
  },
  {
    re: re(`MOONSIGN(?: \\(rashi\\))?,? (?:is )?(${R.signEn})\\b`),
    make: claim.natalSign("moon_sign"),
  },
  {
    re: re(`\\b(${R.signEn}) MOONSIGN`),
    make: claim.natalSign("moon_sign"),
  },
  {
    re: re(`\\b(?:ascendant|lagna)(?: \\((?:lagna|ascendant)\\))? is (${R.signEn})\\b`),
    make: claim.natalSign("ascendant"),
  },
  {
    re: re(`\\b(${R.signEn}) (?:ascendant|lagna|rising)\\b`),
    make: claim.natalSign("ascendant"),
  },
  {
    re: re(`\\b(${R.grahaEn}) [Mm]aha ?[Dd]asha(?: \\((${MONTH_YEAR}) (?:–|-|to) (${MONTH_YEAR})\\))?`),
    make: claim.mahadasha(/\bnext\b/),
  },
  {
    re: re(`\\b[Mm]ahadasha,? of (?:the )?(${R.grahaEn})\\b`),
    make: (m, c) => ({
      kind: "mahadasha",
      text: m[0],
      transit: false,
      g: graha(m[1]!),
      next: /\bnext\b/.test(c.sentence),
    }),
  },
  {
    re: re(`\\b(${R.grahaEn}) (?:[Aa]ntar ?[Dd]asha|[Bb]hukti)(?: runs)?(?: until (${MONTH_YEAR}))?`),
    make: claim.antardasha,
  },
  {
    re: re(`\\b(${R.grahaEn})[–-](${R.grahaEn}) period(?:,? \\(?(${MONTH_YEAR}) – (${MONTH_YEAR}))?`),
    make: claim.dashaPair,
  },
  {
    re: re(`\\b(${R.nakEn}) nakshatra\\b`),
    make: claim.nakshatra,
  },
  {
    re: re(`\\bbirth nakshatra(?: \\([^)]*\\))? is (${R.nakEn})\\b`),
    make: claim.birthNakshatra,
  },
  {
    re: re(`\\blord of (?:your|the) (${R.ordEn})(?: house)?,? (?:is )?(?:the )?(${R.grahaEn})\\b`),
    make: claim.lordOf(2, (m) => [ordinalValue(m[1]!)!]),
  },
  {
    re: re(
      `${G}${GAP_EN}{0,40}?\\b(?:aspects|aspecting|casts (?:its|a|his) (?:full )?aspect on|throws (?:its|a|his) (?:full )?aspect on) (?:your |the )?(${R.ordEn}) house`,
    ),
    make: claim.aspect,
  },
  {
    re: re(
      `${G}${GAP_EN}{0,100}?(?:, |\\bis |\\bbeing |\\([^)]*?)(exalted|debilitated|in its own sign|in its moolatrikona)\\b`,
    ),
    make: (m, c) => ({ kind: "dignity", text: m[0], transit: c.transit, g: graha(m[1]!), word: dignityWord(m[2]!) }),
  },
  {
    re: re(`\\b(exalted|debilitated) (?:the )?(${R.grahaEn})\\b`),
    make: (m, c) => ({ kind: "dignity", text: m[0], transit: c.transit, g: graha(m[2]!), word: dignityWord(m[1]!) }),
  },
  {
    re: re(`${G}${GAP_EN}{0,60}?(?:\\([^)]*?)?(?<!not )\\bretrograde\\b`),
    make: claim.retrograde,
  },
  {
    re: re(`\\b(rising|peak|setting) \\((?:first|middle|last)\\) phase of your [Ss]ade[- ]?[Ss]ati`),
    make: (m) => ({ kind: "sade_sati", text: m[0], transit: true, word: m[1]! }),
  },
  {
    re: re(
      `\\b(?:[Yy]ou are|[Yy]ou're) (?:currently |now )?(?:in|going through|under|running) (?:your |the |a )?[Ss]ade[- ]?[Ss]ati|\\b[Ss]ade[- ]?[Ss]ati is (?:now )?(?:active|running|on)\\b`,
    ),
    make: claim.dosha("sade_sati"),
  },
  {
    re: re(
      `\\b(?:[Nn]o|not in|not under|not going through) (?:a |your |the )?[Ss]ade[- ]?[Ss]ati|\\bnext [Ss]ade[- ]?[Ss]ati`,
    ),
    make: claim.dosha("sade_sati", true),
  },
  {
    re: re(`\\b(${R.grahaEn}) [Pp]ratyantar ?[Dd]asha`),
    make: claim.pratyantardasha,
  },
  {
    re: re(`${G}${GAP_EN}{0,60}?\\b(?:in|occupies|occupying) (?:your|the) (?:ascendant|lagna)\\b(?! (?:lord|is))`),
    make: claim.inHouse(1, "lagna"),
  },
  {
    re: re(
      `\\b(${R.grahaEn}) and (?:the )?(${R.grahaEn}) (?:are|sit|both sit|are both|are together|together)[a-z ]{0,12}? in (?:your|the) (${R.ordEn}) house`,
    ),
    make: claim.togetherInHouse,
  },
  {
    re: re(`\\b(?:[Nn]o|not) Mangal dosha|\\bMangal dosha (?:is )?(?:absent|not present)`),
    make: claim.dosha("mangal_dosha", true),
  },
  {
    re: re(
      `\\b(?:[Yy]ou are|[Yy]ou're) [Mm]anglik\\b|\\bMangal dosha is present\\b|\\bforms? Mangal dosha\\b|\\bMangal dosha forms\\b`,
    ),
    make: claim.dosha("mangal_dosha"),
  },
  {
    re: re(`\\b(${R.ordEn}) house \\((${R.signEn})\\)`),
    make: claim.houseSign,
  },
];

function dignityWord(text: string): string {
  return text.includes("own") ? "own" : text.includes("moolatrikona") ? "moolatrikona" : text;
}
