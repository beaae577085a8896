import { describe, expect, it } from "vitest";
import {
  builtinPlaceSearch,
  checkClaims,
  createBuiltinWriter,
  devanagariShare,
  planAnswer,
  type Astrologer,
  type ReplyLanguage,
} from "@graha/server/chat";
import { EVAL_CASES } from "./eval-cases.ts";
import { evalBirths, evalReading } from "./eval-births.ts";
import { BUILTIN_BIRTHS, chartOf, runEval, writeReply } from "./run-eval.ts";
import { CORPUS_NOW } from "./understanding-eval.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const chart = chartOf(BUILTIN_BIRTHS[1]!); // Delhi 1985

/** The reading of `question` asked by Rohan (the second birth's name) about his chart. */
const context = (question: string, language: ReplyLanguage, astrologer: Astrologer = "oracle") =>
  evalReading(chart, 1, { question, language, astrologer }, NOW);

const reply = (question: string, language: ReplyLanguage, astrologer: Astrologer = "oracle") =>
  writeReply(createBuiltinWriter(), context(question, language, astrologer), chart);

describe("builtin writer", () => {
  it("names to the day a period asked and the window after it that starts in its last month", async () => {
    // "by Pongal" (15 Jan 2027) on the first eval chart, as the chat plans it; the next window begins later that January.
    const birth = evalBirths(1).at(-1)!;
    const first = chartOf(birth);
    const at = async (language: ReplyLanguage) => {
      const plan = await planAnswer(
        {
          chart: first,
          person: { name: "Asha", gender: "Female", language },
          astrologer: "astra",
          question: "Will I get onsite by Pongal?",
          now: CORPUS_NOW,
        },
        { ...birth, ayanamsa: "lahiri", node: "true" },
        builtinPlaceSearch,
      );
      return (await writeReply(createBuiltinWriter(), plan.context, plan.chart)).split("\n")[0]!;
    };
    const english = await at("English");
    expect(english).toMatch(/falls inside 10 Mar 2026 to 15 Jan 2027\./);
    expect(Number(/\((\d{1,2}) Jan 2027 – \w{3} \d{4}\)/.exec(english)?.[1])).toBeGreaterThan(15);
    expect(await at("Hindi")).toMatch(/10 मार्च 2026 से 15 जनवरी 2027 तक के भीतर/u);
  });

  it("is named builtin", () => {
    expect(createBuiltinWriter().name).toBe("builtin");
  });

  it("never states a false placement over every eval question on several births", async () => {
    const result = await runEval({ births: 2, now: NOW });
    expect(result.failures).toEqual([]);
    expect(result.replies).toBe(EVAL_CASES.length * 2);
    expect(result.claimsChecked).toBeGreaterThan(EVAL_CASES.length * 10);
    expect(result.falseClaims).toBe(0);
    // The checker is sensitive: every reply's sign claim, moved one sign on, is caught.
    expect(result.mutationsTried).toBeGreaterThan(EVAL_CASES.length);
    expect(result.mutationsCaught).toBe(result.mutationsTried);
  }, 60_000); // ~10 s alone; the shared machine can triple it

  it("names the user's ascendant, Moon sign, the topic's house lord and the running dasha", async () => {
    const text = await reply("How will my career develop?", "English", "astra");
    const c = context("How will my career develop?", "English", "astra");
    const report = checkClaims(text, chart, NOW);
    const kinds = new Set(report.claims.map((x) => x.kind));
    for (const k of ["ascendant", "lord", "house", "sign", "mahadasha"]) expect(kinds).toContain(k);
    expect(text).toContain("10th house");
    expect(text).toContain(c.dasha.mahadasha!.lord.charAt(0).toUpperCase() + c.dasha.mahadasha!.lord.slice(1));
  });

  it("gives a timing window from the dashas when asked when", async () => {
    const text = await reply("When will I get married?", "English", "astra");
    expect(text).toMatch(/period,? \(?[A-Z][a-z]{2} \d{4} – [A-Z][a-z]{2} \d{4}/);
  });

  it("writes Hindi replies in Devanagari", async () => {
    for (const q of ["मेरी शादी कब होगी?", "How is my career?", "meri rashi kya hai", "मेरी मृत्यु कब होगी?"]) {
      expect(devanagariShare(await reply(q, "Hindi"))).toBeGreaterThan(0.8);
    }
    expect(devanagariShare(await reply("मेरी शादी कब होगी?", "English"))).toBe(0);
  });

  it("varies phrasing between questions and voices between astrologers", async () => {
    const openings = new Set<string>();
    for (const q of [
      "How is my career?",
      "Will my career grow?",
      "What about my career?",
      "Career advice please",
      "Is my career on track?",
    ])
      openings.add((await reply(q, "English")).split("\n\n")[0]!);
    expect(openings.size).toBeGreaterThan(1);
    const oracle = await reply("How will my career develop?", "English", "oracle");
    const astra = await reply("How will my career develop?", "English", "astra");
    expect(oracle).toContain("**Gentle remedies**");
    expect(astra).toContain("**Practical steps**");
  });

  it("answers self-harm with care and Tele-MANAS 14416 in the reply language", async () => {
    const en = await reply("I want to end my life", "English");
    const hi = await reply("मैं आत्महत्या करना चाहता हूँ", "Hindi");
    expect(en).toContain("14416");
    expect(hi).toContain("14416");
    expect(devanagariShare(hi)).toBeGreaterThan(0.7);
    expect(checkClaims(en, chart, NOW).claims).toEqual([]);
  });

  it("streams in pieces and stops promptly when aborted", async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    const stream = createBuiltinWriter().write({
      context: context("How will my career develop?", "English"),
      chart,
      history: [],
      signal: controller.signal,
    });
    for await (const piece of stream) {
      pieces.push(piece);
      if (pieces.length === 3) controller.abort();
    }
    expect(pieces.length).toBe(3);
    const full = await reply("How will my career develop?", "English");
    expect(full.length).toBeGreaterThan(pieces.join("").length * 5);
  });

  it("yields nothing when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const pieces: string[] = [];
    for await (const piece of createBuiltinWriter().write({
      context: context("How is my career?", "English"),
      chart,
      history: [],
      signal: controller.signal,
    }))
      pieces.push(piece);
    expect(pieces).toEqual([]);
  });

  it("offers free remedies instead of gems or pujas", async () => {
    const text = await reply("Which gemstone should I wear for my career?", "English");
    expect(text).toContain("Graha does not prescribe gems, rudraksha or paid pujas");
    expect(await reply("करियर के लिए कौन सा रत्न पहनूँ?", "Hindi")).toContain(
      "Graha रत्न, रुद्राक्ष या सशुल्क पूजा की सलाह नहीं देता",
    );
  });
});
