import { normalizeDeg } from "../astro/angles.ts";
import { naturalRelationship } from "../chart/dignity.ts";
import { NAKSHATRA_SPAN_DEG, PADA_SPAN_DEG, SIGN_LORDS } from "../chart/zodiac.ts";

/** The eight kootas of Ashtakoota matching, with their maximum points. */
export type KootaKey = "varna" | "vashya" | "tara" | "yoni" | "grahaMaitri" | "gana" | "bhakoot" | "nadi";
export const KOOTA_MAX_POINTS: Readonly<Record<KootaKey, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};

/** A person's Moon for matching. */
export interface MoonPlacement {
  /** Sidereal Moon longitude (degrees). */
  readonly moonLongitudeDeg: number;
}

/** One koota's result. */
export interface KootaScore {
  readonly key: KootaKey;
  readonly points: number;
  readonly maxPoints: number;
  readonly reason: string;
}

/** A dosha (bhakoot or nadi) and whether a classical exception cancels it. */
export interface MatchDosha {
  readonly present: boolean;
  readonly cancelled: boolean;
  readonly reason: string;
}

/** Ashtakoota guna milan result. */
export interface GunaMilan {
  readonly kootas: readonly KootaScore[];
  /** Sum of the koota points, 0–36. */
  readonly totalPoints: number;
  readonly maxPoints: 36;
  readonly bhakootDosha: MatchDosha;
  readonly nadiDosha: MatchDosha;
}

/** Options of {@link gunaMilan}. */
export interface GunaMilanOptions {
  /**
   * When a bhakoot or nadi dosha is cancelled by an exception, give that koota its full
   * points (a common practice). Default false: points follow the basic rule and the
   * cancellation is only reported.
   */
  readonly awardCancelledDoshas?: boolean;
}

const VARNA_NAMES = ["Shudra", "Vaishya", "Kshatriya", "Brahmin"];
// Varna rank by sign: water Brahmin (3), fire Kshatriya (2), earth Vaishya (1), air Shudra (0).
const VARNA_OF_SIGN = [2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0, 3];

type Vashya = "chatushpada" | "manava" | "jalachara" | "vanachara" | "keeta";
const VASHYA_ORDER: readonly Vashya[] = ["chatushpada", "manava", "jalachara", "vanachara", "keeta"];
// Rows: groom's vashya, columns: bride's (order above).
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

function vashyaOf(longitudeDeg: number): Vashya {
  const sign = Math.floor(longitudeDeg / 30);
  const firstHalf = longitudeDeg - sign * 30 < 15;
  switch (sign) {
    case 0:
    case 1:
      return "chatushpada";
    case 2:
    case 5:
    case 6:
    case 10:
      return "manava";
    case 3:
    case 11:
      return "jalachara";
    case 4:
      return "vanachara";
    case 7:
      return "keeta";
    case 8:
      return firstHalf ? "manava" : "chatushpada";
    default:
      return firstHalf ? "chatushpada" : "jalachara"; // Capricorn
  }
}

const TARA_NAMES = ["Janma", "Sampat", "Vipat", "Kshema", "Pratyak", "Sadhana", "Vadha", "Mitra", "Ati-mitra"];

const YONI_ANIMALS = [
  "horse",
  "elephant",
  "sheep",
  "serpent",
  "dog",
  "cat",
  "rat",
  "cow",
  "buffalo",
  "tiger",
  "deer",
  "monkey",
  "mongoose",
  "lion",
] as const;
// Animal of each nakshatra, 0 = Ashwini.
const YONI_OF_NAKSHATRA = [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1];
// Symmetric yoni compatibility (same order as YONI_ANIMALS).
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

const GANA_NAMES = ["Deva", "Manushya", "Rakshasa"];
// Gana of each nakshatra, 0 = Ashwini: 0 Deva, 1 Manushya, 2 Rakshasa.
const GANA_OF_NAKSHATRA = [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0];
// Rows: groom's gana, columns: bride's.
const GANA_POINTS = [
  [6, 6, 1],
  [5, 6, 0],
  [1, 0, 6],
];

const NADI_NAMES = ["Adi", "Madhya", "Antya"];
function nadiOf(nakshatra: number): number {
  return [0, 1, 2, 2, 1, 0][nakshatra % 6]!;
}

function moonFacts(m: MoonPlacement) {
  const lon = normalizeDeg(m.moonLongitudeDeg);
  const sign = Math.floor(lon / 30);
  const nakshatra = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const pada = Math.floor(lon / PADA_SPAN_DEG) % 4;
  return { lon, sign, nakshatra, pada };
}

function maitriPoints(a: ReturnType<typeof naturalRelationship>, b: ReturnType<typeof naturalRelationship>): number {
  const key = [a, b].sort().join("+");
  return (
    {
      "friend+friend": 5,
      "friend+neutral": 4,
      "neutral+neutral": 3,
      "enemy+friend": 1,
      "enemy+neutral": 0.5,
      "enemy+enemy": 0,
    } as Record<string, number>
  )[key]!;
}

/**
 * Ashtakoota guna milan (36 points) between a groom and a bride from their Moons:
 * varna 1, vashya 2, tara 3, yoni 4, graha maitri 5, gana 6, bhakoot 7, nadi 8, each with
 * the reason. Bhakoot dosha (2/12, 5/9, 6/8 signs) is cancelled when both Moon signs have
 * the same lord or the lords are natural friends of each other; nadi dosha (same nadi) is
 * cancelled for the same nakshatra in different signs or padas, or the same sign with
 * different nakshatras.
 *
 * @example
 * gunaMilan({ moonLongitudeDeg: 10 }, { moonLongitudeDeg: 100 }).totalPoints;
 */
export function gunaMilan(groom: MoonPlacement, bride: MoonPlacement, options: GunaMilanOptions = {}): GunaMilan {
  const g = moonFacts(groom);
  const b = moonFacts(bride);
  const kootas: KootaScore[] = [];
  const push = (key: KootaKey, points: number, reason: string) =>
    kootas.push({ key, points, maxPoints: KOOTA_MAX_POINTS[key], reason });

  const gv = VARNA_OF_SIGN[g.sign]!,
    bv = VARNA_OF_SIGN[b.sign]!;
  push(
    "varna",
    gv >= bv ? 1 : 0,
    `groom ${VARNA_NAMES[gv]}, bride ${VARNA_NAMES[bv]}: ${gv >= bv ? "groom's varna equal or higher" : "bride's varna higher"}`,
  );

  const gVa = vashyaOf(g.lon),
    bVa = vashyaOf(b.lon);
  push("vashya", VASHYA_POINTS[VASHYA_ORDER.indexOf(gVa)]![VASHYA_ORDER.indexOf(bVa)]!, `groom ${gVa}, bride ${bVa}`);

  const taraOf = (from: number, to: number) => ((to - from + 27) % 27) % 9; // 0 = Janma … 8 = Ati-mitra
  const t1 = taraOf(b.nakshatra, g.nakshatra),
    t2 = taraOf(g.nakshatra, b.nakshatra);
  const bad = (t: number) => t === 2 || t === 4 || t === 6;
  push(
    "tara",
    (bad(t1) ? 0 : 1.5) + (bad(t2) ? 0 : 1.5),
    `from bride to groom ${TARA_NAMES[t1]}, from groom to bride ${TARA_NAMES[t2]}`,
  );

  const gy = YONI_OF_NAKSHATRA[g.nakshatra]!,
    by = YONI_OF_NAKSHATRA[b.nakshatra]!;
  push("yoni", YONI_POINTS[gy]![by]!, `groom ${YONI_ANIMALS[gy]}, bride ${YONI_ANIMALS[by]}`);

  const gl = SIGN_LORDS[g.sign]!,
    bl = SIGN_LORDS[b.sign]!;
  const gm = gl === bl ? 5 : maitriPoints(naturalRelationship(gl, bl), naturalRelationship(bl, gl));
  push(
    "grahaMaitri",
    gm,
    gl === bl
      ? `both Moon signs ruled by ${gl}`
      : `${gl} to ${bl}: ${naturalRelationship(gl, bl)}; ${bl} to ${gl}: ${naturalRelationship(bl, gl)}`,
  );

  const gg = GANA_OF_NAKSHATRA[g.nakshatra]!,
    bg = GANA_OF_NAKSHATRA[b.nakshatra]!;
  push("gana", GANA_POINTS[gg]![bg]!, `groom ${GANA_NAMES[gg]}, bride ${GANA_NAMES[bg]}`);

  const fromBride = ((g.sign - b.sign + 12) % 12) + 1,
    fromGroom = ((b.sign - g.sign + 12) % 12) + 1;
  const pair = [fromBride, fromGroom].sort((x, y) => x - y).join("/");
  const bhakootBad = ["2/12", "5/9", "6/8"].includes(pair);
  const bhakootCancel =
    bhakootBad && (gl === bl || (naturalRelationship(gl, bl) === "friend" && naturalRelationship(bl, gl) === "friend"));
  const bhakootDosha: MatchDosha = {
    present: bhakootBad,
    cancelled: bhakootCancel,
    reason: !bhakootBad
      ? `Moon signs ${pair} from each other`
      : bhakootCancel
        ? gl === bl
          ? `${pair} but both signs ruled by ${gl}`
          : `${pair} but lords ${gl} and ${bl} are friends`
        : `Moon signs ${pair} from each other`,
  };
  const award = options.awardCancelledDoshas ?? false;
  push("bhakoot", !bhakootBad || (bhakootCancel && award) ? 7 : 0, bhakootDosha.reason);

  const gn = nadiOf(g.nakshatra),
    bn = nadiOf(b.nakshatra);
  const sameNadi = gn === bn;
  let nadiCancelReason: string | null = null;
  if (sameNadi) {
    if (g.nakshatra === b.nakshatra && g.sign !== b.sign) nadiCancelReason = "same nakshatra but different Moon signs";
    else if (g.nakshatra === b.nakshatra && g.pada !== b.pada) nadiCancelReason = "same nakshatra but different padas";
    else if (g.sign === b.sign && g.nakshatra !== b.nakshatra)
      nadiCancelReason = "same Moon sign but different nakshatras";
  }
  const nadiDosha: MatchDosha = {
    present: sameNadi,
    cancelled: nadiCancelReason !== null,
    reason: sameNadi
      ? `both ${NADI_NAMES[gn]} nadi${nadiCancelReason ? `; cancelled: ${nadiCancelReason}` : ""}`
      : `groom ${NADI_NAMES[gn]}, bride ${NADI_NAMES[bn]}`,
  };
  push("nadi", !sameNadi || (nadiCancelReason !== null && award) ? 8 : 0, nadiDosha.reason);

  return { kootas, totalPoints: kootas.reduce((s, k) => s + k.points, 0), maxPoints: 36, bhakootDosha, nadiDosha };
}
