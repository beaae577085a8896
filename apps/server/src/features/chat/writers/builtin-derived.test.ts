import { describe, expect, it } from "vitest";
import { replyFacts } from "../follow-ups/facts.ts";
import { suggestQuestions } from "../follow-ups/suggestions.ts";
import { ashaReading } from "../test-kit.ts";
import { composeReply } from "./builtin-compose.ts";
import { wordCount } from "./builtin-shape.ts";

// Issue #12: a question about a relative's matter is read by the derived house and says whose matter it is.
const reply = (question: string, language: "English" | "Hindi" = "English") => {
  const c = ashaReading({ question, language, astrologer: "astra" });
  return { c, text: composeReply(c) };
};

describe("a relative's matter", () => {
  it("reads a husband's job from the 10th from the 7th, names it his, and offers to read his chart", () => {
    const { c, text } = reply("My husband lost his job last month, will he find one soon?");
    expect(c.derived).toMatchObject({ relativeHouse: 7, matterHouse: 10, house: 4 });
    expect(c.topicHouses[0]!.house).toBe(4);
    expect(text).toContain("your husband's work");
    expect(text).toContain("your 4th house");
    expect(text).not.toMatch(/your career/);
    expect(text).toMatch(/his birth date, time and place/);
    expect(wordCount(text)).toBeGreaterThanOrEqual(80);
    expect(wordCount(text)).toBeLessThanOrEqual(180);
    // The lord's chip names the derived house and how it is counted.
    expect(replyFacts(c).map((f) => f.label)).toContainEqual(
      expect.stringMatching(/^4th house \(10th from 7th\) · \w+ · \w+ · \d+\w\w house$/),
    );
  });

  it("reads a daughter's marriage from the 11th, in Hindi, and a brother's visa from the 2nd", () => {
    const hi = reply("मेरी बेटी की शादी कब होगी?", "Hindi");
    expect(hi.c.derived?.house).toBe(11);
    expect(hi.text).toContain("आपकी बेटी के विवाह");
    expect(hi.text).toContain("ग्यारहवाँ भाव");
    expect(hi.text).toMatch(/उनकी जन्म तिथि, समय और स्थान/);
    const visa = reply("bhai ka visa lagega kya is saal");
    expect(visa.c.derived?.house).toBe(2);
    expect(visa.text).toContain("your brother's travel abroad");
  });

  it("weighs a relative's two options on the houses counted from the relative's, as the rest of the reply", () => {
    // Asha: the 12th from the 5th (a son's) is her 4th, whose lord Mars sits in the 5th from
    // it, and Rahu is not in the 9th, 10th or 12th from it: staying, by the 4th from the 5th
    // (her 8th, its lord Jupiter exalted).
    const son = reply("should my son settle in India or go to Australia?");
    expect(son.text).toMatch(
      /^Between going abroad and staying in India, your chart leans, for your son, to staying in India, Asha: Jupiter, lord of your 8th house \(the 4th from your 5th house\), sits in Cancer in your 12th house, exalted\./,
    );
    expect(son.text).toContain("your son's travel abroad is read from the 12th counted from it: your 4th house");
    const daughter = reply("मेरी बेटी नौकरी करे या बिजनेस?", "Hindi");
    expect(daughter.text).toMatch(/^आपकी बेटी के लिए नौकरी और व्यापार में से/);
    expect(daughter.text).toContain("बुध (ग्यारहवें भाव के स्वामी; यह भाव पाँचवें से सातवाँ है)");
    const own = reply("should I settle in India or go to Australia?");
    expect(own.text).toMatch(/lord of your (12th|4th) house,/);
    expect(own.text).not.toMatch(/for your son|from your 5th/);
  });

  it("reads a mother-in-law from the 10th (the 4th from the 7th) and a father-in-law from the 3rd", () => {
    const saas = reply("मेरी सास जी की तबियत कैसी रहेगी?", "Hindi");
    expect(saas.c.derived).toMatchObject({ relativeHouse: 10, matterHouse: 1, house: 10 });
    expect(saas.text).toContain("आपकी सास के स्वास्थ्य");
    expect(saas.text).not.toContain("अपनी ऊर्जा का ध्यान रखें");
    const sasur = reply("sasur ji ka business kaisa chalega");
    expect(sasur.c.derived).toMatchObject({ relativeHouse: 3, matterHouse: 10, house: 12 });
    expect(sasur.text).toContain("your father-in-law's work");
    // "a SaaS startup" is no mother-in-law.
    expect(reply("will my SaaS startup get funding this year?").c.derived).toBeNull();
  });

  it("reads the asker's bond with a relative from the relative's own house, never as the relative's marriage", () => {
    const saas = reply("how will my relation with my mother in law be after marriage?");
    expect(saas.c.derived).toMatchObject({ who: "mother_in_law", house: 10, bond: true });
    expect(saas.c.karakas).toEqual(["moon"]);
    expect(saas.text).toContain("your relationship with your mother-in-law");
    expect(saas.text).not.toMatch(/mother-in-law's marriage/);
    // Its chip names the house as hers, not "1st from 10th".
    expect(replyFacts(saas.c).map((f) => f.label)).toContainEqual(
      expect.stringMatching(/^10th house \(mother-in-law's\)/),
    );
    const hi = reply("सास से मेरे रिश्ते कैसे रहेंगे?", "Hindi");
    expect(hi.text).toContain("आपकी सास से आपके संबंधों");
    expect(hi.text).not.toContain("सास के विवाह");
    expect(reply("papa ke saath mera rishta kaisa rahega").c.derived).toMatchObject({ who: "father", house: 9 });
    // A match talked of for a daughter is her marriage, read from the 7th from her 5th.
    const match = reply("beti ke liye ladke se rishte ki baat chal rahi hai, shaadi hogi?");
    expect(match.c.derived).toMatchObject({ who: "daughter", house: 11, bond: false });
    // The spouse's family as a whole is the 8th (the 2nd from the 7th); married life at the in-laws' is the asker's own.
    const inLaws = reply("how will I get along with my in-laws?");
    expect(inLaws.c.derived).toMatchObject({ who: "in_laws", house: 8, bond: true });
    expect(inLaws.text).toContain("your relationship with your in-laws");
    const married = ashaReading({
      question: "how will I get along with my in-laws?",
      astrologer: "astra",
      maritalStatus: "Married",
    });
    expect(composeReply(married)).not.toContain("Since you are married");
    expect(reply("ससुराल में सब ठीक रहेगा?", "Hindi").c.derived).toBeNull();
    // The partner is the asker's own marriage.
    expect(reply("my relationship with my husband is getting worse").c.derived).toBeNull();
  });

  it("reads a bond told before a question with no subject, advises on the bond, and suggests questions about that relative", () => {
    // "will things get better?" names no subject: the silence told before it is the bond with the daughter.
    const daughter = reply("my daughter hasnt spoken to me in a year and it breaks my heart. will things get better?");
    expect(daughter.c.conversation.understanding.topics).toEqual([]);
    expect(daughter.c.derived).toMatchObject({ who: "daughter", house: 5, bond: true });
    expect(daughter.text).toMatch(/your relationship with your daughter/i);
    expect(daughter.text).not.toMatch(/daughter's marriage/);
    const son = reply("बेटा मुझसे बात नहीं करता, क्या करूँ?", "Hindi");
    expect(son.c.derived).toMatchObject({ who: "son", bond: true });
    // The "how" lead is advice for the bond, not for choosing a spouse.
    expect(son.text).not.toContain("अंतिम निर्णय अपने मन");
    expect(son.text).toMatch(/^सबसे अधिक सहायता इससे मिलेगी, Asha: (पहले सुनें|बिना शिकायत के)/u);
    expect(suggestQuestions(son.c)).toContain("मेरे बेटे के साथ मेरा रिश्ता कैसे सुधरे?");
    // A plain question with no bond and no subject stays the asker's own.
    expect(reply("mere bacche ka bhavishya kaisa hai").c.derived).toBeNull();
    // After a relative's matter, the suggestions are about that relative, not "when will I marry".
    const sister = suggestQuestions(reply("मेरी बहन की शादी कब होगी?", "Hindi").c);
    expect(sister).toContain("मैं अपनी बहन का साथ देने के लिए क्या करूँ?");
    expect(sister).not.toContain("मेरी शादी कब होगी?");
    const mil = suggestQuestions(reply("How will my relation with my mother-in-law be?").c);
    expect(mil).toContain("How can I improve my relationship with my mother-in-law?");
    expect(mil.join(" ")).not.toMatch(/married|partner/);
  });

  it("keeps the asker's own matter on their own house", () => {
    const own = reply("meri naukri kab lagegi");
    expect(own.c.derived).toBeNull();
    expect(own.c.topicHouses[0]!.house).toBe(10);
    expect(reply("pati ki naukri kab lagegi").text).not.toBe(own.text);
  });
});

describe("'soon' with the window far away", () => {
  it("does not open with Yes", () => {
    const { c, text } = reply("Will I get married soon?");
    // On this chart the likeliest marriage window is years away.
    expect(c.timingWindows.every((w) => w.start > "2027-12-31")).toBe(true);
    expect(text).toMatch(/^Not in the coming months/);
  });
});
