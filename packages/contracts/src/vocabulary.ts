// The API's closed lists, defined once and shared by the server, the web app and the tests
// without zod (so the browser bundle can import them alone: `@graha/contracts/vocabulary`).

/** The AI astrologers a chat is held with. */
export const ASTROLOGERS = ["oracle", "astra"] as const;
export type Astrologer = (typeof ASTROLOGERS)[number];
/** The recharge page's offer groups: one per astrologer, then the rest (wallet, predictions). */
export const OFFER_GROUPS = [...ASTROLOGERS, "other"] as const;
export type OfferGroup = (typeof OFFER_GROUPS)[number];

/** How each astrologer is named to people (the API also accepts these as ids). */
export const ASTROLOGER_NAMES = { oracle: "Oracle", astra: "Astra" } as const satisfies Record<Astrologer, string>;
export type AstrologerName = (typeof ASTROLOGER_NAMES)[Astrologer];

/** A chat question's length in characters, trimmed. */
export const CHAT_MESSAGE_MIN = 6;
export const CHAT_MESSAGE_MAX = 1000;

/** The balances the ledger keeps (product.md "Money, credits and the ledger"). */
export const LEDGER_ACCOUNTS = [
  "oracle_questions",
  "astra_questions",
  "subscription_questions",
  "wallet_paise",
  "daily_predictions",
  "weekly_predictions",
  "monthly_predictions",
  "yearly_predictions",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
