import { describe, expect, it } from "vitest";
import type { Graha } from "../astro/graha-positions.ts";
import { findYogas, type YogaKey } from "./classical-yogas.ts";

type Signs = Record<Graha, number>;
const base: Signs = { sun: 0, moon: 3, mars: 5, mercury: 1, jupiter: 7, venus: 11, saturn: 8, rahu: 2, ketu: 8 };
const present = (asc: number, signs: Partial<Signs>) =>
  new Map(findYogas({ ascendantSignIndex: asc, signs: { ...base, ...signs } }).map((y) => [y.key, y]));
const has = (asc: number, signs: Partial<Signs>, key: YogaKey) => present(asc, signs).get(key)!.present;

describe("findYogas", () => {
  it("checks every listed yoga and states its rule", () => {
    const all = findYogas({ ascendantSignIndex: 0, signs: base });
    expect(all.map((y) => y.key).sort()).toEqual([
      "bhadra",
      "budhaditya",
      "chandra-mangala",
      "dhana",
      "gajakesari",
      "hamsa",
      "kemadruma",
      "malavya",
      "raja",
      "ruchaka",
      "shasha",
      "vipareeta-raja",
    ]);
    for (const y of all) expect(y.rule.length).toBeGreaterThan(10);
  });

  it("Gajakesari: Jupiter in a kendra from the Moon", () => {
    expect(has(0, { moon: 3, jupiter: 0 }, "gajakesari")).toBe(true); // 10th from Moon
    expect(has(0, { moon: 3, jupiter: 4 }, "gajakesari")).toBe(false); // 2nd
  });

  it("Budhaditya: Sun and Mercury in one sign", () => {
    expect(has(0, { sun: 4, mercury: 4 }, "budhaditya")).toBe(true);
    expect(has(0, { sun: 4, mercury: 5 }, "budhaditya")).toBe(false);
  });

  it("Mahapurusha: own or exaltation sign in a kendra from the ascendant", () => {
    expect(has(0, { jupiter: 3 }, "hamsa")).toBe(true); // exalted in Cancer, 4th
    expect(has(1, { jupiter: 3 }, "hamsa")).toBe(false); // 3rd house
    expect(has(0, { saturn: 9 }, "shasha")).toBe(true); // own sign Capricorn, 10th
    expect(has(0, { mars: 0 }, "ruchaka")).toBe(true);
    expect(has(2, { mercury: 5 }, "bhadra")).toBe(true); // Virgo, 4th from Gemini
    expect(has(0, { venus: 6 }, "malavya")).toBe(true); // Libra, 7th
  });

  it("Chandra-Mangala: Moon with Mars or opposite it", () => {
    expect(has(0, { moon: 3, mars: 3 }, "chandra-mangala")).toBe(true);
    expect(has(0, { moon: 3, mars: 9 }, "chandra-mangala")).toBe(true);
    expect(has(0, { moon: 3, mars: 5 }, "chandra-mangala")).toBe(false);
  });

  it("Kemadruma: nothing but the Sun or nodes next to the Moon", () => {
    const signs: Partial<Signs> = {
      moon: 3,
      sun: 2,
      mars: 6,
      mercury: 6,
      jupiter: 9,
      venus: 0,
      saturn: 0,
      rahu: 4,
      ketu: 10,
    };
    expect(has(0, signs, "kemadruma")).toBe(true);
    expect(has(0, { ...signs, venus: 4 }, "kemadruma")).toBe(false); // Venus 2nd from Moon
  });

  it("Raja: kendra lord with trikona lord; yogakaraka", () => {
    // Aries ascendant: 10th lord Saturn conjunct 9th lord Jupiter.
    const r = present(0, { saturn: 5, jupiter: 5 }).get("raja")!;
    expect(r.present).toBe(true);
    expect(
      r.details.some(
        (d) => d.includes("lord of 10 (saturn)") && d.includes("lord of 9 (jupiter)") && d.includes("conjunct"),
      ),
    ).toBe(true);
    // Taurus ascendant: Saturn owns the 9th and 10th.
    expect(present(1, {}).get("raja")!.details).toContain("saturn owns kendra 10 and trikona 9 (yogakaraka)");
  });

  it("Dhana: lord of 2 or 11 associated with a lord of 1, 5, 9", () => {
    // Aries ascendant: 2nd lord Venus and 5th lord Sun together in Leo.
    const d = present(0, { venus: 4, sun: 4 }).get("dhana")!;
    expect(d.details).toContain("lord of 2 (venus) and lord of 5 (sun) conjunct");
  });

  it("Vipareeta Raja: a dusthana lord in a dusthana", () => {
    // Aries ascendant: 6th lord Mercury in the 8th (Scorpio).
    const v = present(0, { mercury: 7 }).get("vipareeta-raja")!;
    expect(v.details).toContain("Harsha: lord of 6 (mercury) in house 8");
    expect(
      present(0, { mercury: 0, mars: 0, jupiter: 0 })
        .get("vipareeta-raja")!
        .details.some((d) => d.startsWith("Harsha")),
    ).toBe(false);
  });
});
