import { z } from "zod";
import { messageCode, messageParams } from "./message-fields.ts";

/**
 * The closed error vocabulary of the API. Each code maps to one HTTP status; only the
 * server's error handler turns errors into responses.
 */
export const errorStatusByCode = {
  validation_failed: 400,
  invalid_code: 400,
  unauthorized: 401,
  insufficient_balance: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  reply_in_progress: 409,
  chat_ended: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatusByCode;
export const errorCodes = Object.keys(errorStatusByCode) as [ErrorCode, ...ErrorCode[]];

/**
 * `{ "error": { "code", "message", "message_code", "params"?, "fields"? } }`: the one error
 * shape of the API. `code` is the class of error (its HTTP status); `message_code` and
 * `params` name the message, and `message` (like each field's text) is its rendering in
 * the caller's language.
 */
export const errorBody = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      message_code: messageCode,
      params: messageParams.optional(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBody>;
