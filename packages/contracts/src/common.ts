import { z } from "zod";

import { emptyListNoticeFields, idText, says, text } from "./message-fields.ts";
import { MOBILE_PATTERN, OTP_LENGTH } from "./patterns.ts";

export { MOBILE_LOCAL_PATTERN, MOBILE_PATTERN, OTP_LENGTH } from "./patterns.ts";

export const mobileField = text("auth.mobile_required")
  .trim()
  .regex(MOBILE_PATTERN, says("auth.mobile_invalid"))
  .meta({ description: "91 followed by the 10-digit mobile number", example: "919876543210" });

export const otpField = text("auth.code_format").regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), says("auth.code_format"));

/** The id of one of the user's kundlis, as a chat or a prediction is asked for. */
export const kundliIdField = idText(64, "chat.choose_kundli");

/** A number, the code sent to it and the token of that code request: what every code check sends. */
export const codeCheckBody = z.strictObject({
  mobile: mobileField,
  otp: otpField,
  token: idText(200, "auth.token_missing"),
});

export const statusSuccess = z.literal("success");
export const statusFail = z.literal("fail");

/** A history-style list answer: `status`, the items under `key`, and "nothing here" in words when empty. */
export const listWithNotice = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z
    .object({ status: statusSuccess, ...emptyListNoticeFields })
    .extend({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>);

/**
 * Fields of one type, in the order given, for a run of them in an object schema:
 * `...fieldsOf(() => z.number().int(), "upvotes", "downvotes", "score")`. Each field gets its
 * own schema from `make`, so the OpenAPI document describes each in place.
 */
export function fieldsOf<const K extends string, T extends z.ZodType>(make: () => T, ...names: K[]): Record<K, T> {
  return Object.fromEntries(names.map((name) => [name, make()])) as Record<K, T>;
}
