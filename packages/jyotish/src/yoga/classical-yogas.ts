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
  const raja: string[] = [];
  const rajaGrahas: Graha[] = [];
  for (const k of KENDRAS)
    for (const t of TRIKONAS) {
      if (k === t) continue;
      const a = lordOf(k),
        b = lordOf(t);
      if (a === b) {
        if (k !== 1) {
          raja.push(`${a} owns kendra ${k} and trikona ${t} (yogakaraka)`);
          rajaGrahas.push(a);
        }
        continue;
      }
      const how = association(a, b, signs);
      if (how) {
        raja.push(`lord of ${k} (${a}) and lord of ${t} (${b}) ${how}`);
        rajaGrahas.push(a, b);
      }
    }
  results.push(
    yoga(
      "raja",
      "Raja",
      "Lord of a kendra (1, 4, 7, 10) conjunct, in mutual aspect or exchanging signs with the lord of a trikona (1, 5, 9); or one graha owning both",
      rajaGrahas,
      [...new Set(raja)],
    ),
  );

  // Dhana yoga: lords of the wealth houses 2 and 11 associated with lords of 1, 5, 9 (or each other).
  const dhana: string[] = [];
  const dhanaGrahas: Graha[] = [];
  const wealth = [2, 11];
  for (const w of wealth)
    for (const o of [1, 5, 9, 2, 11]) {
      if (o === w || (wealth.includes(o) && o < w)) continue;
      const a = lordOf(w),
        b = lordOf(o);
      if (a === b) continue;
      const how = association(a, b, signs);
      if (how) {
        dhana.push(`lord of ${w} (${a}) and lord of ${o} (${b}) ${how}`);
        dhanaGrahas.push(a, b);
      }
    }
  results.push(
    yoga(
      "dhana",
      "Dhana",
      "Lord of the 2nd or 11th conjunct, in mutual aspect or exchanging signs with the lord of the 1st, 5th, 9th, 2nd or 11th",
      dhanaGrahas,
      [...new Set(dhana)],
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
