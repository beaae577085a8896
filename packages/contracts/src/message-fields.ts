import { z } from "zod";
import { messageCodes, type MessageCode } from "./messages/index.ts";

/**
 * A zod `error` option whose message is a catalogue code: the server's error handler
 * renders it in the caller's language, so no schema holds a sentence.
 */
export const says = (code: MessageCode) => ({ error: code });

/** The messages of a trimmed text field: when missing, too short (default: as missing) and too long. */
export interface TextFieldMessages {
  readonly required: MessageCode;
  readonly tooShort?: MessageCode;
  readonly tooLong: MessageCode;
}

/** A text field trimmed, then held to `min`..`max` characters, each failure with its catalogue code. */
export const trimmedText = (min: number, max: number, messages: TextFieldMessages) =>
  z
    .string(says(messages.required))
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
