import { z } from "zod";
import { MOBILE_LOCAL_PATTERN, statusSuccess } from "./common.ts";
import { LEDGER_ACCOUNTS, type LedgerAccount } from "./vocabulary.ts";

/** The spec's balance fields plus subscription questions and the rupee wallet (paise). */
export const balanceResponse = z.object({
  status: statusSuccess,
  ...(Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, z.number().int()])) as Record<
    LedgerAccount,
    z.ZodNumber
  >),
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
      account: z.enum(LEDGER_ACCOUNTS),
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
