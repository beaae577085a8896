import { z } from "zod";
import { messageCodes, type MessageCode } from "./messages/index.ts";

/**
 * A zod `error` option whose message is a catalogue code: the server's error handler
 * renders it in the caller's language, so no schema holds a sentence.
 */
export const says = (code: MessageCode) => ({ error: code });

export const messageCode = z.enum(messageCodes);
export const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** A user-facing notice in an answer: the text in the caller's language, its code and parameters. */
export const noticeFields = {
  message: z.string(),
  message_code: messageCode,
  params: messageParams.optional(),
};
