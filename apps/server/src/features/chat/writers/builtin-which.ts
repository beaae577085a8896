import type { Dignity, Graha } from "@graha/jyotish";
import { derivedHouse } from "../reading/derived-house.ts";
import { DIGNITY_WORDS } from "../reading/direct-answer.ts";
import { houseName, ORDINAL_HI_DIRECT, ordinalEn, ordinalHi, signName, type Lang } from "../reading/names.ts";
import type { PlacementFact, ReadingContext } from "../reading/reading-context.ts";
import { TOPIC_RULES } from "../reading/topics.ts";
import { actWaitLead, dropJoinLead } from "./builtin-act-wait.ts";
import {
  addMonthsIso,
  askedText,
  because,
  type Lead,
  leadWindow,
  OPTION_WORD,
  vocative,
  windowName,
  ymd,
} from "./builtin-lead-parts.ts";
import { optionsOf, type OptionKind, type QuestionOptions } from "./builtin-options.ts";
import { isCommonThing, namedOptionsOf, pairedByAnd, WHICH, type NamedOption } from "./builtin-choice.ts";
import { nameCount, namePairPhrase, sameSignPhrase } from "./builtin-name-sign.ts";
import { derivedWho } from "./builtin-derived.ts";
import { bareName, cap, grahaName } from "./builtin-text.ts";

// The lead of a which-of-options question (issue #12, ADR 037): the option the chart
// favours by a pair rule (job or business, act or wait, abroad or home …), by the karakas
// of two named fields, or by the first sounds of two names; or plainly that the chart does
// not choose. The model writer's brief gets the same verdict (optionsVerdict), so both
// writers pick the same option.

/** How a dignity weighs in a placement: exalted +2 … debilitated −1.5. */
export const DIGNITY_SCORE: Readonly<Record<Dignity, number>> = {
  exalted: 2,
  moolatrikona: 1.5,
  own: 1.5,
  friendly: 0.5,
  neutral: 0,
  enemy: -0.5,
  debilitated: -1.5,
};
const GOOD_HOUSES = [1, 4, 5, 7, 9, 10, 11];
export const lordOf = (c: ReadingContext, house: number): PlacementFact =>
  Object.values(c.planets).find((p) => p.rules.includes(house)) ?? c.planets.sun;
/**
 * The house an option is read from: the asker's own, or for a relative's matter ("should my
 * son go to Australia or stay in India?") the same house counted from the relative's
 * (derived-house.ts), as the rest of the reply reads it.
 */
const readHouse = (c: ReadingContext, house: number): number =>
  c.derived ? derivedHouse(c.derived.relativeHouse, house) : house;
/** A house of the asker's chart counted from the relative's (the asker's own when no relative). */
const fromRelative = (c: ReadingContext, house: number): number =>
  c.derived ? ((house - c.derived.relativeHouse + 12) % 12) + 1 : house;
const placementScore = (p: PlacementFact) => DIGNITY_SCORE[p.dignity] + (GOOD_HOUSES.includes(p.house) ? 1 : 0);

/** Which of the two options the chart favours (0 or 1), and the placement that decides it. */
interface Choice {
  readonly pick: 0 | 1;
  readonly by: PlacementFact;
  readonly house?: number;
  /** The placement on the other side, when the choice compares two. */
  readonly against?: PlacementFact;
  readonly againstHouse?: number;
  /** The two sides weigh the same (the first is taken). */
  readonly even?: boolean;
}

/** The option whose house lord is the better placed (the first on a tie), with the other against it. */
function betterLord(c: ReadingContext, matterFirst: number, matterSecond: number): Choice {
  const [first, second] = [readHouse(c, matterFirst), readHouse(c, matterSecond)];
  const [a, b] = [lordOf(c, first), lordOf(c, second)];
  const even = placementScore(a) === placementScore(b);
  return placementScore(a) >= placementScore(b)
    ? { pick: 0, by: a, house: first, against: b, againstHouse: second, even }
    : { pick: 1, by: b, house: second, against: a, againstHouse: first, even };
}

function chooseOption(c: ReadingContext, kind: OptionKind): Choice {
  switch (kind) {
    case "job_business":
      // The 6th (service) against the 7th (trade, partners).
      return betterLord(c, 6, 7);
    case "govt_private": {
      const sun = c.planets.sun;
      return { pick: placementScore(sun) >= 1 ? 0 : 1, by: sun };
    }
    case "love_arranged": {
      const [h5, h7] = [readHouse(c, 5), readHouse(c, 7)];
      const fifth = lordOf(c, h5);
      const seventh = lordOf(c, h7);
      const linked = fifth.house === h7 || seventh.house === h5 || fifth.house === seventh.house;
      return { pick: linked ? 0 : 1, by: linked ? fifth : seventh, house: linked ? h5 : h7 };
    }
    case "abroad_home": {
      const twelfth = lordOf(c, readHouse(c, 12));
      const abroad =
        [1, 7, 9, 10, 12].includes(fromRelative(c, twelfth.house)) ||
        [9, 10, 12].includes(fromRelative(c, c.planets.rahu.house));
      return abroad
        ? { pick: 0, by: twelfth, house: readHouse(c, 12) }
        : { pick: 1, by: lordOf(c, readHouse(c, 4)), house: readHouse(c, 4) };
    }
    case "study_work":
      return betterLord(c, 5, 10);
    case "partner_alone": {
      const seventh = lordOf(c, readHouse(c, 7));
      return placementScore(seventh) >= 1
        ? { pick: 0, by: seventh, house: readHouse(c, 7) }
        : { pick: 1, by: lordOf(c, readHouse(c, 1)), house: readHouse(c, 1) };
    }
    case "gain_loss":
      // The 11th (gains) against the 12th (losses).
      return betterLord(c, 11, 12);
    case "drop_join": {
      // Another attempt is backed when a period for studies begins within the next year and a half.
      const w = leadWindow(c);
      const soon = w !== undefined && w.start <= addMonthsIso(ymd(c), 18);
      return soon
        ? { pick: 0, by: c.planets[w.antardasha ?? c.topicHouses[0]!.lord] }
        : { pick: 1, by: lordOf(c, readHouse(c, 5)), house: readHouse(c, 5) };
    }
    case "safe_market":
      // The 2nd (wealth kept) against the 5th (speculation); a tie keeps the money safe.
      return betterLord(c, 2, 5);
    case "keep_lose":
      // The matter's own house (the 10th for a job or a shop) against the 12th (endings, losses).
      return betterLord(c, c.derived?.matterHouse ?? c.topicHouses[0]!.house, 12);
    case "act_wait": {
      const w = leadWindow(c);
      const now = w !== undefined && w.start <= addMonthsIso(ymd(c), 6);
      return { pick: now ? 0 : 1, by: c.planets[w?.antardasha ?? c.topicHouses[0]!.lord] };
    }
  }
}

function placementText(c: ReadingContext, p: PlacementFact, house: number | undefined, L: Lang): string {
  // For a relative's matter, the house is named with the count that gives it ("the 12th from your 5th").
  const counted =
    house && c.derived
      ? L === "en"
        ? ` (the ${ordinalEn(fromRelative(c, house))} from your ${houseName(c.derived.relativeHouse, L)})`
        : `; यह भाव ${ordinalHi(c.derived.relativeHouse)} से ${ORDINAL_HI_DIRECT[fromRelative(c, house)]} है`
      : "";
  const lord = house
    ? L === "en"
      ? `, lord of your ${houseName(house, L)}${counted},`
      : ` (${houseName(house, L)} के स्वामी${counted})`
    : "";
  return L === "en"
    ? `${cap(grahaName(p.graha, L))}${lord} sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}`
    : `${grahaName(p.graha, L)}${lord} ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi})`;
}

export function whichLead(c: ReadingContext, L: Lang, topic: string, options: QuestionOptions): Lead {
  const name = vocative(c);
  const { pick, by, house, against, againstHouse, even } = chooseOption(c, options.kind);
  if (options.kind === "act_wait") return actWaitLead(c, L, topic, pick);
  if (options.kind === "drop_join") return dropJoinLead(c, L, topic, pick);
  const chosen = options.words[pick];
  const who = derivedWho(c, L);
  return {
    text:
      L === "en"
        ? `Between ${options.words[0]} and ${options.words[1]}, your chart leans${who ? `, for ${who},` : ""} to ${chosen}${name}: ${placementText(c, by, house, L)}${against && against.graha !== by.graha ? `, and it is ${even ? "at least as well placed as" : "better placed than"} ${grahaName(against.graha, L)}, lord of your ${houseName(againstHouse!, L)}, ${DIGNITY_WORDS[against.dignity].en} in your ${houseName(against.house, L)}` : ""}.`
        : `${who ? `${who} के लिए ` : ""}${options.words[0]} और ${options.words[1]} में से आपकी कुंडली ${chosen} की ओर झुकती है${name}: ${placementText(c, by, house, L)}${against && against.graha !== by.graha ? `, और वे ${houseName(againstHouse!, L)} के स्वामी ${grahaName(against.graha, L)} (आपके ${houseName(against.house, L)} में, ${DIGNITY_WORDS[against.dignity].hi}) से ${even ? "कम बलवान नहीं हैं" : "अधिक बलवान हैं"}` : ""}।`,
    timing: false,
  };
}

/**
 * The text whose two options a "which" weighs: the asking sentences, or the whole message when
 * they ask "which" bare and the options were told before ("confused between science and
 * commerce. which stream suits my chart?").
 */
export function choiceText(c: ReadingContext): string {
  const asked = askedText(c);
  const named = (text: string) => OPTION_WORD.test(text) || pairedByAnd(text);
  return !named(asked) && (WHICH.test(asked) || BARE_ADVICE.test(asked)) && named(c.question) ? c.question : asked;
}

// "Thinking of doing MBA next year or continue my job. what does my chart say?": a bare ask for
// advice, which weighs the options told before it.
const BARE_ADVICE =
  /\b(what does (my|the) (chart|kundli|kundali|horoscope) say|what do you (suggest|say|advise)|what should i do|please (guide|advise|suggest)|guide me|advise me|suggest me|kya karu|kya karun|kya karna chahiye|kya sahi rahega)\b|क्या करूं|क्या करूँ|क्या सही रहेगा|क्या करना चाहिए/iu;

/**
 * The two kinds of option the asking sentence weighs; when it names only one side ("Will it
 * survive this year or should I take up a job?" after "Our startup is running out of
 * runway"), the other may come from what the message told.
 */
export function optionsIn(c: ReadingContext, L: Lang) {
  const asked = askedText(c);
  const own = optionsOf(asked, L);
  // ("… one is from a government bank … and other is private mnc … which one should i choose":
  // a bare "which one" weighs the two told before it.)
  if (!own && asked !== c.question && (BARE_ADVICE.test(asked) || WHICH.test(asked)) && !namedOptionsOf(asked, L))
    return optionsOf(c.question, L);
  // The asking sentence that names both sides itself ("science or commerce?") keeps them; one
  // that asks "… or not" ("shaadi is saal hogi ya nahi", after "MBA kari hai … job karti hai")
  // weighs nothing told before it.
  const or = /\b(or|ya)\b(?! (not|nahi|nahin|nhi|na)\b)| या (?!नहीं|नही)/iu;
  if (own || asked === c.question || !or.test(asked) || namedOptionsOf(asked, L)) return own;
  return optionsOf(c.question, L);
}

/** "beta hoga ya beti", "boy or girl": the sex of a child to come is not foretold (PCPNDT Act). */
export const CHILD_SEX = /\b(beta|ladka|boy|son)\b[^?]*\b(beti|ladki|girl|daughter)\b|बेटा[^?]*बेटी|लड़का[^?]*लड़की/iu;

// "will things improve or should i file for divorce", "saath rahu ya talaq le lu": staying or parting.
const PARTING =
  /\b(divorce|talaq|talak|separat\w*|alag ho\w*|chhod d\w*|end it|end this|break up|breakup|one more chance|another chance)\b|तलाक|अलग हो/iu;

// "Should I wait for him or move on?", "uska intezaar karu ya aage badh jaun?": waiting for
// someone against moving on, the same kind of choice.
const WAITING_FOR =
  /\bwait (for )?(him|her|them)\b|\b(uska|uski|unka|unki) (intezaar|intezar|intjar|wait)\b|(उसका|उसकी|उनका) इंतज़?ार/iu;
const MOVE_ON = /\b(move on|moving on|aage badh\w*|bhool ja\w*|forget (him|her))\b|भूल जा|आगे बढ़/iu;

// A choice put to the chart: two options, or "should I …" ("should I give her another chance?"),
// not "kya mera talaq ho jayega?" (whether a divorce goes through) nor "divorce case kab khatam hoga".
const ASKS_WHAT_TO_DO = /\b(should|shall) (i|we)\b|\bchahiye\b|चाहिए|\b\w{2,}(u|un|oon|ऊं|ूं|ूँ) (ya|kya)\b/iu;

const DATING = /\b(bf|gf|boyfriend|girlfriend|boy friend|girl friend)\b|बॉयफ्रेंड|गर्लफ्रेंड/iu;

/**
 * Staying in a marriage or parting is not the chart's to choose: it says so, points to a
 * counsellor, and says when married life eases (the nearest window for the marriage).
 */
export function stayOrPartLead(c: ReadingContext, L: Lang, topic: string): Lead | null {
  const waiting = WAITING_FOR.test(askedText(c)) && MOVE_ON.test(askedText(c));
  // ("should I give him one more chance or end it?" names no marriage word: "him" is the partner.)
  const ofPartner = c.topic === "marriage" || (c.topic === "timing" && /\b(him|her)\b/iu.test(askedText(c)));
  const choosing = OPTION_WORD.test(askedText(c)) || pairedByAnd(askedText(c)) || ASKS_WHAT_TO_DO.test(askedText(c));
  if (!ofPartner || !choosing || !(waiting || PARTING.test(askedText(c)))) return null;
  const name = vocative(c);
  const w = leadWindow(c);
  // A boyfriend or girlfriend: the relationship, not married life.
  const dating = waiting || c.topic !== "marriage" || DATING.test(c.question);
  const eases = dating
    ? { en: "the relationship eases", hi: "रिश्ते में राहत कब आती है" }
    : { en: "married life eases", hi: "वैवाहिक जीवन में राहत कब आती है" };
  const when = w
    ? L === "en"
      ? ` What it does show is when ${eases.en}: ${windowName(c, w, L)}, ${because(w, L, topic)}.`
      : ` कुंडली यह ज़रूर दिखाती है कि ${eases.hi}: ${windowName(c, w, L)}, ${because(w, L, topic)}।`
    : "";
  const help = dating
    ? { en: "someone you trust", hi: "किसी भरोसेमंद व्यक्ति की सलाह से" }
    : { en: "a family counsellor's help", hi: "किसी पारिवारिक परामर्शदाता (काउंसलर) की मदद से" };
  return {
    text:
      L === "en"
        ? `Whether to ${waiting ? "wait or to move on" : "stay or to part"} is not something your chart decides for you${name}; it is your choice, best made with ${help.en}.${when}`
        : `${waiting ? "इंतज़ार करना है या आगे बढ़ना" : "साथ रहना है या अलग होना"}, यह आपकी कुंडली आपके लिए तय नहीं करती${name}; यह आपका निर्णय है, हो सके तो ${help.hi}।${when}`,
    timing: w !== undefined,
  };
}

// "pehle naukri lagegi ya shaadi?", "which will come first, job or marriage?", Punjabi "pehlan vyah karaan ya pehlan bahar jaavan?".
const FIRST = /\b(pehle|pahle|pehlan|pehla|first|sabse pehle)\b|पहले/iu;

/**
 * Which of two subjects comes first ("pehle naukri lagegi ya shaadi?"): the one whose nearest
 * strong period (the message's second reading, second-question.ts) begins sooner.
 */
export function whichFirstLead(c: ReadingContext, L: Lang): Lead | null {
  const other = c.second;
  if (!other || other.topic === c.topic || !FIRST.test(askedText(c)) || !OPTION_WORD.test(askedText(c))) return null;
  const [wa, wb] = [leadWindow(c), leadWindow(other)];
  if (!wa || !wb) return null;
  const [first, firstWindow, then, thenWindow] = wa.start <= wb.start ? [c, wa, other, wb] : [other, wb, c, wa];
  const [label1, label2] = [TOPIC_RULES[first.topic].label[L], TOPIC_RULES[then.topic].label[L]];
  const name = vocative(c);
  const same = firstWindow.start === thenWindow.start;
  return {
    text: same
      ? L === "en"
        ? `Both can come in the same stretch${name}: ${windowName(first, firstWindow, L)} supports ${label1} and ${label2} alike, ${because(firstWindow, L, label1)}.`
        : `दोनों एक ही दौर में आ सकते हैं${name}: ${windowName(first, firstWindow, L)} ${label1} और ${label2} दोनों में सहायक है, ${because(firstWindow, L, label1)}।`
      : L === "en"
        ? `The first to come looks like ${label1}${name}: ${windowName(first, firstWindow, L)}, ${because(firstWindow, L, label1)}; ${label2} follows, in ${windowName(then, thenWindow, L)}.`
        : `पहले ${label1} की संभावना अधिक है${name}: ${windowName(first, firstWindow, L)}, ${because(firstWindow, L, label1)}; ${label2} उसके बाद, ${windowName(then, thenWindow, L)} में।`,
    timing: true,
    both: true,
  };
}

// "Will he come back to me or should I move on?", "is saal JEE clear ho jayega? ya drop lena
// padega?": a yes-or-no question, and what to do if the answer is no.
const OR_IF_NOT =
  /^(.*?\S)\s*\?*\s*(?:or|ya|yaa|या)\b(?=[^?]*\b(?:move on|drop|give up|let go|forget (?:him|her|it)|try again|repeat|chhod d\w*|bhool ja\w*|aage badh\w*))/iu;

/** The yes-or-no question before an "or" that only says what to do if the answer is no; null otherwise. */
export function questionBeforeFallback(c: ReadingContext): string | null {
  const m = OR_IF_NOT.exec(askedText(c)) ?? OR_IF_NOT.exec(c.question);
  return m ? `${m[1]!.trim()}?` : null;
}

/** Two options the chart has no rule for (two cities, two courses): it says so, and when to decide. */
export function undecidedLead(c: ReadingContext, L: Lang, topic: string): Lead {
  const name = vocative(c);
  const w = leadWindow(c);
  // A period more than a year away is no time to put off a choice to ("FD me dalu ya gold me?",
  // "ye rishta sahi hai ya tod dena chahiye" with the wedding fixed for February).
  const far = w !== undefined && w.start > addMonthsIso(ymd(c), 12);
  const when = far
    ? L === "en"
      ? ` No period in the next twelve months especially backs ${topic}, so there is no date to wait for: decide on those merits now.`
      : ` अगले बारह महीनों में ${topic} के लिए कोई अवधि विशेष नहीं दिखती, इसलिए किसी तारीख़ की प्रतीक्षा न करें: इन्हीं आधारों पर अभी निर्णय लें।`
    : w
      ? L === "en"
        ? ` What it does show is timing: decide and act in ${windowName(c, w, L)}, ${because(w, L, topic)}.`
        : ` वह समय अवश्य दिखाती है: निर्णय और क़दम ${windowName(c, w, L)} में उठाएँ, ${because(w, L, topic)}।`
      : "";
  return {
    text:
      L === "en"
        ? `Your chart does not choose between these two by name${name}; weigh them on their practical merits.${when}`
        : `आपकी कुंडली इन दोनों में से नाम लेकर चुनाव नहीं करती${name}; इन्हें व्यावहारिक आधार पर तौलें।${when}`,
    timing: w !== undefined && !far,
  };
}

/** Options that read as names: written with a capital, an initialism, or in Devanagari. */
const looksNamed = (o: NamedOption) => /^[A-Z\p{Script=Devanagari}]/u.test(o.label);

/**
 * Two named options with no pair rule: two fields by their karakas ("MBA ya MS"), or two
 * names (cities, firms, colleges) by the sign of each name's first sound counted from the
 * Moon sign. Null when neither reading applies.
 */
export function namedChoiceLead(c: ReadingContext, L: Lang, strict: boolean): Lead | null {
  const pair = namedOptionsOf(choiceText(c), L);
  if (!pair) return null;
  const [a, b] = pair;
  const name = vocative(c);
  const opening = (chosen: string) =>
    L === "en"
      ? `Between ${a.label} and ${b.label}, your chart leans to ${chosen}${name}: `
      : `${a.label} और ${b.label} में से आपकी कुंडली ${chosen} की ओर झुकती है${name}: `;
  if (a.karaka && b.karaka && a.karaka !== b.karaka) {
    const [pa, pb] = [c.planets[a.karaka], c.planets[b.karaka]];
    const bad = (p: PlacementFact) => ([6, 8, 12].includes(p.house) ? -1 : 0);
    const rules = (p: PlacementFact) => (p.rules.some((h) => [5, 9, 10].includes(h)) ? 0.5 : 0);
    const score = (p: PlacementFact) => placementScore(p) + bad(p) + rules(p);
    // Level placements: the karaka whose dasha runs now tips it; else the names decide (below).
    const running = [c.dasha.mahadasha?.lord, c.dasha.antardasha?.lord];
    const even = score(pa) === score(pb);
    const BENEFICS: readonly Graha[] = ["jupiter", "venus", "mercury", "moon"];
    const gentle = (p: PlacementFact) => BENEFICS.includes(p.graha);
    const tip = !even
      ? null
      : running.includes(pa.graha) && !running.includes(pb.graha)
        ? 0
        : running.includes(pb.graha) && !running.includes(pa.graha)
          ? 1
          : gentle(pa) !== gentle(pb)
            ? gentle(pa)
              ? 0
              : 1
            : null;
    const byDasha = tip !== null && running.includes((tip === 0 ? pa : pb).graha);
    if (!even || tip !== null) {
      const [win, lose, pw, pl] = (even ? tip === 0 : score(pa) > score(pb)) ? [a, b, pa, pb] : [b, a, pb, pa];
      const level = byDasha
        ? L === "en"
          ? ` Their placements weigh the same, and the running ${bareName(pw.graha, L)} dasha tips it.`
          : ` दोनों की स्थिति बराबर है, और अभी चल रही ${grahaName(pw.graha, L)} की दशा पलड़ा झुकाती है।`
        : L === "en"
          ? ` Their placements weigh the same, and ${grahaName(pw.graha, L)}, a natural benefic, tips it.`
          : ` दोनों की स्थिति बराबर है, और नैसर्गिक शुभ ग्रह ${grahaName(pw.graha, L)} पलड़ा झुकाते हैं।`;
      const tail =
        L === "en"
          ? `${grahaName(pw.graha, L)}, the graha of ${win.field}, sits in ${signName(pw.signIndex, L)} in your ${houseName(pw.house, L)}, ${DIGNITY_WORDS[pw.dignity].en}, ${even ? "as well placed as" : "better placed than"} ${grahaName(pl.graha, L)}, the graha of ${lose.field}, ${DIGNITY_WORDS[pl.dignity].en} in your ${houseName(pl.house, L)}.`
          : `${win.field} के ग्रह ${grahaName(pw.graha, L)} ${signName(pw.signIndex, L)} राशि में, आपके ${houseName(pw.house, L)} में हैं (${DIGNITY_WORDS[pw.dignity].hi}), और ${even ? "बल में" : "वे"} ${lose.field} के ग्रह ${grahaName(pl.graha, L)} (आपके ${houseName(pl.house, L)} में, ${DIGNITY_WORDS[pl.dignity].hi}) से ${even ? "बराबर हैं" : "बेहतर स्थित हैं"}।`;
      return { text: opening(win.label) + tail + (even ? level : ""), timing: false };
    }
    return {
      text:
        L === "en"
          ? `${cap(a.label)} and ${b.label} weigh the same for you${name}, so let the practical side decide: ${grahaName(pa.graha, L)}, the graha of ${a.field}, and ${grahaName(pb.graha, L)}, the graha of ${b.field}, are equally placed in your chart.`
          : `${a.label} और ${b.label} दोनों आपके लिए बराबर हैं${name}, इसलिए निर्णय व्यावहारिक आधार पर लें: ${a.field} के ग्रह ${grahaName(pa.graha, L)} और ${b.field} के ग्रह ${grahaName(pb.graha, L)} आपकी कुंडली में बराबर बल के हैं।`,
      timing: false,
    };
  }
  // Two fields of one graha ("MBA or BBA"): the chart does not part them, and says so.
  if (a.karaka && a.karaka === b.karaka) {
    const p = c.planets[a.karaka];
    return {
      text:
        L === "en"
          ? `${cap(a.label)} and ${b.label} weigh the same for you${name}, so let the practical side decide: both are fields of ${grahaName(p.graha, L)}, which sits in ${signName(p.signIndex, L)} in your ${houseName(p.house, L)}, ${DIGNITY_WORDS[p.dignity].en}.`
          : `${a.label} और ${b.label} दोनों आपके लिए बराबर हैं${name}, इसलिए निर्णय व्यावहारिक आधार पर लें: दोनों ${grahaName(p.graha, L)} के क्षेत्र हैं, जो ${signName(p.signIndex, L)} राशि में, आपके ${houseName(p.house, L)} में हैं (${DIGNITY_WORDS[p.dignity].hi})।`,
      timing: false,
    };
  }
  if (strict && !(looksNamed(a) && looksNamed(b))) return null;
  if (isCommonThing(a.label) || isCommonThing(b.label)) return null;
  const moon = c.moon.signIndex;
  const [ca, cb] = [nameCount(a.label, moon), nameCount(b.label, moon)];
  if (!ca || !cb) return null;
  if (ca.rank === cb.rank) {
    const both = sameSignPhrase(a.label, b.label, moon, L)!;
    return {
      text:
        L === "en"
          ? `${cap(a.label)} and ${b.label} weigh the same for you${name}, so let the practical side decide: ${both}`
          : `${a.label} और ${b.label} दोनों आपके लिए बराबर हैं${name}, इसलिए निर्णय व्यावहारिक आधार पर लें: ${both}`,
      timing: false,
    };
  }
  const [win, lose] = ca.rank > cb.rank ? [a, b] : [b, a];
  const text = opening(win.label) + namePairPhrase(win.label, lose.label, moon, L)!;
  return { text, timing: false };
}

/**
 * The chart's weighing of two options the question names (a pair rule, or two named fields or
 * names), in English, for the model writer's brief: both writers then pick the same option.
 */
export function optionsVerdict(c: ReadingContext): string | null {
  if (c.topic === "direct" || !OPTION_WORD.test(askedText(c)) || CHILD_SEX.test(askedText(c))) return null;
  const form = c.conversation.form;
  if (form !== "which" && form !== "yes_no") return null;
  const topic = TOPIC_RULES[c.topic].label.en;
  const parting = stayOrPartLead(c, "en", topic);
  if (parting) return parting.text;
  const options = optionsIn(c, "en");
  if (options) return whichLead(c, "en", topic, options).text;
  return namedChoiceLead(c, "en", form === "yes_no")?.text ?? null;
}
