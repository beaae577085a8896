// The Transfer Questions form's rules (spec: mobile required, exactly 10 characters; questions
// required, a number, at least 1), with the product's mobile rule (starts 6–9) on top.
import type { Message } from "@graha/contracts/messages";
import { MOBILE_LOCAL_PATTERN } from "@graha/contracts/patterns";

export const TRANSFER_MAX = 1000;

export type TransferFieldError =
  | "mobileRequired"
  | "mobileLength"
  | "mobileInvalid"
  | "ownNumber"
  | "questionsRequired"
  | "questionsNumber"
  | "questionsMin"
  | "questionsWhole"
  | "questionsMax"
  | "questionsMoreThanBalance";

type WebOnlyError = "questionsNumber" | "questionsMoreThanBalance";

/** The checks the API makes too, in the API's words (its message catalogue). */
export const TRANSFER_API_MESSAGES: Record<Exclude<TransferFieldError, WebOnlyError>, Message> = {
  mobileRequired: { code: "auth.mobile_required" },
  mobileLength: { code: "auth.mobile_length" },
  mobileInvalid: { code: "auth.mobile_invalid" },
  ownNumber: { code: "wallet.transfer_own_number" },
  questionsRequired: { code: "wallet.transfer_count_required" },
  questionsMin: { code: "wallet.transfer_min" },
  questionsWhole: { code: "wallet.transfer_whole_number" },
  questionsMax: { code: "wallet.transfer_max", params: { maximum: TRANSFER_MAX } },
};

export const isApiCheck = (error: TransferFieldError): error is Exclude<TransferFieldError, WebOnlyError> =>
  error in TRANSFER_API_MESSAGES;

export interface TransferErrors {
  mobile?: TransferFieldError;
  questions?: TransferFieldError;
}

export interface TransferInput {
  mobile: string;
  questions: string;
  /** The sender's Oracle questions, when known. */
  available?: number | undefined;
  /** The sender's own 10-digit number, when known. */
  ownMobile?: string | undefined;
}

export function validateTransfer({ mobile, questions, available, ownMobile }: TransferInput): {
  errors: TransferErrors;
  value?: { mobile: string; questions: number };
} {
  const errors: TransferErrors = {};
  const m = mobile.trim();
  if (!m) errors.mobile = "mobileRequired";
  else if (!/^\d{10}$/.test(m)) errors.mobile = "mobileLength";
  else if (!MOBILE_LOCAL_PATTERN.test(m)) errors.mobile = "mobileInvalid";
  else if (ownMobile && m === ownMobile) errors.mobile = "ownNumber";

  const q = questions.trim();
  let count = Number.NaN;
  if (!q) errors.questions = "questionsRequired";
  else if (!/^-?\d+(\.\d+)?$/.test(q)) errors.questions = "questionsNumber";
  else {
    count = Number(q);
    if (count < 1) errors.questions = "questionsMin";
    else if (!Number.isInteger(count)) errors.questions = "questionsWhole";
    else if (count > TRANSFER_MAX) errors.questions = "questionsMax";
    else if (available !== undefined && count > available) errors.questions = "questionsMoreThanBalance";
  }
  if (errors.mobile || errors.questions) return { errors };
  return { errors, value: { mobile: m, questions: count } };
}
