import type { Graha } from "../astro/graha-positions.ts";
import { aspectsSign, houseFrom } from "../chart/aspects.ts";
import { EXALTATION_SIGN } from "../chart/dignity.ts";
import { SIGN_LORDS } from "../chart/zodiac.ts";

/** Keys of the yogas the engine checks. */
export type YogaKey =
  | "gajakesari"
  | "budhaditya"
  | "ruchaka"
  | "bhadra"
  | "hamsa"
  | "malavya"
  | "shasha"
  | "chandra-mangala"
  | "kemadruma"
  | "raja"
  | "dhana"
  | "vipareeta-raja";

/** One checked yoga: whether it is present, the rule checked, and what formed it. */
export interface YogaResult {
  readonly key: YogaKey;
  readonly name: string;
  readonly present: boolean;
  /** The rule checked, in words. */
  readonly rule: string;
  /** Grahas forming the yoga (empty when absent). */
  readonly grahas: readonly Graha[];
  /** One line per instance (e.g. each kendra–trikona lord pair), empty when absent. */
  readonly details: readonly string[];
}

/** Signs of the ascendant and of the nine grahas (0 = Aries). */
export interface YogaInput {
  readonly ascendantSignIndex: number;
  readonly signs: Readonly<Record<Graha, number>>;
}

const SEVEN: readonly Graha[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];
const KENDRAS = [1, 4, 7, 10];
const TRIKONAS = [1, 5, 9];

const MAHAPURUSHA: readonly [YogaKey, string, Graha][] = [
  ["ruchaka", "Ruchaka", "mars"],
  ["bhadra", "Bhadra", "mercury"],
  ["hamsa", "Hamsa", "jupiter"],
  ["malavya", "Malavya", "venus"],
  ["shasha", "Shasha", "saturn"],
];

/** How two grahas are associated (sambandha): conjunction, mutual aspect or sign exchange. */
function association(a: Graha, b: Graha, signs: Readonly<Record<Graha, number>>): string | null {
  const sa = signs[a],
    sb = signs[b];
  if (sa === sb) return "conjunct";
  if (aspectsSign(a, sa, sb) && aspectsSign(b, sb, sa)) return "in mutual aspect";
  if (SIGN_LORDS[sa] === b && SIGN_LORDS[sb] === a) return "exchange signs";
  return null;
}

/** Each kendra with each other trikona, kendra first: the house pairs of a Raja yoga. */
const RAJA_HOUSES = KENDRAS.flatMap((k) => TRIKONAS.filter((t) => t !== k).map((t) => [k, t] as const));
/** A wealth house (2, 11) with 1, 5, 9 or the other wealth house: the house pairs of a Dhana yoga. */
const DHANA_HOUSES = [
  [2, 1],
  [2, 5],
  [2, 9],
  [2, 11],
  [11, 1],
  [11, 5],
  [11, 9],
] as const;

/**
 * The lords of each pair of houses that are associated, one line each (repeats dropped), and
 * the grahas involved. A pair whose houses share one lord gets `sameLord`'s line, if any.
 */
function lordLinks(
  pairs: readonly (readonly [number, number])[],
  lordOf: (house: number) => Graha,
  signs: Readonly<Record<Graha, number>>,
  sameLord: (h1: number, h2: number, lord: Graha) => string | null = () => null,
): { details: string[]; grahas: Graha[] } {
  const details: string[] = [];
  const grahas: Graha[] = [];
  for (const [h1, h2] of pairs) {
    const a = lordOf(h1),
      b = lordOf(h2);
    const how = a === b ? null : association(a, b, signs);
    const line = a === b ? sameLord(h1, h2, a) : how && `lord of ${h1} (${a}) and lord of ${h2} (${b}) ${how}`;
    if (line) {
      details.push(line);
      grahas.push(a, b);
    }
  }
  return { details: [...new Set(details)], grahas };
}

function yoga(
  key: YogaKey,
  name: string,
  rule: string,
  grahas: readonly Graha[],
  details: readonly string[],
): YogaResult {
  const present = details.length > 0;
  return { key, name, present, rule, grahas: present ? [...new Set(grahas)] : [], details };
}

/**
 * Checks a set of classical yogas on the rashi chart (whole-sign houses), each with the
 * rule it applies: Gajakesari, Budhaditya, the five Mahapurusha yogas, Chandra-Mangala,
 * Kemadruma, Raja yogas and Dhana yogas from house lords, and Vipareeta Raja yoga.
 * Cancellations (e.g. of Kemadruma) are reported in `details`, not applied.
 *
 * @example
 * findYogas({ ascendantSignIndex: 0, signs: { sun: 0, moon: 3, mars: 9, mercury: 0, jupiter: 9, venus: 1, saturn: 6, rahu: 2, ketu: 8 } })
 *   .filter((y) => y.present).map((y) => y.key); // includes "gajakesari", "budhaditya", "ruchaka"
 */
export function findYogas(input: YogaInput): readonly YogaResult[] {
  const { signs, ascendantSignIndex: asc } = input;
  const house = (g: Graha) => houseFrom(asc, signs[g]);
  const lordOf = (h: number) => SIGN_LORDS[(asc + h - 1) % 12]!;
  const fromMoon = (g: Graha) => houseFrom(signs.moon, signs[g]);
  const results: YogaResult[] = [];

  const jFromMoon = fromMoon("jupiter");
  results.push(
    yoga(
      "gajakesari",
      "Gajakesari",
      "Jupiter in a kendra (1st, 4th, 7th or 10th) from the Moon",
      ["jupiter", "moon"],
      KENDRAS.includes(jFromMoon) ? [`Jupiter in house ${jFromMoon} from the Moon`] : [],
    ),
  );

  results.push(
    yoga(
      "budhaditya",
      "Budhaditya",
      "Sun and Mercury in the same sign",
      ["sun", "mercury"],
      signs.sun === signs.mercury ? [`Sun and Mercury together in house ${house("sun")}`] : [],
    ),
  );

  for (const [key, name, g] of MAHAPURUSHA) {
    const strong = signs[g] === EXALTATION_SIGN[g] || SIGN_LORDS[signs[g]] === g;
    const kendra = KENDRAS.includes(house(g));
    results.push(
      yoga(
        key,
        name,
        `${g[0]!.toUpperCase()}${g.slice(1)} in its own or exaltation sign in a kendra from the ascendant`,
        [g],
        strong && kendra
          ? [`${g} in house ${house(g)}, ${signs[g] === EXALTATION_SIGN[g] ? "exalted" : "own sign"}`]
          : [],
      ),
    );
  }

  const mm = houseFrom(signs.moon, signs.mars);
  results.push(
    yoga(
      "chandra-mangala",
      "Chandra-Mangala",
      "Moon and Mars in the same sign or in mutual 7th aspect",
      ["moon", "mars"],
      mm === 1 ? ["Moon and Mars conjunct"] : mm === 7 ? ["Moon and Mars in mutual aspect"] : [],
    ),
  );

  const flank = SEVEN.filter((g) => g !== "sun" && g !== "moon" && [2, 12].includes(fromMoon(g)));
  const kemadruma = flank.length === 0;
  const cancelling = SEVEN.filter((g) => g !== "moon" && (KENDRAS.includes(house(g)) || KENDRAS.includes(fromMoon(g))));
  results.push(
    yoga(
      "kemadruma",
      "Kemadruma",
      "No graha other than the Sun (and the nodes) in the 2nd or 12th sign from the Moon",
      ["moon"],
      kemadruma
        ? [
            cancelling.length > 0
              ? `cancelled by ${cancelling.join(", ")} in a kendra from the ascendant or Moon`
              : "not cancelled",
          ]
        : [],
    ),
  );

  // Raja yoga: a kendra lord associated with a trikona lord, or one graha owning both.
  const raja = lordLinks(RAJA_HOUSES, lordOf, signs, (k, t, lord) =>
    k === 1 ? null : `${lord} owns kendra ${k} and trikona ${t} (yogakaraka)`,
  );
  results.push(
    yoga(
      "raja",
      "Raja",
      "Lord of a kendra (1, 4, 7, 10) conjunct, in mutual aspect or exchanging signs with the lord of a trikona (1, 5, 9); or one graha owning both",
      raja.grahas,
      raja.details,
    ),
  );

  // Dhana yoga: lords of the wealth houses 2 and 11 associated with lords of 1, 5, 9 (or each other).
  const dhana = lordLinks(DHANA_HOUSES, lordOf, signs);
  results.push(
    yoga(
      "dhana",
      "Dhana",
      "Lord of the 2nd or 11th conjunct, in mutual aspect or exchanging signs with the lord of the 1st, 5th, 9th, 2nd or 11th",
      dhana.grahas,
      dhana.details,
    ),
  );

  const dusthanas = [6, 8, 12];
  const vip: string[] = [];
  const vipGrahas: Graha[] = [];
  const variant: Record<number, string> = { 6: "Harsha", 8: "Sarala", 12: "Vimala" };
  for (const d of dusthanas) {
    const l = lordOf(d);
    if (dusthanas.includes(house(l))) {
      vip.push(`${variant[d]}: lord of ${d} (${l}) in house ${house(l)}`);
      vipGrahas.push(l);
    }
  }
  results.push(
    yoga(
      "vipareeta-raja",
      "Vipareeta Raja",
      "Lord of the 6th, 8th or 12th placed in the 6th, 8th or 12th",
      vipGrahas,
      vip,
    ),
  );

  return results;
}
