import { describe, expect, it } from "vitest";
import { astrologerFromParam, checkMessage, countdownApplies, formatCountdown, historyClickAction } from "./rules";

describe("formatCountdown", () => {
  it.each([
    [0, "00:00"],
    [5, "00:05"],
    [59, "00:59"],
    [60, "01:00"],
    [245, "04:05"],
    [3599, "59:59"],
    [4500, "75:00"],
    [-3, "00:00"],
    [12.9, "00:12"],
    [Number.NaN, "00:00"],
  ])("%s seconds → %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe("countdownApplies", () => {
  it("runs only with balance above 1 and no questions left", () => {
    expect(countdownApplies({ balance: 50, questionsLeft: 0 })).toBe(true);
    expect(countdownApplies({ balance: 1, questionsLeft: 0 })).toBe(false);
    expect(countdownApplies({ balance: 50, questionsLeft: 2 })).toBe(false);
    expect(countdownApplies(null)).toBe(false);
  });
});

describe("historyClickAction", () => {
  it("alerts when another chat is clicked while a chat is live", () => {
    expect(historyClickAction({ liveChatId: "a", busy: false, openChatId: "a", clickedId: "b" })).toBe("alert");
  });

  it("alerts while a chat is starting", () => {
    expect(historyClickAction({ liveChatId: null, busy: true, openChatId: null, clickedId: "b" })).toBe("alert");
  });

  it("does nothing for the chat already open", () => {
    expect(historyClickAction({ liveChatId: "a", busy: false, openChatId: "a", clickedId: "a" })).toBe("none");
    expect(historyClickAction({ liveChatId: null, busy: false, openChatId: "b", clickedId: "b" })).toBe("none");
  });

  it("loads the chat when none is live", () => {
    expect(historyClickAction({ liveChatId: null, busy: false, openChatId: "a", clickedId: "b" })).toBe("load");
    expect(historyClickAction({ liveChatId: null, busy: false, openChatId: null, clickedId: "b" })).toBe("load");
  });
});

describe("checkMessage", () => {
  it("trims, ignores empty text and refuses fewer than 6 characters", () => {
    expect(checkMessage("   ")).toEqual({ ok: false, reason: "empty" });
    expect(checkMessage("  hello ")).toEqual({ ok: false, reason: "tooShort" });
    expect(checkMessage("  hello! ")).toEqual({ ok: true, message: "hello!" });
    expect(checkMessage("x".repeat(1001))).toEqual({ ok: false, reason: "tooLong" });
  });
});

describe("astrologerFromParam", () => {
  it("reads Oracle or Astra in any case, Oracle otherwise", () => {
    expect(astrologerFromParam("Astra")).toBe("Astra");
    expect(astrologerFromParam("astra")).toBe("Astra");
    expect(astrologerFromParam("Oracle")).toBe("Oracle");
    expect(astrologerFromParam(null)).toBe("Oracle");
    expect(astrologerFromParam("Zeus")).toBe("Oracle");
  });
});
