import type { SafetyClass } from "../reading/safety.ts";

/** Why the guard kept a sentence of the model's reply from the user. */
export type GuardReason = "false_claim" | "sale" | "certainty" | "fear" | "language";

/** Why the guard threw a whole attempt away and asked again (or fell back to the builtin writer). */
export type RejectReason = "language" | "empty";

export interface GuardRemoval {
  /** The attempt (1 or 2) the sentence came from. */
  readonly attempt: number;
  readonly sentence: string;
  readonly reason: GuardReason;
  /** For a false claim: the words of each false placement. */
  readonly claims?: readonly string[];
}

/**
 * What the guard changed in one reply, stored with it (`chat_reply_guards`) for a later
 * review screen. Filled in by the guarded writer while it streams.
 */
export interface GuardReport {
  /** Model attempts made (0: the model was not called). */
  attempts: number;
  /** Attempts thrown away whole, in order. */
  readonly rejected: RejectReason[];
  readonly removed: GuardRemoval[];
  /** Set when the reply came from the builtin writer instead of the model. */
  fallback: "safety" | "after_retries" | null;
  /** The question's safety class when it was not "none" (the model is never asked then). */
  safety: SafetyClass | null;
}

export const newGuardReport = (): GuardReport => ({
  attempts: 0,
  rejected: [],
  removed: [],
  fallback: null,
  safety: null,
});
