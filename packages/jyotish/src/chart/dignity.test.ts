import { describe, expect, it } from "vitest";
import { compoundRelationship, dignityOf, isCombust, naturalRelationship } from "./dignity.ts";

describe("dignityOf", () => {
  it("knows exaltation and debilitation signs", () => {
    expect(dignityOf("sun", 10)).toBe("exalted");
    expect(dignityOf("sun", 190)).toBe("debilitated");
    expect(dignityOf("saturn", 200)).toBe("exalted");
    expect(dignityOf("jupiter", 275)).toBe("debilitated");
    expect(dignityOf("moon", 32)).toBe("exalted");
  });
  it("puts moolatrikona before own sign, by degree", () => {
    expect(dignityOf("sun", 125)).toBe("moolatrikona");
    expect(dignityOf("sun", 145)).toBe("own");
    expect(dignityOf("mars", 5)).toBe("moolatrikona");
    expect(dignityOf("mars", 215)).toBe("own");
    expect(dignityOf("mercury", 5 * 30 + 17)).toBe("moolatrikona");
  });
  it("otherwise uses the natural relationship to the sign lord", () => {
    expect(dignityOf("sun", 100)).toBe("friendly"); // Cancer, Moon's sign
    expect(dignityOf("sun", 40)).toBe("enemy"); // Taurus, Venus's sign
    expect(dignityOf("sun", 70)).toBe("neutral"); // Gemini, Mercury's sign
    expect(dignityOf("moon", 70)).toBe("friendly");
  });
});

describe("relationships", () => {
  it("are the natural friendships of BPHS and are not symmetric", () => {
    expect(naturalRelationship("moon", "mercury")).toBe("friend");
    expect(naturalRelationship("mercury", "moon")).toBe("enemy");
    expect(naturalRelationship("saturn", "jupiter")).toBe("neutral");
  });
  it("compound: natural friend plus temporary friend is a great friend; enemy and temporary enemy a great enemy", () => {
    expect(compoundRelationship("sun", 0, "moon", 1)).toBe("great-friend");
    expect(compoundRelationship("sun", 0, "saturn", 6)).toBe("great-enemy");
    expect(compoundRelationship("sun", 0, "mercury", 0)).toBe("enemy");
  });
});

describe("isCombust", () => {
  it("uses per-graha orbs, smaller for retrograde Mercury and Venus, never for nodes", () => {
    expect(isCombust("mercury", 113, 100, false)).toBe(true);
    expect(isCombust("mercury", 113, 100, true)).toBe(false);
    expect(isCombust("venus", 9, 359, false)).toBe(true);
    expect(isCombust("jupiter", 112, 100, false)).toBe(false);
    expect(isCombust("rahu", 100, 100, false)).toBe(false);
    expect(isCombust("sun", 100, 100, false)).toBe(false);
  });
});

describe("shared exaltation and moolatrikona signs", () => {
  it("Mercury in Virgo: exalted to 15°, moolatrikona 15–20°, own after", () => {
    expect(dignityOf("mercury", 150 + 10)).toBe("exalted");
    expect(dignityOf("mercury", 150 + 25)).toBe("own");
    expect(dignityOf("moon", 30 + 2)).toBe("exalted");
    expect(dignityOf("moon", 30 + 10)).toBe("moolatrikona");
  });
});
