import { z } from "zod";
import { listWithNotice, MOBILE_LOCAL_PATTERN, statusSuccess } from "./common.ts";
import { noticeFields, says, text } from "./message-fields.ts";
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
  page: z.coerce.number(says("wallet.page_number")).int().min(1, says("wallet.page_min")).default(1),
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
  mobile: text("auth.mobile_required")
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
export type TransferResponse = z.infer<typeof transferResponse>;

export const transferHistoryResponse = listWithNotice(
  "transactions",
  z.object({
    transaction_id: z.string(),
    recipient_mobile: z.string(),
    sender_mobile: z.string(),
    oracle_questions: z.number().int(),
    sent: z.boolean().meta({ description: "true when the user sent the questions, false when received" }),
    transferred_at: z.iso.datetime(),
  }),
);
export type TransferHistoryResponse = z.infer<typeof transferHistoryResponse>;
