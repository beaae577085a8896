import { describe, expect, it } from "vitest";
import { gunaMilan, KOOTA_MAX_POINTS, type GunaMilan, type KootaKey } from "./guna-milan.ts";

// ---------------------------------------------------------------------------------------
// Reference tables written out from the classical rules (Muhurta Chintamani / common
// almanac practice), by name, independently of the implementation's index tables.
// ---------------------------------------------------------------------------------------
const NAKSHATRAS = [
  "Ashwini",
  "Bharani",
  "Krittika",
  "Rohini",
  "Mrigashira",
  "Ardra",
  "Punarvasu",
  "Pushya",
  "Ashlesha",
  "Magha",
  "Purva Phalguni",
  "Uttara Phalguni",
  "Hasta",
  "Chitra",
  "Swati",
  "Vishakha",
  "Anuradha",
  "Jyeshtha",
  "Mula",
  "Purva Ashadha",
  "Uttara Ashadha",
  "Shravana",
  "Dhanishta",
  "Shatabhisha",
  "Purva Bhadrapada",
  "Uttara Bhadrapada",
  "Revati",
];
const SIGNS = [
  "Aries",
  "Taurus",
  "Gemini",
  "Cancer",
  "Leo",
  "Virgo",
  "Libra",
  "Scorpio",
  "Sagittarius",
  "Capricorn",
  "Aquarius",
  "Pisces",
];

const VARNA: Record<string, number> = {}; // Brahmin 4 > Kshatriya 3 > Vaishya 2 > Shudra 1
for (const s of ["Cancer", "Scorpio", "Pisces"]) VARNA[s] = 4;
for (const s of ["Aries", "Leo", "Sagittarius"]) VARNA[s] = 3;
for (const s of ["Taurus", "Virgo", "Capricorn"]) VARNA[s] = 2;
for (const s of ["Gemini", "Libra", "Aquarius"]) VARNA[s] = 1;

function vashya(sign: string, firstHalf: boolean): string {
  if (sign === "Sagittarius") return firstHalf ? "human" : "quadruped";
  if (sign === "Capricorn") return firstHalf ? "quadruped" : "water";
  return (
    {
      Aries: "quadruped",
      Taurus: "quadruped",
      Gemini: "human",
      Virgo: "human",
      Libra: "human",
      Aquarius: "human",
      Cancer: "water",
      Pisces: "water",
      Leo: "wild",
      Scorpio: "insect",
    } as Record<string, string>
  )[sign]!;
}
// groom row → bride column
const VASHYA_TABLE: Record<string, Record<string, number>> = {
  quadruped: { quadruped: 2, human: 1, water: 1, wild: 0.5, insect: 1 },
  human: { quadruped: 1, human: 2, water: 0.5, wild: 0, insect: 1 },
  water: { quadruped: 1, human: 0.5, water: 2, wild: 1, insect: 1 },
  wild: { quadruped: 0.5, human: 0, water: 1, wild: 2, insect: 0 },
  insect: { quadruped: 1, human: 1, water: 1, wild: 0, insect: 2 },
};

const YONI: Record<string, string> = {
  Ashwini: "horse",
  Shatabhisha: "horse",
  Bharani: "elephant",
  Revati: "elephant",
  Krittika: "sheep",
  Pushya: "sheep",
  Rohini: "serpent",
  Mrigashira: "serpent",
  Ardra: "dog",
  Mula: "dog",
  Punarvasu: "cat",
  Ashlesha: "cat",
  Magha: "rat",
  "Purva Phalguni": "rat",
  "Uttara Phalguni": "cow",
  "Uttara Bhadrapada": "cow",
  Hasta: "buffalo",
  Swati: "buffalo",
  Chitra: "tiger",
  Vishakha: "tiger",
  Anuradha: "deer",
  Jyeshtha: "deer",
  "Purva Ashadha": "monkey",
  Shravana: "monkey",
  "Uttara Ashadha": "mongoose",
  Dhanishta: "lion",
  "Purva Bhadrapada": "lion",
};
const SWORN_ENEMIES = [
  ["horse", "buffalo"],
  ["elephant", "lion"],
  ["sheep", "monkey"],
  ["serpent", "mongoose"],
  ["dog", "deer"],
  ["cat", "rat"],
  ["cow", "tiger"],
];
// Friendly (3) and enemy (1) yoni pairs of the usual table; all other different pairs are neutral (2).
const YONI_FRIENDS = [
  ["horse", "serpent"],
  ["horse", "deer"],
  ["horse", "monkey"],
  ["elephant", "sheep"],
  ["elephant", "serpent"],
  ["elephant", "buffalo"],
  ["elephant", "monkey"],
  ["sheep", "cow"],
  ["sheep", "buffalo"],
  ["sheep", "mongoose"],
  ["cat", "deer"],
  ["cat", "monkey"],
  ["cow", "buffalo"],
  ["cow", "deer"],
  ["monkey", "mongoose"],
];
const YONI_ENEMIES = [
  ["horse", "cow"],
  ["horse", "tiger"],
  ["horse", "lion"],
  ["elephant", "tiger"],
  ["sheep", "dog"],
  ["sheep", "rat"],
  ["sheep", "tiger"],
  ["sheep", "lion"],
  ["serpent", "cat"],
  ["serpent", "rat"],
  ["serpent", "cow"],
  ["serpent", "buffalo"],
  ["dog", "sheep"],
  ["dog", "rat"],
  ["dog", "tiger"],
  ["dog", "mongoose"],
  ["dog", "lion"],
  ["cat", "serpent"],
  ["cat", "tiger"],
  ["cat", "lion"],
  ["rat", "mongoose"],
  ["cow", "lion"],
  ["buffalo", "serpent"],
  ["buffalo", "tiger"],
  ["buffalo", "lion"],
  ["tiger", "deer"],
  ["tiger", "monkey"],
  ["tiger", "lion"],
  ["deer", "lion"],
  ["monkey", "tiger"],
  ["mongoose", "dog"],
];
function yoni(a: string, b: string): number {
  const has = (list: string[][]) => list.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  if (a === b) return 4;
  if (has(SWORN_ENEMIES)) return 0;
  if (has(YONI_FRIENDS)) return 3;
  if (has(YONI_ENEMIES)) return 1;
  return 2;
}

const LORD: Record<string, string> = {
  Aries: "Mars",
  Taurus: "Venus",
  Gemini: "Mercury",
  Cancer: "Moon",
  Leo: "Sun",
  Virgo: "Mercury",
  Libra: "Venus",
  Scorpio: "Mars",
  Sagittarius: "Jupiter",
  Capricorn: "Saturn",
  Aquarius: "Saturn",
  Pisces: "Jupiter",
};
const FRIENDS: Record<string, string[]> = {
  Sun: ["Moon", "Mars", "Jupiter"],
  Moon: ["Sun", "Mercury"],
  Mars: ["Sun", "Moon", "Jupiter"],
  Mercury: ["Sun", "Venus"],
  Jupiter: ["Sun", "Moon", "Mars"],
  Venus: ["Mercury", "Saturn"],
  Saturn: ["Mercury", "Venus"],
};
const ENEMIES: Record<string, string[]> = {
  Sun: ["Venus", "Saturn"],
  Moon: [],
  Mars: ["Mercury"],
  Mercury: ["Moon"],
  Jupiter: ["Mercury", "Venus"],
  Venus: ["Sun", "Moon"],
  Saturn: ["Sun", "Moon", "Mars"],
};
const rel = (a: string, b: string) => (FRIENDS[a]!.includes(b) ? 1 : ENEMIES[a]!.includes(b) ? -1 : 0);
function maitri(a: string, b: string): number {
  if (a === b) return 5;
  const [x, y] = [rel(a, b), rel(b, a)];
  const key = [x, y].sort().join(",");
  return ({ "1,1": 5, "0,1": 4, "0,0": 3, "-1,1": 1, "-1,0": 0.5, "-1,-1": 0 } as Record<string, number>)[key]!;
}

const DEVA = ["Ashwini", "Mrigashira", "Punarvasu", "Pushya", "Hasta", "Swati", "Anuradha", "Shravana", "Revati"];
const RAKSHASA = [
  "Krittika",
  "Ashlesha",
  "Magha",
  "Chitra",
  "Vishakha",
  "Jyeshtha",
  "Mula",
  "Dhanishta",
  "Shatabhisha",
];
const gana = (n: string) => (DEVA.includes(n) ? "deva" : RAKSHASA.includes(n) ? "rakshasa" : "manushya");
const GANA_TABLE: Record<string, Record<string, number>> = {
  // groom → bride
  deva: { deva: 6, manushya: 6, rakshasa: 1 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
};

const ADI = [
  "Ashwini",
  "Ardra",
  "Punarvasu",
  "Uttara Phalguni",
  "Hasta",
  "Jyeshtha",
  "Mula",
  "Shatabhisha",
  "Purva Bhadrapada",
];
const MADHYA = [
  "Bharani",
  "Mrigashira",
  "Pushya",
  "Purva Phalguni",
  "Chitra",
  "Anuradha",
  "Purva Ashadha",
  "Dhanishta",
  "Uttara Bhadrapada",
];
const nadi = (n: string) => (ADI.includes(n) ? "adi" : MADHYA.includes(n) ? "madhya" : "antya");

const moonAt = (deg: number) => ({
  sign: SIGNS[Math.floor(deg / 30)]!,
  nak: NAKSHATRAS[Math.floor(deg / (40 / 3))]!,
  n: Math.floor(deg / (40 / 3)),
  s: Math.floor(deg / 30),
  half: deg % 30 < 15,
});

function expected(groomDeg: number, brideDeg: number) {
  const g = moonAt(groomDeg);
  const b = moonAt(brideDeg);
  const tara = (from: number, to: number) => {
    const count = ((to - from + 27) % 27) + 1;
    const r = count % 9;
    return [3, 5, 7].includes(r) ? 0 : 1.5;
  };
  const dist = ((g.s - b.s + 12) % 12) + 1;
  const bhakoot = [2, 12, 5, 9, 6, 8].includes(dist) ? 0 : 7;
  return {
    varna: VARNA[g.sign]! >= VARNA[b.sign]! ? 1 : 0,
    vashya: VASHYA_TABLE[vashya(g.sign, g.half)]![vashya(b.sign, b.half)]!,
    tara: tara(b.n, g.n) + tara(g.n, b.n),
    yoni: yoni(YONI[g.nak]!, YONI[b.nak]!),
    grahaMaitri: maitri(LORD[g.sign]!, LORD[b.sign]!),
    gana: GANA_TABLE[gana(g.nak)]![gana(b.nak)]!,
    bhakoot,
    nadi: nadi(g.nak) === nadi(b.nak) ? 0 : 8,
  };
}

describe("gunaMilan vs a reference table written from the classical rules", () => {
  it("matches every koota for all 108 × 108 pada pairs (middle of each pada)", () => {
    for (let gp = 0; gp < 108; gp++)
      for (let bp = 0; bp < 108; bp++) {
        const gDeg = (gp + 0.5) * (10 / 3),
          bDeg = (bp + 0.5) * (10 / 3);
        const m = gunaMilan({ moonLongitudeDeg: gDeg }, { moonLongitudeDeg: bDeg });
        const exp = expected(gDeg, bDeg);
        const got = Object.fromEntries(m.kootas.map((k) => [k.key, k.points]));
        expect(got, `groom ${gDeg} bride ${bDeg}`).toEqual(exp);
        expect(m.totalPoints).toBe(Object.values(exp).reduce((a, v) => a + v, 0));
      }
  });

  it("gives each koota's maximum and a reason", () => {
    const m = gunaMilan({ moonLongitudeDeg: 10 }, { moonLongitudeDeg: 200 });
    expect(m.kootas.map((k) => k.maxPoints)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(m.maxPoints).toBe(36);
    for (const k of m.kootas) expect(k.reason.length).toBeGreaterThan(5);
  });
});

describe("nadi and bhakoot dosha exceptions", () => {
  const points = (m: GunaMilan, key: KootaKey) => m.kootas.find((k) => k.key === key)!.points;
  it.each([
    ["nadi", "same nakshatra in different signs (Krittika 1 in Aries, 2 in Taurus)", 28, 31, true],
    ["nadi", "same nakshatra and sign, different padas (Rohini 1 and 3)", 41, 48, true],
    ["nadi", "same nakshatra, sign and pada (Rohini 1)", 41, 42, false],
    ["nadi", "same sign, different nakshatras of the same nadi (Ardra and Punarvasu in Gemini)", 70, 85, true],
    ["bhakoot", "6/8 with the same lord (Aries–Scorpio, both Mars)", 15, 225, true],
    ["bhakoot", "5/9 with friendly lords (Aries–Leo, Mars and Sun)", 15, 135, true],
    ["bhakoot", "6/8 with unfriendly lords (Taurus–Sagittarius)", 45, 255, false],
    ["bhakoot", "2/12 with neutral lords (Aries–Taurus)", 15, 45, false],
  ] as const)("%s, %s: present, cancelled %s", (koota, _, groom, bride, cancelled) => {
    const plain = gunaMilan({ moonLongitudeDeg: groom }, { moonLongitudeDeg: bride });
    const awarded = gunaMilan({ moonLongitudeDeg: groom }, { moonLongitudeDeg: bride }, { awardCancelledDoshas: true });
    expect(plain[`${koota}Dosha`]).toMatchObject({ present: true, cancelled });
    expect(points(plain, koota)).toBe(0);
    // A cancelled dosha scores the koota's full points only when asked.
    expect(points(awarded, koota)).toBe(cancelled ? KOOTA_MAX_POINTS[koota] : 0);
  });
  it("different nadis: no dosha, full 8", () => {
    const m = gunaMilan({ moonLongitudeDeg: 5 }, { moonLongitudeDeg: 20 });
    expect(m.nadiDosha.present).toBe(false);
    expect(points(m, "nadi")).toBe(8);
  });
  it("awards 7 for a cancelled bhakoot only when asked", () => {
    const plain = gunaMilan({ moonLongitudeDeg: 15 }, { moonLongitudeDeg: 225 });
    const awarded = gunaMilan({ moonLongitudeDeg: 15 }, { moonLongitudeDeg: 225 }, { awardCancelledDoshas: true });
    expect(awarded.totalPoints - plain.totalPoints).toBe(7);
  });
});
