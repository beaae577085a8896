// "Will Rahu mahadasha be good for me?": a dasha judged, answered yes, yes with effort, or
// mixed from where its lord sits, before what the period brings (builtin-periods.ts).
import type { Graha } from "@graha/jyotish";
import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import { houseName, signName, type Lang } from "../reading/names.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import { vocative } from "./builtin-lead-parts.ts";
import { cap, grahaName } from "./builtin-text.ts";

// Kendras, trikonas and the 11th support a period's lord; the 6th, 8th and 12th test it.
const SUPPORTING = new Set([1, 4, 5, 7, 9, 10, 11]);
const TESTING = new Set([6, 8, 12]);

/** The mahadasha a direct question names, else the running one's lord. */
export function askedDashaLord(c: ReadingContext): Graha | undefined {
  return c.direct.find((d) => d.kind === "mahadasha")?.graha ?? c.dasha.mahadasha?.lord;
}

/** The verdict on a mahadasha judged ("will it be good?"), from its lord's house and dignity. */
export function dashaVerdict(c: ReadingContext, L: Lang, lord: Graha): string {
  const p = c.planets[lord];
  const base = SUPPORTING.has(p.house) ? 2 : TESTING.has(p.house) ? 0 : 1;
  const lift = ["exalted", "own", "moolatrikona"].includes(p.dignity) ? 1 : p.dignity === "debilitated" ? -1 : 0;
  const level = Math.max(0, Math.min(2, base + lift));
  const name = vocative(c);
  const where =
    L === "en"
      ? `${grahaName(lord, L)} sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}`
      : `${grahaName(lord, L)} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi})`;
  const text = [
    {
      en: `A mixed period${name}, not a bad one: ${where}, so its mahadasha asks for effort and patience before it gives.`,
      hi: `मिला-जुला समय${name}, बुरा नहीं: ${where}, इसलिए यह महादशा देने से पहले मेहनत और धैर्य माँगती है।`,
    },
    {
      en: `Yes, with effort${name}: ${where}, so its mahadasha rewards steady work more than luck.`,
      hi: `हाँ, मेहनत के साथ${name}: ${where}, इसलिए यह महादशा भाग्य से अधिक निरंतर मेहनत का फल देती है।`,
    },
    {
      en: `Largely yes${name}: ${where}, so its mahadasha works in your favour overall.`,
      hi: `अधिकतर हाँ${name}: ${where}, इसलिए यह महादशा कुल मिलाकर आपके पक्ष में है।`,
    },
  ][level]!;
  return cap(text[L]);
}
