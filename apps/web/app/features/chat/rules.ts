// The chat page's small rules, kept apart from React so they can be tested alone.

import {
  ASTROLOGER_NAMES,
  ASTROLOGERS as ASTROLOGER_IDS,
  CHAT_MESSAGE_MAX as MESSAGE_MAX,
  CHAT_MESSAGE_MIN as MESSAGE_MIN,
  type AstrologerName,
} from "@graha/contracts/vocabulary";

export { MESSAGE_MAX, MESSAGE_MIN, type AstrologerName };
export const ASTROLOGERS: readonly AstrologerName[] = ASTROLOGER_IDS.map((id) => ASTROLOGER_NAMES[id]);

/** The `type` query parameter as an astrologer; anything else means Oracle. */
export function astrologerFromParam(value: string | null | undefined): AstrologerName {
  return value?.trim().toLowerCase() === "astra" ? "Astra" : "Oracle";
}

export function otherAstrologer(name: AstrologerName): AstrologerName {
  return name === "Oracle" ? "Astra" : "Oracle";
}

export type MessageCheck = { ok: true; message: string } | { ok: false; reason: "empty" | "tooShort" | "tooLong" };

/** Trimmed; empty is ignored; fewer than 6 characters is refused (spec, chat validation). */
export function checkMessage(text: string): MessageCheck {
  const message = text.trim();
  if (!message) return { ok: false, reason: "empty" };
  if ([...message].length < MESSAGE_MIN) return { ok: false, reason: "tooShort" };
  if ([...message].length > MESSAGE_MAX) return { ok: false, reason: "tooLong" };
  return { ok: true, message };
}

/** The time left shown as minutes:seconds ("04:05"; minutes may pass 59: "75:00"). */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The countdown runs only when the wallet pays: balance above 1 rupee and no questions left. */
export function countdownApplies(counters: { balance: number; questionsLeft: number } | null | undefined): boolean {
  return Boolean(counters && counters.balance > 1 && counters.questionsLeft <= 0);
}

/**
 * What a click on a history entry does: while a chat is live (or starting), any other chat
 * is refused with the spec's alert; the chat already open does nothing; otherwise it loads.
 */
export function historyClickAction(input: {
  liveChatId: string | null;
  busy: boolean;
  openChatId: string | null;
  clickedId: string;
}): "alert" | "none" | "load" {
  if (input.liveChatId === input.clickedId || input.openChatId === input.clickedId) return "none";
  if (input.liveChatId !== null || input.busy) return "alert";
  return "load";
}
