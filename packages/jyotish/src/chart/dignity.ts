import type { Graha } from "../astro/graha-positions.ts";
import { signedDiffDeg } from "../astro/angles.ts";
import { SIGN_LORDS } from "./zodiac.ts";

/** Dignity of a graha in its sign, strongest first. */
export type Dignity = "exalted" | "debilitated" | "moolatrikona" | "own" | "friendly" | "neutral" | "enemy";

/** Natural (naisargika) relationship of one graha to another. */
export type Relationship = "friend" | "neutral" | "enemy";

/** Five-fold (panchadha) relationship: natural combined with temporary. */
export type CompoundRelationship = "great-friend" | "friend" | "neutral" | "enemy" | "great-enemy";

/** Exaltation sign (0 = Aries) of each graha; debilitation is the opposite sign. Rahu in Taurus, Ketu in Scorpio. */
export const EXALTATION_SIGN: Readonly<Record<Graha, number>> = {
  sun: 0,
  moon: 1,
  mars: 9,
  mercury: 5,
  jupiter: 3,
  venus: 11,
  saturn: 6,
  rahu: 1,
  ketu: 7,
};

/** Moolatrikona sign and degree range [from, to) within it (BPHS). */
export const MOOLATRIKONA: Readonly<Partial<Record<Graha, { sign: number; fromDeg: number; toDeg: number }>>> = {
  sun: { sign: 4, fromDeg: 0, toDeg: 20 },
  moon: { sign: 1, fromDeg: 3, toDeg: 30 },
  mars: { sign: 0, fromDeg: 0, toDeg: 12 },
  mercury: { sign: 5, fromDeg: 15, toDeg: 20 },
  jupiter: { sign: 8, fromDeg: 0, toDeg: 10 },
  venus: { sign: 6, fromDeg: 0, toDeg: 15 },
  saturn: { sign: 10, fromDeg: 0, toDeg: 20 },
};

// Natural friendships (BPHS ch. 3); nodes as commonly taken: like Saturn.
const FRIENDS: Readonly<Record<Graha, readonly Graha[]>> = {
  sun: ["moon", "mars", "jupiter"],
  moon: ["sun", "mercury"],
  mars: ["sun", "moon", "jupiter"],
  mercury: ["sun", "venus"],
  jupiter: ["sun", "moon", "mars"],
  venus: ["mercury", "saturn"],
  saturn: ["mercury", "venus"],
  rahu: ["mercury", "venus", "saturn"],
  ketu: ["mercury", "venus", "saturn"],
};
const ENEMIES: Readonly<Record<Graha, readonly Graha[]>> = {
  sun: ["venus", "saturn"],
  moon: [],
  mars: ["mercury"],
  mercury: ["moon"],
  jupiter: ["mercury", "venus"],
  venus: ["sun", "moon"],
  saturn: ["sun", "moon", "mars"],
  rahu: ["sun", "moon", "mars"],
  ketu: ["sun", "moon", "mars"],
};

/**
 * Natural relationship of graha `of` towards graha `to` (not symmetric).
 *
 * @example
 * naturalRelationship("sun", "saturn"); // "enemy"
 * naturalRelationship("saturn", "jupiter"); // "neutral"
 */
export function naturalRelationship(of: Graha, to: Graha): Relationship {
  if (of === to) return "friend";
  if (FRIENDS[of].includes(to)) return "friend";
  if (ENEMIES[of].includes(to)) return "enemy";
  return "neutral";
}

/**
 * Compound relationship: natural plus temporary (grahas in the 2nd, 3rd, 4th, 10th, 11th
 * or 12th sign from each other are temporary friends, otherwise temporary enemies).
 *
 * @example
 * compoundRelationship("sun", 0, "moon", 1); // "great-friend"
 */
export function compoundRelationship(of: Graha, ofSign: number, to: Graha, toSign: number): CompoundRelationship {
  const house = ((toSign - ofSign + 12) % 12) + 1;
  const temporaryFriend = [2, 3, 4, 10, 11, 12].includes(house);
  const score = { friend: 1, neutral: 0, enemy: -1 }[naturalRelationship(of, to)] + (temporaryFriend ? 1 : -1);
  return (["great-enemy", "enemy", "neutral", "friend", "great-friend"] as const)[score + 2]!;
}

/**
 * Dignity of a graha at a sidereal longitude: exaltation or debilitation sign, moolatrikona
 * range (for the Moon in Taurus from 3°, for Mercury in Virgo from 15°: before that
 * exalted; Mercury in Virgo 20–30° is own), own sign, else the natural relationship to the sign's lord. For Rahu and Ketu
 * only exaltation/debilitation and the lord relationship apply.
 *
 * @example
 * dignityOf("sun", 10); // "exalted"
 * dignityOf("sun", 130); // "moolatrikona" (Leo 10°)
 */
export function dignityOf(graha: Graha, longitudeDeg: number): Dignity {
  const lon = ((longitudeDeg % 360) + 360) % 360;
  const sign = Math.floor(lon / 30);
  const degInSign = lon - sign * 30;
  const mt = MOOLATRIKONA[graha];
  // Where exaltation and moolatrikona share a sign (Moon in Taurus, Mercury in Virgo) the
  // exaltation holds only before the moolatrikona range starts.
  const exaltedHere = sign === EXALTATION_SIGN[graha] && !(mt && mt.sign === sign && degInSign >= mt.fromDeg);
  if (exaltedHere) return "exalted";
  if (sign === (EXALTATION_SIGN[graha] + 6) % 12) return "debilitated";
  if (mt && mt.sign === sign && degInSign >= mt.fromDeg && degInSign < mt.toDeg) return "moolatrikona";
  const lord = SIGN_LORDS[sign]!;
  if (lord === graha) return "own";
  const rel = naturalRelationship(graha, lord);
  return rel === "friend" ? "friendly" : rel;
}

/** Combustion orbs (degrees from the Sun); Mercury and Venus have smaller orbs when retrograde. */
export const COMBUSTION_ORB_DEG: Readonly<Partial<Record<Graha, { direct: number; retrograde: number }>>> = {
  moon: { direct: 12, retrograde: 12 },
  mars: { direct: 17, retrograde: 17 },
  mercury: { direct: 14, retrograde: 12 },
  jupiter: { direct: 11, retrograde: 11 },
  venus: { direct: 10, retrograde: 8 },
  saturn: { direct: 15, retrograde: 15 },
};

/**
 * Whether a graha is combust (asta): within its orb of the Sun. The Sun and the nodes never are.
 *
 * @example
 * isCombust("mercury", 105, 100, false); // true (5° from the Sun)
 */
export function isCombust(graha: Graha, longitudeDeg: number, sunLongitudeDeg: number, retrograde: boolean): boolean {
  const orb = COMBUSTION_ORB_DEG[graha];
  if (!orb) return false;
  return Math.abs(signedDiffDeg(longitudeDeg, sunLongitudeDeg)) <= (retrograde ? orb.retrograde : orb.direct);
}
