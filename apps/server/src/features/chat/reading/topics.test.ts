import { describe, expect, it } from "vitest";
import { detectDirectQuestions } from "./direct-question.ts";
import { asksWhen, detectTopics } from "./topics.ts";

describe("detectTopics", () => {
  it.each([
    ["How will my career grow this year?", "career"],
    ["When will I get a promotion in my job?", "career"],
    ["Will I have enough money?", "money"],
    ["When will I get married?", "marriage"],
    ["Is our kundli milan good? Are we compatible?", "compatibility"],
    ["How is my health?", "health"],
    ["Will I clear my exams?", "education"],
    ["When will we have a child?", "children"],
    ["Can I settle abroad?", "travel"],
    ["When can I buy my own house?", "property"],
    ["How do I grow spiritually?", "spirituality"],
    ["What is my life purpose?", "life_path"],
    ["मेरी शादी कब होगी?", "marriage"],
    ["मेरी नौकरी कैसी रहेगी?", "career"],
    ["मेरी आर्थिक स्थिति कैसी रहेगी?", "money"],
    ["मेरा स्वास्थ्य कैसा रहेगा?", "health"],
    ["क्या मैं विदेश जाऊँगा?", "travel"],
    ["संतान सुख कब मिलेगा?", "children"],
    ["मैं घर कब खरीदूँगा?", "property"],
    ["meri shaadi kab hogi", "marriage"],
    ["mera career kaisa rahega", "career"],
    ["paisa kab aayega", "money"],
    ["videsh yatra ka yog hai kya", "travel"],
  ])("%s → %s", (question, topic) => {
    expect(detectTopics(question)[0]).toBe(topic);
  });

  it("does not read words inside other words (car in career, son in song)", () => {
    expect(detectTopics("How is my career?")).toEqual(["career"]);
    expect(detectTopics("I love this song")).not.toContain("children");
  });

  it("reads a question about a period alone as having no subject (the reading context makes it 'timing')", () => {
    // The old keyword table returned "timing" here; the period is now the horizon's.
    expect(detectTopics("How will the next year be?")).toEqual([]);
  });

  it("reads the questions the keyword routing got wrong (issue #12)", () => {
    expect(detectTopics("Which ghar is Saturn in?")).toEqual([]);
    expect(detectTopics("shani kis ghar me hai")).toEqual([]);
    expect(detectTopics("I applied for the US visa lottery, will I be able to go abroad?")).toEqual(["travel"]);
    expect(detectTopics("I have a headache since 3 days, what does my chart say?")).toEqual(["health"]);
    expect(detectTopics("My husband lost his job, when will he get a new one?")).toEqual(["career"]);
    expect(detectTopics("which gemstone should I wear for my career")).toEqual(["career"]);
    expect(detectTopics("which gemstone should I wear")).toEqual(["life_path"]);
  });

  it("does not take 'my 7th house' for property", () => {
    expect(detectTopics("What does my 7th house say about my wife?")).toEqual(["marriage"]);
  });

  it("detects when-questions in English, Hindi and Hinglish", () => {
    expect(asksWhen("When will I marry?")).toBe(true);
    expect(asksWhen("शादी कब होगी")).toBe(true);
    expect(asksWhen("naukri kab milegi")).toBe(true);
    expect(asksWhen("How is my career?")).toBe(false);
    expect(asksWhen("Will I marry in 2027?")).toBe(true);
    expect(asksWhen("Will I get a job this year?")).toBe(true);
  });
});

describe("detectDirectQuestions", () => {
  // Each fact with the ways it is asked, in English, Hinglish and Hindi.
  const ASKED: Record<string, string[]> = {
    moon_sign: ["What is my moon sign?", "meri rashi kya hai", "मेरी राशि क्या है?"],
    ascendant: ["What is my ascendant?", "mera lagna kya hai", "मेरा लग्न क्या है", "my lagna?"],
    nakshatra: ["Which nakshatra was I born in?", "मेरा नक्षत्र कौन सा है", "nakshatra"],
    mahadasha: ["Which mahadasha am I in?", "मेरी महादशा कौन सी चल रही है"],
    sun_sign: ["What is my sun sign?"],
    sade_sati: ["Am I in sade sati?", "साढ़ेसाती कब खत्म होगी"],
    mangal_dosha: ["am I manglik", "क्या मैं मांगलिक हूँ?", "do I have chevvai dosham"],
    kaal_sarp: ["kaal sarp dosh hai kya meri kundli me", "क्या मेरी कुंडली में कालसर्प दोष है?"],
  };
  it.each(Object.entries(ASKED).flatMap(([kind, questions]) => questions.map((question) => [question, kind])))(
    "%s → %s",
    (question, kind) => {
      expect(detectDirectQuestions(question)).toEqual([{ kind }]);
    },
  );

  it.each([
    ["Also does she have chevvai dosham?", "mangal_dosha"],
    ["meri beti ki rashi kya hai", "moon_sign"],
    ["मेरे पति मांगलिक हैं क्या?", "mangal_dosha"],
  ])("%s → %s, asked of someone else (their own chart)", (question, kind) => {
    expect(detectDirectQuestions(question)).toEqual([{ kind, ofOther: true }]);
  });

  it.each([
    ["Tell me about my 10th house", 10],
    ["mera 5th house kaisa hai", 5],
    ["सातवें भाव के बारे में बताइए", 7],
    ["मेरा दसवां भाव कैसा है", 10],
  ])("%s → the house itself (%i)", (question, house) => {
    expect(detectDirectQuestions(question)).toEqual([{ kind: "house", house }]);
  });

  it("a fact of one's own stays one's own, even with a relative named", () => {
    expect(detectDirectQuestions("Will my manglik dosha affect my husband?")).toEqual([{ kind: "mangal_dosha" }]);
  });

  it.each([
    ["Where is Venus in my chart?", "venus"],
    ["shani kis bhav mein hai", "saturn"],
    ["शुक्र मेरी कुंडली में कहाँ है?", "venus"],
    // "किस राशि" beside another graha is that graha's sign, not the moon sign.
    ["मेरी कुंडली में गुरु किस राशि में है?", "jupiter"],
    ["Guruji mera saturn kaunse ghar me baitha hai?", "saturn"],
    ["बुध कौनसे घर में है?", "mercury"],
  ])("%s → the placement of %s", (question, graha) => {
    expect(detectDirectQuestions(question)).toEqual([{ kind: "placement", graha }]);
  });

  it("finds several facts in one question and none in an open question", () => {
    expect(detectDirectQuestions("What is my moon sign and where is Saturn?").map((d) => d.kind)).toEqual([
      "moon_sign",
      "placement",
    ]);
    expect(detectDirectQuestions("How will my career grow?")).toEqual([]);
    // "is there any rajyog in my kundli" asks for the chart's yogas, without a question word.
    expect(detectDirectQuestions("is there any rajyog in my kundli")).toEqual([
      { kind: "yogas", yoga: "raja", meaning: true },
    ]);
  });
});
