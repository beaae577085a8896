import { z } from "zod";
import { MOBILE_LOCAL_PATTERN, statusSuccess } from "./common.ts";

export const ledgerAccountKeys = [
  "oracle_questions",
  "astra_questions",
  "subscription_questions",
  "wallet_paise",
  "daily_predictions",
  "weekly_predictions",
  "monthly_predictions",
  "yearly_predictions",
] as const;

/** The spec's balance fields plus subscription questions and the rupee wallet (paise). */
export const balanceResponse = z.object({
  status: statusSuccess,
  oracle_questions: z.number().int(),
  astra_questions: z.number().int(),
  subscription_questions: z.number().int(),
  wallet_paise: z.number().int(),
  daily_predictions: z.number().int(),
  weekly_predictions: z.number().int(),
  monthly_predictions: z.number().int(),
  yearly_predictions: z.number().int(),
});
export type BalanceResponse = z.infer<typeof balanceResponse>;

export const STATEMENT_PAGE_SIZE = 20;
export const pageQuery = z.strictObject({
  page: z.coerce
    .number({ error: "Page must be a number." })
    .int()
    .min(1, { error: "Page must be 1 or more." })
    .default(1),
});

export const statementResponse = z.object({
  status: statusSuccess,
  transactions: z.array(
    z.object({
      id: z.string(),
      account: z.enum(ledgerAccountKeys),
      amount: z.number().int().meta({ description: "Signed: credits positive; paise for wallet_paise" }),
      reason: z.string(),
      reference: z.string().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
  page: z.number().int(),
  page_count: z.number().int(),
});
export type StatementResponse = z.infer<typeof statementResponse>;

export const TRANSFER_MAX_QUESTIONS = 1000;
export const transferBody = z.strictObject({
  mobile: z
    .string({ error: "Mobile number is required." })
    .trim()
    .length(10, { error: "Enter the 10-digit mobile number." })
    .regex(MOBILE_LOCAL_PATTERN, { error: "Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9." }),
  questions: z
    .number({ error: "Enter how many questions to transfer." })
    .int({ error: "Enter a whole number of questions." })
    .min(1, { error: "Transfer at least 1 question." })
    .max(TRANSFER_MAX_QUESTIONS, { error: `Transfer at most ${TRANSFER_MAX_QUESTIONS} questions at a time.` }),
});
export const transferResponse = z.object({ status: statusSuccess, message: z.string() });
export type TransferResponse = z.infer<typeof transferResponse>;

export const transferHistoryResponse = z.object({
  status: statusSuccess,
  transactions: z.array(
    z.object({
      transaction_id: z.string(),
      recipient_mobile: z.string(),
      sender_mobile: z.string(),
      oracle_questions: z.number().int(),
      sent: z.boolean().meta({ description: "true when the user sent the questions, false when received" }),
      transferred_at: z.iso.datetime(),
    }),
  ),
  message: z.string(),
});
export type TransferHistoryResponse = z.infer<typeof transferHistoryResponse>;
