import type { Lang } from "../reading/names.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import { askedText } from "./builtin-lead-parts.ts";
import { BOND_ADVICE, MARRIED_ADVICE, TOPIC_ADVICE, type Bi } from "./builtin-phrases.ts";

// A spouse the question speaks of ("my husband", "pati se anban"): the asker is married.
const SPOUSE = /\b(husband|wife|pati|patni|spouse)\b|पति|पत्नी/iu;

/**
 * The topic's advice lines; for the asker's bond with a relative, advice for that bond; for a
 * married asker's marriage question, advice for married life.
 */
export function adviceFor(c: ReadingContext): readonly Bi[] {
  if (c.derived?.bond) return BOND_ADVICE;
  if (c.topic === "marriage" && (c.person.marital === "married" || SPOUSE.test(c.question))) return MARRIED_ADVICE;
  return TOPIC_ADVICE[c.topic];
}

/** A chat reply's length unless the user asks for more (issue #12): the answer and its strongest reasons. */
export const BRIEF_WORDS = { min: 80, max: 180 } as const;

export const wordCount = (text: string) => text.match(/\S+/g)?.length ?? 0;

export const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?।])\s+(?=\S)/u);

/**
 * Trims a reply's paragraphs to `max` words: sentences come off the end of the `trimmable`
 * paragraphs (in the order given, each keeping its first sentence), the direct answer and
 * the verdict untouched. Returns the paragraphs that remain, empty ones dropped.
 */
export function fitWords(paragraphs: string[], trimmable: readonly number[], max: number): string[] {
  const out = [...paragraphs];
  const total = () => out.reduce((sum, p) => sum + wordCount(p), 0);
  for (const i of trimmable) {
    const sentences = sentencesOf(out[i] ?? "");
    while (total() > max && sentences.length > 1) {
      sentences.pop();
      out[i] = sentences.join(" ");
    }
  }
  for (const i of trimmable) if (total() > max) out[i] = "";
  return out.filter((p) => p.length > 0);
}

/** "a Aries", "a Ascendant": English takes "an" before a vowel sound. */
export const fixArticles = (text: string) =>
  text
    .replace(/\b([Aa]) (?=[AEIOU])/g, "$1n ")
    // "Asha: The Sun sits …": a graha's article is capitalised only where a sentence starts.
    .replace(/([:;,] )The (Sun|Moon)\b/g, "$1the $2");

/** What "marriage" means for this person: married life once married, a new bond after a loss. */
export function marriageLabel(c: ReadingContext, L: Lang): string | null {
  if (c.topic !== "marriage") return null;
  if (c.person.marital === "married") return L === "en" ? "married life" : "वैवाहिक जीवन";
  if (c.person.marital === "separated") return L === "en" ? "a new relationship" : "नए रिश्ते";
  return null;
}

/**
 * A job or studies abroad, read as one event (reading/topics.ts): named so, not as studies or
 * travel alone ("your chart clearly supports your studies abroad").
 */
export function abroadLabel(c: ReadingContext, L: Lang): string | null {
  const asked = c.conversation.topics;
  if (c.topic === "education" && asked.includes("travel")) return L === "en" ? "your studies abroad" : "विदेश में पढ़ाई";
  if (c.topic === "travel" && asked.includes("career")) return L === "en" ? "work abroad" : "विदेश में काम";
  // "Should I move back to India next year?": the same 12th house, but the move is homeward.
  if (c.topic === "travel" && RETURN_HOME.test(askedText(c)))
    return L === "en" ? "your move back to India" : "भारत लौटने";
  return null;
}

const RETURN_HOME =
  /\b(move|moving|come|coming|go|going|shift|shifting|return|returning|settle|settling) back (to|in) (india|home|my country|desh)\b|\bback (to|in) india\b|\b(india|desh|bharat) (wapas|vapas|laut|lout)\w*|(भारत|देश|इंडिया) (वापस|लौट)|वापस (भारत|देश|इंडिया)/iu;

// "maro dhandho kyare saro chalse?", "will my business pick up": the asker's own trade, named as such.
const BUSINESS_ASKED =
  /\b(business|bijness|dhandha|dhandho|dhanda|vyapar|vyapaar|dukan|dukaan|shop|byabsa|byabosa)\b|व्यापार|व्यवसाय|धंधा|दुकान|बिज़नेस|बिजनेस/iu;

/** "your business" for a career question about the asker's own business; null otherwise. */
export function businessLabel(c: ReadingContext, L: Lang): string | null {
  if (c.topic !== "career" || c.derived) return null;
  return BUSINESS_ASKED.test(askedText(c)) ? (L === "en" ? "your business" : "व्यापार") : null;
}

const MARRIAGE_FRAME: Readonly<Record<"married" | "separated", Bi>> = {
  married: {
    en: "Since you are married, I read your seventh house for married life: harmony with your spouse, your family and the home you share.",
    hi: "आप विवाहित हैं, इसलिए आपका सातवाँ भाव वैवाहिक जीवन के लिए पढ़ते हैं: जीवनसाथी से सामंजस्य, परिवार और आपका साझा घर।",
  },
  separated: {
    en: "Gently, and in its own time: I read your seventh house for a new relationship or remarriage, should you wish for one.",
    hi: "धीरे से, और अपने समय पर: आपका सातवाँ भाव नए रिश्ते या पुनर्विवाह के लिए पढ़ते हैं, यदि आप ऐसा चाहें।",
  },
};

/** The sentence that frames a marriage reading by the person's marital status, if it needs one (not for a relative's). */
export function marriageFrame(c: ReadingContext, L: Lang): string | null {
  if (c.topic !== "marriage" || c.derived || (c.person.marital !== "married" && c.person.marital !== "separated"))
    return null;
  return MARRIAGE_FRAME[c.person.marital][L];
}

/** Whether to describe a future partner: not to someone married, who has a spouse. */
export const describesFuturePartner = (c: ReadingContext) => c.person.marital !== "married";

// English second person → third person, longest first; "you" as object after these words.
const OBJECT_AFTER =
  /\b(to|for|with|give|gives|suit|suits|bring|brings|help|helps|reward|rewards|ask|asks|lets|let|support|supports|protect|protects|serve|serves|guide|guides|favour|favours|tell|tells|take|takes|worry|worries|make|makes|keep|keeps|push|pushes|draw|draws|lead|leads|test|tests|put|puts|call|calls|pull|pulls|ground|grounds|steady|steadies) $/i;

// Verbs the phrases use after "you": they take the third person's "-s" once "you" is "she" or "he".
const BARE_VERBS = new Set(
  "act ask build choose come earn enjoy feel find gain get give go grow have hold keep know learn like look love make meet move need prefer reach rise seek see serve settle spend start take tend thrive travel want wish work".split(
    " ",
  ),
);
const thirdSingular = (verb: string) =>
  verb === "have"
    ? "has"
    : /(s|sh|ch|x|o)$/.test(verb)
      ? `${verb}es`
      : /[^aeiou]y$/.test(verb)
        ? `${verb.slice(0, -1)}ies`
        : `${verb}s`;

/** The third person's words in English, by pronoun: "he", "his", "him", "himself", "his", and "is" for "are". */
const PRONOUNS = {
  he: { he: "he", his: "his", him: "him", self: "himself", hers: "his", singular: true },
  she: { he: "she", his: "her", him: "her", self: "herself", hers: "hers", singular: true },
  they: { he: "they", his: "their", him: "them", self: "themselves", hers: "theirs", singular: false },
} as const;

/**
 * Speaks of the chart's owner rather than to them (a celebrity, a relative whose own chart is
 * read): "your Moon" → "her Moon", "you are" → "she is" ("they are" for "they"); in Hindi
 * आप/आपकी → वे/उनकी (the verb agrees as before). `keep` (the relative's name, "your son")
 * is left as it is.
 */
export function thirdPerson(text: string, L: Lang, pronoun: "he" | "she" | "they", keep = ""): string {
  const hold = "\u0000";
  const held = keep ? text.split(keep).join(hold) : text;
  return (L === "hi" ? thirdPersonHi(held) : thirdPersonEn(held, pronoun)).split(hold).join(keep);
}

function thirdPersonHi(text: string): string {
  return text
    .replace(/आपकी/g, "उनकी")
    .replace(/आपके/g, "उनके")
    .replace(/आपका/g, "उनका")
    .replace(/आपको/g, "उन्हें")
    .replace(/आपसे/g, "उनसे")
    .replace(/आपने/g, "उन्होंने")
    .replace(/आपमें/g, "उनमें")
    .replace(/आप(?= (?:पर|तक|के लिए|की ओर)(?:[\s,।]|$))/gu, "उन")
    .replace(/आप/g, "वे");
}

function thirdPersonEn(text: string, pronoun: "he" | "she" | "they"): string {
  const w = PRONOUNS[pronoun];
  const keepCase = (found: string, word: string) =>
    found[0] === found[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
  const singular = (verb: string, table: Record<string, string>) => (w.singular ? table[verb.toLowerCase()]! : verb);
  const out = text
    .replace(/\b(you) (are|were|have|do)\b/gi, (m, y: string, verb: string) => {
      return `${keepCase(y, w.he)} ${singular(verb, { are: "is", were: "was", have: "has", do: "does" })}`;
    })
    .replace(/\b(you)'(re|ve|ll|d)\b/gi, (m, y: string, s: string) =>
      w.singular
        ? `${keepCase(y, w.he)} ${{ re: "is", ve: "has", ll: "will", d: "would" }[s.toLowerCase()]!}`
        : `${keepCase(y, w.he)}'${s}`,
    )
    .replace(/\byourself\b/gi, (m) => keepCase(m, w.self))
    .replace(/\byours\b/gi, (m) => keepCase(m, w.hers))
    .replace(/\byour\b/gi, (m) => keepCase(m, w.his))
    .replace(/\byou\b/gi, (m, offset: number, whole: string) =>
      keepCase(m, OBJECT_AFTER.test(whole.slice(Math.max(0, offset - 12), offset)) ? w.him : w.he),
    );
  if (!w.singular) return out;
  return out.replace(
    /\b(s?he) ((?:also|often|naturally|still|really) )?([a-z]+)\b/gi,
    (m, who: string, adverb = "", verb: string) =>
      BARE_VERBS.has(verb) ? `${who} ${adverb}${thirdSingular(verb)}` : m,
  );
}
