// The cookie plugin's request and reply types (registered in app.ts).
import type {} from "@fastify/cookie";
import type { FastifyRequest } from "fastify";
import { HINDI_MESSAGES, HINDI_TEMPLATES } from "./messages-hi.ts";

export type ApiLanguage = "en" | "hi";

/**
 * The language of the person asking: the web app's `lang` cookie, else the browser's
 * Accept-Language. The API answers user-facing messages in it.
 */
export function requestLanguage(request: FastifyRequest): ApiLanguage {
  const cookie = request.cookies?.lang;
  if (cookie === "hi" || cookie === "en") return cookie;
  const accept = request.headers["accept-language"] ?? "";
  return /^\s*hi\b/i.test(accept) ? "hi" : "en";
}

/** A user-facing message in `language`; messages without a translation stay in English. */
export function translateMessage(message: string, language: ApiLanguage): string {
  if (language === "en") return message;
  const exact = HINDI_MESSAGES[message];
  if (exact) return exact;
  for (const [pattern, render] of HINDI_TEMPLATES) {
    const match = message.match(pattern);
    if (match) return render(match);
  }
  return message;
}
