import {
  formatCode,
  type Message,
  type MessageLanguage,
  type MessageRef,
  type PlainMessageCode,
} from "@graha/contracts/messages";
import type { FastifyRequest } from "fastify";

/**
 * The language of the person asking: a `lang` query parameter (routes that take one, such as
 * the horoscopes), else the web app's `lang` cookie, else the browser's Accept-Language. The
 * API renders user-facing messages in it.
 */
export function requestLanguage(request: FastifyRequest): MessageLanguage {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  if (query === "hi" || query === "en") return query;
  const cookie = request.cookies?.lang;
  if (cookie === "hi" || cookie === "en") return cookie;
  const accept = request.headers["accept-language"] ?? "";
  return /^\s*hi\b/i.test(accept) ? "hi" : "en";
}

/** A message as it leaves the server: its text in `language`, its code and parameters. */
export function renderNotice(language: MessageLanguage, message: MessageRef | PlainMessageCode) {
  const { code, params } = typeof message === "string" ? { code: message, params: undefined } : message;
  return { message: formatCode(language, code, params), message_code: code, ...(params ? { params } : {}) };
}

/** The fields of a success answer's notice, in the caller's language. */
export const notice = (request: FastifyRequest, message: Message | PlainMessageCode) =>
  renderNotice(requestLanguage(request), message);
