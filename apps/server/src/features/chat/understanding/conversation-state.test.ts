import { describe, expect, it } from "vitest";
import { carryOver, freshState } from "./conversation-state.ts";
import { understandQuestion } from "./understand.ts";

const NOW = new Date("2026-03-10T06:30:00Z");
const read = (q: string) => understandQuestion(q, NOW);
/** The state after a conversation of messages, oldest first (each answered with "reply to …"). */
const after = (...messages: string[]) =>
  messages.reduce<ReturnType<typeof carryOver> | null>(
    (state, m, i) => carryOver(state, read(m), i > 0 ? `reply to ${messages[i - 1]}` : null),
    null,
  )!;

describe("carryOver", () => {
  it("keeps the topic and the period for a follow-up that names neither", () => {
    const s = after("Will I get married in the next six months?", "which months exactly?");
    expect(s.carried).toBe(true);
    expect(s.topics).toEqual(["marriage"]);
    expect(s.horizon).toEqual({ start: "2026-03-10", end: "2026-09-10" });
    expect(s.form).toBe("when");
    expect(s.previousAnswer).toBe("reply to Will I get married in the next six months?");
  });

  it("keeps the topic but takes the follow-up's own period", () => {
    const s = after("naukri kab lagegi", "aur agar is saal nahi hua to?");
    expect(s.topics).toEqual(["career"]);
    expect(s.horizon).toEqual({ start: "2026-03-10", end: "2026-12-31" });
  });

  it("takes the follow-up's own topic ('what about my career?') and drops the old period", () => {
    const s = after("Will I get married next year?", "and what about my career?");
    expect(s.carried).toBe(true);
    expect(s.topics).toEqual(["career"]);
    expect(s.horizon).toBeNull();
  });

  it("adds a remedy to the subject it is asked for", () => {
    expect(after("why is my marriage delayed", "iska upay kya hai").topics).toEqual(["marriage", "remedies"]);
  });

  it("starts fresh on a new subject, even one with no topic word", () => {
    const house = after("When can I buy my own house?", "how will next year be");
    expect(house.carried).toBe(false);
    expect(house.topics).toEqual([]);
    expect(house.horizon).toEqual({ start: "2027-01-01", end: "2027-12-31" });
    expect(house.previousAnswer).toBeNull();
    expect(after("When will I get married?", "What is my moon sign?").topics).toEqual([]);
    expect(after("When will I get married?", "Will I pass this exam?").topics).toEqual(["education"]);
  });

  it("never carries a reading into a question out of scope", () => {
    const s = after("When will I get married?", "and who will win the IPL?");
    expect(s.carried).toBe(false);
    expect(s.understanding.outOfScope).toBe("not_astrology");
  });

  it("starts fresh with no previous turn", () => {
    expect(carryOver(null, read("which months exactly?"))).toEqual(freshState(read("which months exactly?")));
  });

  it("follows a chain of follow-ups back to the subject", () => {
    const s = after("meri shaadi kab hogi", "kab?", "aur agle saal?");
    expect(s.topics).toEqual(["marriage"]);
    expect(s.horizon).toEqual({ start: "2027-01-01", end: "2027-12-31" });
  });
});
