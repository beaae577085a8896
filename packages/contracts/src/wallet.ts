import { z } from "zod";
import { MOBILE_LOCAL_PATTERN, statusSuccess } from "./common.ts";
import { noticeFields, says } from "./message-fields.ts";

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

export const STATEMENT_PAGE_SIZE = 20;
export const pageQuery = z.strictObject({
  page: z.coerce.number(says("wallet.page_number")).int().min(1, says("wallet.page_min")).default(1),
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

export const TRANSFER_MAX_QUESTIONS = 1000;
export const transferBody = z.strictObject({
  mobile: z
    .string(says("auth.mobile_required"))
    .trim()
    .length(10, says("auth.mobile_length"))
    .regex(MOBILE_LOCAL_PATTERN, says("auth.mobile_invalid")),
  questions: z
    .number(says("wallet.transfer_count_required"))
    .int(says("wallet.transfer_whole_number"))
    .min(1, says("wallet.transfer_min"))
    .max(TRANSFER_MAX_QUESTIONS, says("wallet.transfer_max")),
});
export const transferResponse = z.object({ status: statusSuccess, ...noticeFields });

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
  // Empty, without a code, when there are transactions to show.
  message: z.string(),
  message_code: noticeFields.message_code.optional(),
  params: noticeFields.params,
});
