// The API's user-facing messages by code, in English and Hindi. Zod-free, so the browser
// bundle can import it: `@graha/contracts/messages`.
import type {
  Catalogue,
  Message,
  MessageCode,
  MessageLanguage,
  MessageParamValues,
  PlainMessageCode,
} from "./codes.ts";
import { en } from "./en.ts";
import { formatFrom } from "./format.ts";
import { hi } from "./hi.ts";

export type {
  Catalogue,
  Message,
  MessageCode,
  MessageLanguage,
  MessageParams,
  MessageParamValues,
  MessageRef,
  MessageText,
  PlainMessageCode,
} from "./codes.ts";

export { formatFrom };

export const catalogues: Readonly<Record<MessageLanguage, Catalogue>> = { en, hi };

export const messageCodes = Object.keys(en) as [MessageCode, ...MessageCode[]];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && Object.hasOwn(en, value);
}

/**
 * The text of a message in `language`, its parameters filled in. Unknown parameters are
 * left as written, so a missing value shows up instead of disappearing.
 * @example formatMessage("en", { code: "otp.wait", params: { seconds: 30 } }) // "Please wait 30 seconds before requesting a new code."
 */
export function formatMessage(language: MessageLanguage, message: Message | PlainMessageCode): string {
  const { code, params } = typeof message === "string" ? { code: message, params: undefined } : message;
  return formatCode(language, code, params);
}

/** `formatMessage` for a code and its parameters apart (as an API answer carries them). */
export function formatCode(language: MessageLanguage, code: MessageCode, params?: MessageParamValues): string {
  return formatFrom(catalogues[language], code, params);
}
