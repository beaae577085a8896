import { formatFrom } from "@graha/contracts/messages/format";
import type { Catalogue, Message, MessageCode, MessageParamValues, PlainMessageCode } from "@graha/contracts/messages";
import { createI18n, isLanguageLoaded, loadParts, type Lang } from "../i18n";

// The API's messages by code, rendered from the catalogue both sides share, so a message
// reads the same on the server and in the web app. The browser loads the page language's
// catalogue as a part of its strings (i18n/parts.ts): with the page when it shows a message
// as it renders (chat, console), else first thing after hydration (root.tsx), and always
// before `api()` hands over an answer (lib/api.ts).

const languageOf = (lang: string): Lang => (lang === "hi" ? "hi" : "en");

function catalogueOf(lang: Lang): Catalogue | undefined {
  if (isLanguageLoaded(lang, ["apiMessages"])) return createI18n(lang).part("apiMessages") as Catalogue;
  // Not there yet (the page is a moment old): asked for now, for the next message.
  if (isLanguageLoaded(lang)) void loadParts(lang, ["apiMessages"]).catch(() => undefined);
  return undefined;
}

const isMessageCode = (catalogue: Catalogue, value: unknown): value is MessageCode =>
  typeof value === "string" && Object.hasOwn(catalogue, value);

/** A message the web app says itself in the API's words (a check it makes before asking). */
export function messageText(lang: string, message: Message | PlainMessageCode): string {
  const { code, params } = typeof message === "string" ? { code: message, params: undefined } : message;
  const catalogue = catalogueOf(languageOf(lang));
  return catalogue ? formatFrom(catalogue, code, params) : code;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function paramsOf(value: unknown): MessageParamValues | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
}

function noticeText(notice: Record<string, unknown>, language: Lang): string | undefined {
  const catalogue = catalogueOf(language);
  if (catalogue && isMessageCode(catalogue, notice.message_code))
    return formatFrom(catalogue, notice.message_code, paramsOf(notice.params));
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
