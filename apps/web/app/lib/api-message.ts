import {
  formatCode,
  formatMessage,
  isMessageCode,
  type Message,
  type MessageLanguage,
  type MessageParamValues,
  type PlainMessageCode,
} from "@graha/contracts/messages";

// The API's messages by code, rendered from the catalogue both sides share, so a message
// reads the same on the server and in the web app.

const languageOf = (lang: string): MessageLanguage => (lang === "hi" ? "hi" : "en");

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A message the web app says itself in the API's words (a check it makes before asking). */
export function messageText(lang: string, message: Message | PlainMessageCode): string {
  return formatMessage(languageOf(lang), message);
}

function paramsOf(value: unknown): MessageParamValues | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
}

function noticeText(notice: Record<string, unknown>, language: MessageLanguage): string | undefined {
  if (isMessageCode(notice.message_code)) return formatCode(language, notice.message_code, paramsOf(notice.params));
  return typeof notice.message === "string" && notice.message ? notice.message : undefined;
}

/**
 * The user-facing message of an API answer in the page's language: rendered from its
 * `message_code` and `params` (the answer's own, else its `error`'s), else the server's text.
 */
export function apiMessage(data: unknown, lang: string): string | undefined {
  if (!isRecord(data)) return undefined;
  const language = languageOf(lang);
  return noticeText(data, language) ?? (isRecord(data.error) ? noticeText(data.error, language) : undefined);
}
