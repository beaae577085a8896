import { describe, expect, it } from "vitest";
import { understandQuestion } from "../understanding/index.ts";
import { derivedHouse, derivedReading } from "./derived-house.ts";
import { TOPIC_RULES, type Topic } from "./topics.ts";

const now = new Date("2026-03-01T00:00:00Z");

function readingOf(question: string, topic: Topic) {
  return derivedReading(question, understandQuestion(question, now).people, topic, TOPIC_RULES[topic].houses[0]!);
}

describe("derivedHouse", () => {
  it("counts the matter's house from the relative's (bhavat bhavam)", () => {
    expect(derivedHouse(7, 10)).toBe(4); // husband's career
    expect(derivedHouse(5, 7)).toBe(11); // daughter's marriage
    expect(derivedHouse(3, 12)).toBe(2); // brother's foreign travel
    expect(derivedHouse(9, 1)).toBe(9); // the father himself
    expect(derivedHouse(4, 4)).toBe(7);
  });
});

describe("derivedReading", () => {
  it("reads a relative's matter from their house, in English, Hinglish and Devanagari", () => {
    expect(readingOf("My husband lost his job last month, will he find one soon?", "career")).toMatchObject({
      who: "husband",
      relativeHouse: 7,
      matterHouse: 10,
      house: 4,
    });
    expect(readingOf("मेरी बेटी की शादी कब होगी?", "marriage")).toMatchObject({ who: "daughter", house: 11 });
    expect(readingOf("bhai ka visa lagega kya is saal", "travel")).toMatchObject({ who: "brother", house: 2 });
    expect(readingOf("pati ki naukri", "career")).toMatchObject({ who: "husband", house: 4 });
    expect(readingOf("meri maa ki sehat kaisi rahegi", "health")).toMatchObject({ who: "mother", house: 4 });
    expect(readingOf("papa ka business kaisa chalega", "career")).toMatchObject({ who: "father", house: 6 });
  });

  it("reads an elder sibling from the 11th, a brother or sister not said to be elder from the 3rd", () => {
    expect(readingOf("will my elder sister get married this year", "marriage")).toMatchObject({
      relativeHouse: 11,
      house: 5,
    });
    expect(readingOf("will my sister get married this year", "marriage")).toMatchObject({ relativeHouse: 3, house: 9 });
  });

  it("leaves the asker's own matter on their own houses", () => {
    expect(readingOf("meri naukri kab lagegi", "career")).toBeNull();
    expect(readingOf("When will I get married?", "marriage")).toBeNull();
    expect(readingOf("Will my father accept my marriage?", "marriage")).toBeNull();
    expect(readingOf("Should I move abroad with my brother?", "travel")).toBeNull();
    // A partner's marriage is the asker's own marriage.
    expect(readingOf("my husband and our marriage, will it improve?", "marriage")).toBeNull();
  });
});

describe("derivedReading of several relatives", () => {
  it("reads no one relative's house when two are named together", () => {
    expect(readingOf("मेरे माता-पिता का स्वास्थ्य कैसा रहेगा?", "health")).toBeNull();
  });
});
