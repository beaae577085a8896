import { describe, expect, it } from "vitest";
import { ashaReading, type AshaAsk } from "../test-kit.ts";
import type { ReadingContext } from "../reading/reading-context.ts";
import { composeReply } from "./builtin-compose.ts";
import { BRIEF_WORDS, wordCount } from "./builtin-shape.ts";
import { suggestQuestions } from "../follow-ups/suggestions.ts";

// Issue #12: replies answer the question asked, at its length, for the person who asks.
const replyTo = (ask: AshaAsk) => composeReply(ashaReading(ask));

const QUESTIONS = {
  English: [
    "How will my career go?",
    "When will I get married?",
    "Tell me about my health",
    "Will I have money this year?",
    "What does my chart say about me?",
  ],
  Hindi: ["मेरा करियर कैसा रहेगा?", "मेरी शादी कब होगी?", "मेरी सेहत कैसी रहेगी?", "क्या इस साल पैसा आएगा?"],
} as const;

describe("reply length", () => {
  for (const language of ["English", "Hindi"] as const)
    for (const astrologer of ["oracle", "astra"] as const)
      it(`keeps ${language} replies from ${astrologer} within ${BRIEF_WORDS.min}–${BRIEF_WORDS.max} words`, () => {
        for (const question of QUESTIONS[language]) {
          const words = wordCount(replyTo({ question, language, astrologer }));
          expect(words, question).toBeGreaterThanOrEqual(BRIEF_WORDS.min);
          expect(words, question).toBeLessThanOrEqual(BRIEF_WORDS.max);
        }
      });

  it("gives the long reading when the user asks for detail, in English, Hinglish and Hindi", () => {
    for (const [language, question] of [
      ["English", "Tell me more about my career"],
      ["English", "Explain my marriage prospects in detail"],
      ["English", "career aur batao"],
      ["Hindi", "मेरे करियर के बारे में विस्तार से बताइए"],
    ] as const) {
      expect(ashaReading({ question, language }).wantsDetail, question).toBe(true);
      expect(wordCount(replyTo({ question, language })), question).toBeGreaterThan(BRIEF_WORDS.max);
    }
  });
});

describe("marital status", () => {
  it("reaches the reading context", () => {
    const marital = (maritalStatus?: string) => ashaReading({ question: "marriage?", maritalStatus }).person.marital;
    expect([marital("Single"), marital("Married"), marital("Divorced"), marital("Widowed"), marital()]).toEqual([
      "single",
      "married",
      "separated",
      "separated",
      "unknown",
    ]);
  });

  it("reads married life for a married user and a future partner for a single one", () => {
    const question = "What does my chart say about my marriage?";
    const married = replyTo({ question, maritalStatus: "Married" });
    const single = replyTo({ question, maritalStatus: "Single" });
    expect(married).toMatch(/married life/);
    expect(married).toMatch(/spouse/);
    expect(married).not.toMatch(
      /describes a partner|matching with a partner|promise for marriage|lead to marriage|love marriage/,
    );
    expect(single).not.toMatch(/married life/);
    const hindi = replyTo({ question: "मेरा वैवाहिक जीवन कैसा रहेगा?", language: "Hindi", maritalStatus: "Married" });
    expect(hindi).toMatch(/वैवाहिक जीवन/);
    expect(hindi).not.toMatch(/ऐसे जीवनसाथी का संकेत/);
  });

  it("answers a marriage the message tells of as married life, whatever the record says", () => {
    const asks = [
      "My husband and I had a huge fight and he went to his mother's house. Will he come back?",
      "sasural wale baat nahi karte, pati se roz jhagda hota hai. hamara rishta tikega na?",
    ];
    for (const question of asks) {
      const reply = replyTo({ question, maritalStatus: "Single" });
      expect(reply, question).toMatch(/married life/);
      expect(reply, question).not.toMatch(/likeliest time|you may meet your partner/);
    }
    const hindi = replyTo({ question: "मेरे पति शराब पीते हैं, रोज़ झगड़ा होता है। क्या वो कभी सुधरेंगे?", language: "Hindi" });
    expect(hindi).toMatch(/वैवाहिक जीवन/);
  });

  it("weighs only the options the asking sentence names, and names them as kinds of work", () => {
    const told =
      "My husband works in the state electricity board. He barely talks to me or the kids. Will he get his promotion this time?";
    expect(replyTo({ question: told })).not.toMatch(/Between|name-sign|Talks|Kids/);
    expect(replyTo({ question: "Should I take a full-time job or keep freelancing?" })).toMatch(
      /Between a job and business/,
    );
    expect(replyTo({ question: "Should I do an MBA or keep trying for jobs?" })).toMatch(
      /Between further studies and work/,
    );
  });

  it("reads a new relationship gently for a divorced or widowed user", () => {
    for (const maritalStatus of ["Divorced", "Widowed"])
      expect(replyTo({ question: "Will I find love again?", maritalStatus })).toMatch(/new relationship or remarriage/);
  });

  it("suggests no 'when will I marry' to a married user", () => {
    const asks = ["How is my marriage?", "Tell me about my relationship", "Is my partner compatible with me?"];
    for (const question of asks) {
      const suggestions = suggestQuestions(ashaReading({ question, maritalStatus: "Married" }));
      expect(suggestions.join(" | "), question).not.toMatch(
        /get married|to marry|love or an arranged|marriage prospects/i,
      );
      expect(suggestions.length).toBeGreaterThan(0);
    }
    const hindi = suggestQuestions(ashaReading({ question: "मेरी शादी?", language: "Hindi", maritalStatus: "Married" }));
    expect(hindi.join(" | ")).not.toMatch(/शादी कब|शादी के लिए अच्छा समय/);
  });
});

describe("celebrity chats", () => {
  it("speak of the celebrity in the third person, by name", () => {
    for (const question of [...QUESTIONS.English, "Tell me more about her career"]) {
      const reply = replyTo({ question, celebrity: true });
      expect(reply, question).toMatch(/Asha's chart shows\./);
      expect(reply, question).not.toMatch(/\byour?\b|\byours\b|\byourself\b/i);
      expect(reply, question).toMatch(/\bher\b/);
    }
    // The verb agrees ("she has", "she earns"), and no remedies or advice are given to the celebrity.
    for (const question of ["How is my money?", "Tell me more about my career", "Tell me more about my wealth"]) {
      const reply = replyTo({ question, celebrity: true });
      expect(reply, question).not.toMatch(/\b(she|he) (also )?(act|earn|wish|know|like|look|have|take)\b/i);
      expect(reply, question).not.toMatch(/Gentle remedies|Practical steps/);
    }
    for (const question of QUESTIONS.Hindi) {
      const reply = replyTo({ question, language: "Hindi", celebrity: true });
      expect(reply, question).not.toMatch(/आप/);
      expect(reply, question).toMatch(/उनक/);
    }
  });
});

describe("articles", () => {
  it('never writes "a Aries" or "a Ascendant", for all twelve signs', () => {
    const base = ashaReading({ question: "What is my nature?" });
    let vowelSigns = 0;
    for (let sign = 0; sign < 12; sign++)
      for (const question of ["What is my nature?", "Tell me about myself", "How is my life?", "Who am I?"]) {
        const c: ReadingContext = {
          ...base,
          question,
          ascendant: { ...base.ascendant, signIndex: sign },
          moon: { ...base.moon, signIndex: sign },
        };
        const reply = composeReply(c);
        expect(reply, `${sign} ${question}`).not.toMatch(/\ba [AEIOU]/);
        if (/\ban [AEIOU]/.test(reply)) vowelSigns++;
      }
    // The anchor "You have a {asc} ascendant" came up for a sign starting with a vowel.
    expect(vowelSigns).toBeGreaterThan(0);
  });
});
