import { z } from "zod";
import { messageCodes, type MessageCode } from "./messages/index.ts";

/**
 * A zod `error` option whose message is a catalogue code: the server's error handler
 * renders it in the caller's language, so no schema holds a sentence.
 */
export const says = (code: MessageCode) => ({ error: code });

/**
 * A whole number from a query string (`?page=2`), at least `min`: not a whole number says
 * `numberCode`, below `min` says `minCode`.
 */
export const wholeNumber = (numberCode: MessageCode, min: number, minCode: MessageCode = numberCode) =>
  z.coerce.number(says(numberCode)).int(says(numberCode)).min(min, says(minCode));

/** The messages of a trimmed text field: when missing, too short (default: as missing) and too long. */
export interface TextFieldMessages {
  readonly required: MessageCode;
  readonly tooShort?: MessageCode;
  readonly tooLong: MessageCode;
}

/**
 * Whether a string holds a character no database column takes: NUL (PostgreSQL refuses it in
 * text) or half of a UTF-16 surrogate pair (no UTF-8 spelling; it would be stored as U+FFFD).
 */
export const hasForbiddenCharacters = (value: string): boolean => value.includes("\u0000") || !value.isWellFormed();

/**
 * The base of every string a request carries (body, path id, query): a string refused with
 * `validation.forbidden_character` when it holds a character the database refuses, so no
 * route ever hands one to SQLite or PostgreSQL. That check comes first, so it is the field's
 * message whatever else is wrong. Build request strings on this, never on `z.string()`:
 * `bad-input.test.ts` sends such characters to every string field of the OpenAPI document.
 */
export const text = (required?: MessageCode) =>
  z
    .string(required ? says(required) : undefined)
    .refine((value) => !hasForbiddenCharacters(value), says("validation.forbidden_character"));

/** An identifier in a path or a body: 1..`max` characters of text, each failure with `message` when given. */
export const idText = (max: number, message?: MessageCode) =>
  text(message)
    .min(1, message ? says(message) : undefined)
    .max(max);

/** A text field trimmed, then held to `min`..`max` characters, each failure with its catalogue code. */
export const trimmedText = (min: number, max: number, messages: TextFieldMessages) =>
  text(messages.required)
    .trim()
    .min(min, says(messages.tooShort ?? messages.required))
    .max(max, says(messages.tooLong));

export const messageCode = z.enum(messageCodes);
export const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** A user-facing notice in an answer: the text in the caller's language, its code and parameters. */
export const noticeFields = {
  message: z.string(),
  message_code: messageCode,
  params: messageParams.optional(),
};

/** The notice of a list answer: "nothing here" in words when the list is empty, an empty message (no code) otherwise. */
export const emptyListNoticeFields = {
  message: z.string(),
  message_code: messageCode.optional(),
  params: messageParams.optional(),
};
