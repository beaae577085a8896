// The API's closed lists, defined once and shared by the server, the web app and the tests
// without zod (so the browser bundle can import them alone: `@graha/contracts/vocabulary`).

/** The AI astrologers a chat is held with. */
export const ASTROLOGERS = ["oracle", "astra"] as const;
export type Astrologer = (typeof ASTROLOGERS)[number];

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
