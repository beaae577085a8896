// The reply to a legal or financial question (ADR 024): its caution, then the chart's periods.
import { monthYear, span, type Lang } from "../reading/names.ts";
import type { PeriodFact, ReadingContext } from "../reading/reading-context.ts";
import { timingParagraph } from "./builtin-periods.ts";
import { BRIEF_WORDS, fitWords } from "./builtin-shape.ts";
import { bareName, grahaName } from "./builtin-text.ts";

/**
 * A legal or financial question (ADR 024): the caution first (no certainty about a case,
 * no tip on an investment, a lawyer or a SEBI-registered adviser), then what the chart does
 * say: the periods ahead for money, or for a case whether the running period is one for
 * patience or for new steps.
 */
export function cautionedReply(c: ReadingContext, L: Lang, caution: string, topic: string): string {
  const [care, limit] = caution.split("\n\n");
  const periods = c.safety === "financial" ? timingParagraph(c, L, topic) : disputePeriods(c, L);
  return fitWords([care!, limit!, periods], [2], BRIEF_WORDS.max).join("\n\n");
}

/**
 * For a court case: whether the running period is tied to the 6th house (disputes,
 * litigation), a time to press the case, or not, a time for patience, with the next period
 * that is.
 */
function disputePeriods(c: ReadingContext, L: Lang): string {
  const { mahadasha: md, antardasha: ad } = c.dasha;
  if (!md || !ad) return "";
  const tied = (p: PeriodFact) => p.lordRules.includes(6) || p.lordHouse === 6;
  const running = `${bareName(md.lord, L)}–${bareName(ad.lord, L)}`;
  const until = monthYear(ad.end, L);
  const next = c.dasha.nextAntardashas.find(tied);
  if (tied(ad) || tied(md)) {
    const lord = tied(ad) ? ad : md;
    const why =
      L === "en"
        ? lord.lordRules.includes(6)
          ? `${grahaName(lord.lord, L)} rules it`
          : `${grahaName(lord.lord, L)} sits in it`
        : lord.lordRules.includes(6)
          ? `${grahaName(lord.lord, L)} उसके स्वामी हैं`
          : `${grahaName(lord.lord, L)} उसमें बैठे हैं`;
    return L === "en"
      ? `What the chart does show is timing: the running ${running} period, until ${until}, is tied to your 6th house, the house of disputes (${why}). It is a time to press your case, with your lawyer's advice, rather than let it drift.`
      : `कुंडली समय अवश्य दिखाती है: अभी चल रही ${running} की अवधि (${until} तक) आपके छठे भाव, विवादों के भाव, से जुड़ी है (${why})। यह अपने वकील की सलाह से मामले को आगे बढ़ाने का समय है, उसे टालने का नहीं।`;
  }
  const after = next
    ? L === "en"
      ? ` The next period tied to it is the ${bareName(md.lord, L)}–${bareName(next.lord, L)} period, ${span(next.start, next.end, L)}.`
      : ` इससे जुड़ी अगली अवधि ${bareName(md.lord, L)}–${bareName(next.lord, L)} की है, ${span(next.start, next.end, L)}।`
    : "";
  return L === "en"
    ? `What the chart does show is timing: the running ${running} period, until ${until}, is not tied to your 6th house, the house of disputes, so this is a time for patience: keep to every date and let your lawyer lead.${after}`
    : `कुंडली समय अवश्य दिखाती है: अभी चल रही ${running} की अवधि (${until} तक) आपके छठे भाव, विवादों के भाव, से नहीं जुड़ी, इसलिए यह धैर्य का समय है: हर तारीख़ पर पहुँचें और वकील को आगे रहने दें।${after}`;
}
