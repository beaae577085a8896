import { describe, expect, it } from "vitest";
import { inLanguage } from "./language.ts";
import { promises, sells, stokesFear } from "./reply-rules.ts";
import { SentenceBuffer } from "./sentences.ts";

describe("the sentence buffer", () => {
  it("gives whole sentences as they complete, and the text back exactly", () => {
    const buffer = new SentenceBuffer();
    const text = "Asha, your chart is calm. It asks for patience!\n\n- Chant on Tuesdays\nचंद्रमा वृषभ राशि में है। अंत";
    const out: string[] = [];
    for (let i = 0; i < text.length; i += 4) out.push(...buffer.push(text.slice(i, i + 4)));
    out.push(buffer.flush());
    expect(out).toEqual([
      "Asha, your chart is calm. ",
      "It asks for patience!\n\n",
      "- Chant on Tuesdays\n",
      "चंद्रमा वृषभ राशि में है। ",
      "अंत",
    ]);
    expect(out.join("")).toBe(text);
  });

  it("does not end a sentence at a decimal point", () => {
    const buffer = new SentenceBuffer();
    expect(buffer.push("Jupiter moves 2.5 degrees")).toEqual([]);
    expect(buffer.flush()).toBe("Jupiter moves 2.5 degrees");
  });
});

describe("the reply rules", () => {
  it.each([
    "Book a Mangal dosha puja for ₹5,100.",
    "Wear a blue sapphire, buy from us.",
    "It costs only Rs. 999 for the full report.",
    "हमारे पंडितों से मंगल दोष पूजा बुक करें।",
    "नीलम रत्न धारण करें।",
  ])("finds a sale in %j", (sentence) => expect(sells(sentence)).toBe(true));

  it.each([
    "Chant the Hanuman Chalisa on Tuesdays.",
    "Feed birds on Saturdays and keep a steady routine.",
    "हर मंगलवार हनुमान चालीसा पढ़ें।",
  ])("finds no sale in %j", (sentence) => expect(sells(sentence)).toBe(false));

  it.each([
    "You will definitely win your court case.",
    "Profit is guaranteed this year.",
    "Your health will be 100% fine.",
    "आप निश्चित रूप से मुक़दमा जीतेंगे।",
    "नौकरी पक्का मिलेगी।",
  ])("finds certainty in %j", (sentence) => expect(promises(sentence)).toBe(true));

  it("keeps black magic said to be at work from the user, not a sentence that denies it (ADR 052)", () => {
    expect(stokesFear("Someone has done black magic on your house, Asha.")).toBe(true);
    expect(stokesFear("आपके घर पर किसी ने कुछ करवा दिया है, इसलिए काम बिगड़ रहे हैं।")).toBe(true);
    expect(stokesFear("A curse from a relative is blocking your marriage.")).toBe(true);
    expect(stokesFear("No chart shows black magic, Asha, and no one needs to be paid to remove it.")).toBe(false);
    expect(stokesFear("कोई कुंडली जादू-टोना नहीं दिखाती।")).toBe(false);
    expect(stokesFear("Saturn in your 5th house asks for patience.")).toBe(false);
  });

  it("finds no certainty in a measured sentence", () => {
    expect(promises("This period favours steady effort on your case.")).toBe(false);
  });

  it("tells a sentence's language by its Devanagari share, and says nothing of a short one", () => {
    expect(inLanguage("Your chart shows a steady mind.", "Hindi")).toBe(false);
    expect(inLanguage("आपकी कुंडली में Graha के अनुसार मन स्थिर है।", "Hindi")).toBe(true);
    expect(inLanguage("Your chart shows a steady mind.", "English")).toBe(true);
    expect(inLanguage("Asha,", "Hindi")).toBeNull();
  });
});
