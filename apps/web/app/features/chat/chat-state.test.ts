import { describe, expect, it } from "vitest";
import type { ChatConversation } from "./api";
import { chatReducer, initialChatState, type ChatAction, type ChatState } from "./chat-state";

const T = "2026-11-22T10:00:00.000Z";
const counters = { questionsLeft: 3, balance: 0, timeLeftSeconds: 0 };

function run(state: ChatState, ...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, state);
}

const live = () =>
  run(
    initialChatState("Oracle", "b1"),
    { type: "start", astrologer: "Oracle", bid: "b1" },
    {
      type: "started",
      now: T,
      chat: { asst_id: "c1", message: "Namaste Asha!", user_name: "Asha Rao", gender: "Female", counters },
    },
  );

describe("chatReducer", () => {
  it("starts with the loading overlay when a bid is given, and goes live with the greeting", () => {
    expect(initialChatState("Oracle", "b1").phase).toBe("starting");
    expect(initialChatState("Oracle", null).phase).toBe("empty");
    const state = live();
    expect(state).toMatchObject({ phase: "live", chatId: "c1", userName: "Asha Rao", counters });
    expect(state.messages).toEqual([
      { id: "c1:greeting", role: "astrologer", text: "Namaste Asha!", time: T, state: "complete" },
    ]);
  });

  it("streams a reply piece by piece and updates the counters when done", () => {
    let state = run(live(), { type: "ask", id: "q1", text: "What is my moon sign?", now: T });
    expect(state.pending).toBe(true);
    expect(state.messages.at(-1)).toMatchObject({ role: "astrologer", text: "", state: "streaming" });
    state = run(state, { type: "delta", text: "Your Moon " }, { type: "delta", text: "is in Taurus." });
    expect(state.messages.at(-1)?.text).toBe("Your Moon is in Taurus.");
    const after = { questionsLeft: 2, balance: 0, timeLeftSeconds: 0 };
    state = run(state, { type: "done", counters: after, now: T });
    expect(state.pending).toBe(false);
    expect(state.counters).toEqual(after);
    expect(state.messages.at(-1)).toMatchObject({ state: "complete", time: T });
    expect(state.messages.at(-2)).toMatchObject({ role: "user", text: "What is my moon sign?" });
  });

  it("keeps a finished reply's id, facts and suggestions, and its vote", () => {
    const fact = { label: "Moon · Libra · 8th house · Vishakha 3", kind: "placement" as const, sign: "Libra" };
    let state = run(
      live(),
      { type: "ask", id: "q1", text: "What is my moon sign?", now: T },
      { type: "delta", text: "Libra." },
      { type: "done", counters, now: T, messageId: "m1", facts: [fact], suggestions: ["What is my ascendant?"] },
    );
    expect(state.messages.at(-1)).toMatchObject({
      serverId: "m1",
      facts: [fact],
      suggestions: ["What is my ascendant?"],
    });
    state = run(state, { type: "rated", serverId: "m1", rating: "up" });
    expect(state.messages.at(-1)?.rating).toBe("up");
    expect(state.messages[0]?.rating).toBeUndefined();
    state = run(state, { type: "rated", serverId: "m1", rating: null });
    expect(state.messages.at(-1)?.rating).toBeNull();
  });

  it("blocks a second question while a reply is pending", () => {
    const state = run(live(), { type: "ask", id: "q1", text: "First question", now: T });
    expect(run(state, { type: "ask", id: "q2", text: "Second question", now: T })).toBe(state);
  });

  it("keeps a failed reply's text and shows the server message in the bubble", () => {
    const state = run(
      live(),
      { type: "ask", id: "q1", text: "Tell me more", now: T },
      { type: "delta", text: "Part" },
      { type: "replyFailed", message: "Oracle could not finish this reply.", now: T },
    );
    expect(state.messages.at(-1)).toMatchObject({
      text: "Part",
      state: "error",
      note: "Oracle could not finish this reply.",
    });
    expect(state.pending).toBe(false);
  });

  it("marks a reply cut by Stop Chat as stopped, and a lost one as an error", () => {
    const asked = run(live(), { type: "ask", id: "q1", text: "Tell me more", now: T });
    const stopped = run(asked, { type: "stopping" }, { type: "stopped" }, { type: "replyCut", message: "x", now: T });
    expect(stopped.phase).toBe("viewing");
    expect(stopped.messages.at(-1)?.state).toBe("stopped");
    // The server's own "stopped" error event after Stop Chat reads as stopped too.
    const told = run(asked, { type: "stopping" }, { type: "replyFailed", message: "The reply was stopped.", now: T });
    expect(told.messages.at(-1)).toMatchObject({ state: "stopped" });
    expect(told.messages.at(-1)?.note).toBeUndefined();
    const lost = run(asked, { type: "replyCut", message: "An error occurred. Please try again later.", now: T });
    expect(lost.messages.at(-1)).toMatchObject({ state: "error", note: "An error occurred. Please try again later." });
  });

  it("removes a refused question (402, 409) from the conversation", () => {
    const state = run(live(), { type: "ask", id: "q1", text: "Tell me more", now: T }, { type: "refused", id: "q1" });
    expect(state.messages).toHaveLength(1);
    expect(state.pending).toBe(false);
  });

  it("opens a chat from history: roles from each line's role, live only when active", () => {
    const conversation: ChatConversation = {
      asst_id: "c9",
      astrologer: "Astra" as const,
      status: "stopped" as const,
      bid: "b2",
      chats: [
        { role: "assistant", from_name: "Astra", message: "Namaste!", chat_time: T, status: "complete" },
        // A user named like an astrologer is still the user.
        { role: "user", from_name: "Astra", message: "When will I marry?", chat_time: T, status: "complete" },
        { role: "assistant", from_name: "Astra", message: "Partly", chat_time: T, status: "stopped" },
        {
          id: "m4",
          rating: "down",
          role: "assistant",
          from_name: "Astra",
          message: "Later",
          chat_time: T,
          status: "complete",
        },
      ],
    };
    const state = run(
      initialChatState("Oracle", null),
      { type: "loading", astrologer: "Astra" },
      { type: "loaded", conversation },
    );
    expect(state).toMatchObject({
      phase: "viewing",
      chatId: "c9",
      astrologer: "Astra",
      bid: "b2",
      userName: "Astra",
    });
    expect(state.messages.map((m) => [m.role, m.state])).toEqual([
      ["astrologer", "complete"],
      ["user", "complete"],
      ["astrologer", "stopped"],
      ["astrologer", "complete"],
    ]);
    // A reply's id and the user's vote come back with the history.
    expect(state.messages.at(-1)).toMatchObject({ serverId: "m4", rating: "down" });
    const active = run(initialChatState("Oracle", null), {
      type: "loaded",
      conversation: { ...conversation, status: "active" },
    });
    expect(active.phase).toBe("live");
  });

  it("takes the balance's counters for a chat reopened from history, unless a reply brought fresher ones", () => {
    const opened = run(initialChatState("Oracle", null), {
      type: "loaded",
      conversation: { asst_id: "c9", astrologer: "Oracle", status: "active", bid: "b1", chats: [] },
    });
    expect(opened.counters).toBeNull();
    const withCounters = run(opened, { type: "counters", chatId: "c9", counters, now: T });
    expect(withCounters.counters).toEqual(counters);
    expect(
      run(withCounters, { type: "counters", chatId: "c9", counters: { ...counters, questionsLeft: 9 }, now: T })
        .counters,
    ).toEqual(counters);
    expect(run(opened, { type: "counters", chatId: "other", counters, now: T }).counters).toBeNull();
  });

  it("clears the conversation when the chat is deleted", () => {
    const state = run(live(), { type: "stopped" }, { type: "deleted" });
    expect(state).toMatchObject({ phase: "deleted", chatId: null, messages: [] });
  });
});
