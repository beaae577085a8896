// Filling a message's text from one catalogue, apart from the catalogues themselves, so the
// browser can load one language's catalogue (`@graha/contracts/messages/en` or `/hi`).
import type { Catalogue, MessageCode, MessageParamValues } from "./codes.ts";

/** The text of `code` in `catalogue`, its parameters filled in (unknown ones left as written). */
export function formatFrom(catalogue: Catalogue, code: MessageCode, params?: MessageParamValues): string {
  const entry = catalogue[code];
  const text = typeof entry === "string" ? entry : params?.count === 1 ? entry.one : entry.other;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
