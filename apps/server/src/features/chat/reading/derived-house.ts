import type { Graha } from "@graha/jyotish";
import type { PersonMention, Relation } from "../understanding/index.ts";
import { askingSpokenClauses, usaNamed, withoutIntro } from "../understanding/text.ts";
import type { Topic } from "./topics.ts";

/**
 * A question about a relative's matter ("my husband's job", "मेरी बेटी की शादी", "bhai ka
 * visa") is read on the asker's chart by the derived house (bhavat bhavam): the relative's
 * house taken as the 1st, and the matter's house counted from it.
 */
export interface DerivedReading {
  readonly relation: Relation;
  /** The relative as the question names them ("husband", "daughter", "brother", or the relation's general word). */
  readonly who: Kin;
  /** The relative's house from the ascendant (spouse 7th, children 5th, siblings 3rd/11th, mother 4th, father 9th, a friend 11th). */
  readonly relativeHouse: number;
  /** The matter's house as for the asker (career 10th, marriage 7th, travel 12th…). */
  readonly matterHouse: number;
  /** The matter's house counted from the relative's: the house the reading uses. */
  readonly house: number;
  /**
   * The asker's bond with the relative ("my relation with my mother-in-law", "papa ke saath
   * rishta"): read from the relative's own house (matterHouse 1), never as the relative's marriage.
   */
  readonly bond: boolean;
}

export type Kin =
  | "husband"
  | "wife"
  | "spouse"
  | "son"
  | "daughter"
  | "child"
  | "brother"
  | "sister"
  | "sibling"
  | "mother"
  | "father"
  | "friend"
  | "mother_in_law"
  | "father_in_law"
  | "in_laws";

/** The house counted `matter` houses from `from`, both 1–12 (the 10th from the 7th is the 4th). */
export function derivedHouse(from: number, matter: number): number {
  return ((from - 1 + (matter - 1)) % 12) + 1;
}

const KIN_WORDS: readonly [Kin, RegExp][] = [
  ["husband", /\b(husband|pati|hubby)\b|पति/iu],
  ["wife", /\b(wife|patni|biwi)\b|पत्नी|बीवी/iu],
  ["son", /\b(son|beta|bete|betey)\b|बेटा|बेटे/iu],
  ["daughter", /\b(daughter|beti|bitiya)\b|बेटी|बिटिया/iu],
  ["brother", /\b(brother|bhai|bhaiya|bhaiyya)\b|भाई|भैया/iu],
  ["sister", /\b(sister|behen|behan|bahan|didi)\b|बहन|दीदी/iu],
  ["friend", /\b(friend|dost|saheli)\b|दोस्त|मित्र|सहेली/iu],
  // ("a SaaS startup" is no mother-in-law.)
  [
    "mother_in_law",
    /\b(mother[ -]in[ -]law|saas|sasu|saasu|sasuma)\b(?! (startup|product|company|business|app|platform|tool|software))|सास/iu,
  ],
  ["father_in_law", /\b(father[ -]in[ -]law|sasur|sasurji)\b|ससुर(?!ाल)/iu],
  // The spouse's family as a whole: "in-laws", "sasural wale", "ससुराल वाले".
  ["in_laws", /\b(in[ -]laws|inlaws|sasural wal\w*|sasuraal wal\w*)\b|ससुराल वाल/iu],
];

/** Whether a text names the asker's husband or wife (by the kin words above). */
const namesSpouse = (text: string) =>
  KIN_WORDS.some(([kin, words]) => (kin === "husband" || kin === "wife") && words.test(text));

const GENERAL_KIN: Readonly<Partial<Record<Relation, Kin>>> = {
  partner: "spouse",
  child: "child",
  sibling: "sibling",
  mother: "mother",
  father: "father",
  friend: "friend",
};

const KIN_RELATION: Readonly<Record<Kin, Relation>> = {
  husband: "partner",
  wife: "partner",
  spouse: "partner",
  son: "child",
  daughter: "child",
  child: "child",
  brother: "sibling",
  sister: "sibling",
  sibling: "sibling",
  mother: "mother",
  father: "father",
  friend: "friend",
  mother_in_law: "other",
  father_in_law: "other",
  in_laws: "other",
};

/**
 * The spouse's parents, read from the spouse's 4th and 9th: the asker's 10th and 3rd; the
 * spouse's family as a whole from the 2nd from the 7th: the asker's 8th.
 */
const KIN_HOUSE: Readonly<Partial<Record<Kin, number>>> = {
  mother_in_law: 10,
  father_in_law: 3,
  in_laws: 8,
};

/** An elder sibling is read from the 11th, a younger one (and one not said to be elder) from the 3rd. */
const ELDER = /\b(elder|older|big|bade|bada|badi|bhaiya|bhaiyya|didi)\b|बड़े|बड़ा|बड़ी|बडे|बडी|भैया|दीदी/iu;

const RELATIVE_HOUSE: Readonly<Partial<Record<Relation, number>>> = {
  partner: 7,
  child: 5,
  sibling: 3,
  mother: 4,
  father: 9,
  // Friends are the 11th house's.
  friend: 11,
};

/** The asker is the subject ("will I…", "will we…", "should I let my son…", "मुझे"): the matter is theirs, not the relative's. */
// ("me" only after an English word: Hinglish "Bhopal me paida hua" is "in Bhopal".)
const ASKER_SUBJECT =
  /\b(i|i'm|im|myself|we|us|our|mujhe|mujhko|hum|humein|hamein)\b|\b(for|to|with|tell|help|guide|show|let|give|suit|suits|about|and|marry|marries|love|loves|like|likes) me\b|\bme and\b|मुझे|मैं|मुझको|हमें/iu;

/** "my marriage", "meri shaadi", "मेरी शादी": the matter named as the asker's own. */
const OWN_MATTER =
  /\b(my|meri|mera|mere)\s+(marriage|wedding|career|job|shaadi|shadi|naukri|career|business|health|sehat|studies|padhai|visa|life|future|bhavishya|zindagi|kismat|luck)\b|(मेरी|मेरा|मेरे)\s+(शादी|विवाह|नौकरी|करियर|सेहत|पढ़ाई|जीवन|भविष्य|ज़िंदगी|जिंदगी|किस्मत)/iu;

/**
 * The asker's relationship with someone, in the words people use: "relation(ship) with",
 * "get along with", "X ke saath rishta", "X se rishte / ban paayegi / jhagda", "X taunt
 * karti hai". Read on a relationship question ("marriage" topic) naming one relative.
 */
const BOND = new RegExp(
  [
    String.raw`\b(my|our)\s+(relation|relations|relationship|relationships|bond|equation|terms)\b.{0,20}\bwith\b`,
    String.raw`\b(i|we)\b.{0,20}\b(get along|getting along|fight|fighting|quarrel|argue|adjust)\b.{0,10}\bwith\b`,
    String.raw`\b(things|terms|tension|fights?|problems?|issues?|conflicts?)\s+with\s+my\b|\bbetween me and\b`,
    String.raw`\b(saath|sath)\b.{0,20}\b(rishta|rishte|rishtey|relation|sambandh|ban|banegi|banega|banti|bante|jhagda|jhagde|jhagra|anban|takrar)\b`,
    String.raw`\bse\b.{0,20}\b(rishte|rishtey|rishton|relation|sambandh|banegi|banega|banti|bante|jhagda|jhagde|jhagra|anban|takrar)\b`,
    String.raw`\b(taunt|taane|tane|tana)\b|\b(accept|treat|support) me\b`,
    // Silence and anger: "my daughter hasn't spoken to me in a year", "beta baat nahi karta", "papa naraz hain".
    String.raw`\b(hasnt|hasn't|has not|havent|haven't|doesnt|doesn't|does not|dont|don't|wont|won't|stopped|stop)\s+(spoken|speaking|talked|talking|talk|speak|called|calling|listening)\b.{0,12}\b(to|with)\s+(me|us)\b`,
    String.raw`\b(angry|upset)\s+with\s+(me|us)\b|\b(baat|bat)\s+(nahi|nhi|nahin|na)\s+(karta|karti|karte|krta|krti|krte|kar\w*)\b|\b(naraz|naraaz|naaraz)\b`,
    "(साथ|से).{0,20}(रिश्ते|रिश्तों|संबंध|सम्बन्ध|बनेगी|बनेगा|बनती|बन पाएगी|झगड़|अनबन|तकरार)|ताने|ताना|बात नहीं (करता|करती|करते)|नाराज़|नाराज",
  ].join("|"),
  "iu",
);

/** A dispute or a venture with someone: they are its other side, not its subject. */
const COUNTERPART =
  /\b(saath|sath|with)\b.{0,30}\b(jhagda|jhagde|jhagra|dispute|disputes|vivad|vivaad|case|partnership|batwara|bantwara|batwaara)\b|\b(jhagda|jhagra|dispute|vivad|vivaad|case|partnership)\b.{0,25}\b(with|saath|sath)\b|(साथ|से).{0,30}(झगड़ा|झगड़े|विवाद|केस|बंटवारा|साझेदारी)/iu;

/** The asker with the relative: "me and my wife", "main aur meri wife", "hum dono", "मैं और मेरी पत्नी". */
const TOGETHER =
  /\b(me and my|my (wife|husband|family) and (i|me)|main aur (meri|mera|mere)|mai aur (meri|mera|mere)|hum dono|we both|both of us)\b|मैं और (मेरी|मेरा|मेरे)|हम दोनों/iu;

/** A match being talked of ("beti ke liye ladke se rishte ki baat"): a marriage, not a bond. */
const PROPOSAL = /\b(proposal|aaya|aya|pakka|ke liye|ki baat|milan)\b|आया|पक्का|के लिए|की बात|मिलान/iu;

/** Topics a relative's matter can be: their marriage, work, money, health, studies, travel, home, children, life as a whole. */
const DERIVABLE: readonly Topic[] = [
  "life_path",
  "career",
  "money",
  "marriage",
  "health",
  "education",
  "travel",
  "property",
  "children",
];

/** The relative a question is about, as it names them; null when the asker is its subject or no one relative is. */
export interface RelativeAsked {
  readonly relation: Relation;
  readonly who: Kin | null;
}

/**
 * The one relative whose matter a question asks about, or null when the question is the
 * asker's own (no relative named, the asker is its subject, "my marriage") or names two
 * relatives at once ("my parents' health").
 */
export function relativeAsked(question: string, people: readonly PersonMention[]): RelativeAsked | null {
  // Read in the sentences that ask: "I'm worried. Will my son get a job?" is the son's matter.
  // ("mere husband ki US me job": "US" in capitals is the country, not "us".)
  const asked = usaNamed((askingSpokenClauses(question) ?? [question]).join(" "));
  // ("मैं कटक से हूं, मेरी बेटी का रिश्ता …": a self-introduction makes no "I" of the matter.)
  if (ASKER_SUBJECT.test(withoutIntro(asked)) || OWN_MATTER.test(asked)) return null;
  const kin = people
    .filter((p) => p.relation !== "friend" && p.relation !== "other")
    // "beti ke liye ladka dekh rahe": a partner beside a child, and no husband or wife named, is the child's match.
    .filter(
      (p, _, all) => !(p.relation === "partner" && all.some((o) => o.relation === "child") && !namesSpouse(asked)),
    );
  if (new Set(kin.map((p) => p.relation)).size > 1) return null;
  const named = kinNamed(asked, people) ?? kinNamed(question, people);
  const relation = named ? KIN_RELATION[named] : (kin[0] ?? people[0])?.relation;
  if (!relation || !people.some((p) => p.relation === relation)) return null;
  return { relation, who: named ?? GENERAL_KIN[relation] ?? null };
}

/** The kin word a text names first among the people the question is about ("my son … my wife": the son). */
function kinNamed(text: string, people: readonly PersonMention[]): Kin | undefined {
  const found = KIN_WORDS.filter(([kin]) => people.some((p) => p.relation === KIN_RELATION[kin]))
    .map(([kin, words]) => ({ kin, at: text.search(words) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return found[0]?.kin;
}

/**
 * The derived reading for a question about a relative's matter, or null when the question
 * is the asker's own (relativeAsked) or the relation is the matter itself ("my husband and I
 * keep fighting" is the asker's marriage).
 */
export function derivedReading(
  question: string,
  people: readonly PersonMention[],
  topic: Topic,
  matterHouse: number,
): DerivedReading | null {
  if (!DERIVABLE.includes(topic)) return null;
  const bond = topic === "marriage" ? bondReading(question, people) : null;
  if (bond) return bond;
  // "bhai ke saath zameen ka jhagda settle hoga?", "a land dispute with my uncle": the relative
  // is the other side of the asker's own matter.
  if (topic !== "marriage" && COUNTERPART.test((askingSpokenClauses(question) ?? [question]).join(" "))) return null;
  // "me and my wife are planning to move to australia", "hum dono ka ghar kab banega": the
  // asker's own matter, shared.
  if (TOGETHER.test(question)) return null;
  const asked = relativeAsked(question, people);
  const relativeHouse = asked && ((asked.who && KIN_HOUSE[asked.who]) ?? RELATIVE_HOUSE[asked.relation]);
  if (!asked?.who || !relativeHouse) return null;
  const { relation, who } = asked;
  // A partner's marriage is the asker's own; a child's children are read on the child's chart;
  // "ससुराल में सब ठीक रहेगा?" is the asker's married life, not the in-laws' marriage.
  if (
    (relation === "partner" && topic === "marriage") ||
    (relation === "child" && topic === "children") ||
    (who === "in_laws" && topic === "marriage")
  )
    return null;
  // A parent's or parent-in-law's "marriage" is never the matter: "meri saas ke saath bilkul
  // nahi banti, kab tak chalega ye sab" is the asker's bond with her, told before the question.
  if (
    topic === "marriage" &&
    (relation === "mother" || relation === "father" || who === "mother_in_law" || who === "father_in_law")
  )
    return bondReading(question, people, { toldOnTheWay: true });
  const house = relation === "sibling" && ELDER.test(question) ? 11 : relativeHouse;
  return { relation, who, relativeHouse: house, matterHouse, house: derivedHouse(house, matterHouse), bond: false };
}

/**
 * The asker's relationship with one relative other than the partner ("how will I get along
 * with my mother-in-law", "papa se rishte kab sudhrenge"): the relative's own house. The
 * asker is its subject too, so the rule that gives the asker's own matter does not apply.
 */
export function bondReading(
  question: string,
  people: readonly PersonMention[],
  { toldOnTheWay = false } = {},
): DerivedReading | null {
  const asked = (askingSpokenClauses(question) ?? [question]).join(" ");
  // With no subject asked ("my daughter hasn't spoken to me in a year. will things get
  // better?"), the bond may be told in the sentence before the one that asks.
  if (!BOND.test(toldOnTheWay ? question : asked) || PROPOSAL.test(asked)) return null;
  const relatives = people.filter((p) => p.relation !== "partner");
  const who = kinNamed(asked, relatives) ?? kinNamed(question, relatives);
  const relation = who ? KIN_RELATION[who] : relatives.length === 1 ? relatives[0]!.relation : undefined;
  const kin = who ?? (relation && GENERAL_KIN[relation]);
  if (!relation || !kin || relation === "partner") return null;
  const own = KIN_HOUSE[kin] ?? RELATIVE_HOUSE[relation];
  if (!own) return null;
  const house = relation === "sibling" && ELDER.test(question) ? 11 : own;
  return { relation, who: kin, relativeHouse: house, matterHouse: 1, house, bond: true };
}

/** The natural significator of a relative, for the asker's bond with them. */
export const KIN_KARAKA: Readonly<Record<Kin, Graha>> = {
  husband: "venus",
  wife: "venus",
  spouse: "venus",
  son: "jupiter",
  daughter: "jupiter",
  child: "jupiter",
  brother: "mars",
  sister: "mars",
  sibling: "mars",
  mother: "moon",
  father: "sun",
  friend: "mercury",
  // The spouse's parents, as parents; the spouse's family through the spouse.
  mother_in_law: "moon",
  father_in_law: "sun",
  in_laws: "venus",
};

/**
 * "your husband", "आपके पति": the relative, as a reply names them. `he` is the person's sex
 * where the word tells it; `hiFem` is the Hindi word's gender, which a possessive takes
 * (आपकी बेटी, आपकी संतान, आपके बेटे).
 */
export const KIN_NAMES: Readonly<
  Record<Kin, { readonly en: string; readonly hi: string; readonly he: boolean | null; readonly hiFem: boolean }>
> = {
  husband: { en: "husband", hi: "पति", he: true, hiFem: false },
  wife: { en: "wife", hi: "पत्नी", he: false, hiFem: true },
  spouse: { en: "spouse", hi: "जीवनसाथी", he: null, hiFem: false },
  son: { en: "son", hi: "बेटे", he: true, hiFem: false },
  daughter: { en: "daughter", hi: "बेटी", he: false, hiFem: true },
  child: { en: "child", hi: "संतान", he: null, hiFem: true },
  brother: { en: "brother", hi: "भाई", he: true, hiFem: false },
  sister: { en: "sister", hi: "बहन", he: false, hiFem: true },
  sibling: { en: "sibling", hi: "भाई-बहन", he: null, hiFem: false },
  mother: { en: "mother", hi: "माँ", he: false, hiFem: true },
  father: { en: "father", hi: "पिता", he: true, hiFem: false },
  friend: { en: "friend", hi: "मित्र", he: null, hiFem: false },
  mother_in_law: { en: "mother-in-law", hi: "सास", he: false, hiFem: true },
  father_in_law: { en: "father-in-law", hi: "ससुर", he: true, hiFem: false },
  in_laws: { en: "in-laws", hi: "ससुराल वालों", he: null, hiFem: false },
};
