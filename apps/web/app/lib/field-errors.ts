import type { PlainMessageCode } from "@graha/contracts/messages";
import { useState } from "react";
import { apiError } from "./api";
import { messageText } from "./api-message";

/**
 * A form's error per field: the browser's own checks (catalogue codes, in the page's
 * language) or the API's field errors; showing them focuses the first field at fault, whose
 * input has the id `${idPrefix}${field}`.
 */
export function useFieldErrors<F extends string>(fields: readonly F[], idPrefix: string, lang: string) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const show = (found: Partial<Record<F, string>>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${idPrefix}${first}`)?.focus();
  };
  return {
    errors,
    /** Forgets a field's error once it is edited. */
    clear: (field: F) => setErrors((current) => ({ ...current, [field]: undefined })),
    /** Shows the browser's checks; false when there were none. */
    showCodes(codes: Partial<Record<F, PlainMessageCode>>): boolean {
      const found = Object.entries(codes) as [F, PlainMessageCode][];
      if (found.length > 0)
        show(
          Object.fromEntries(found.map(([field, code]) => [field, messageText(lang, code)])) as Partial<
            Record<F, string>
          >,
        );
      return found.length > 0;
    },
    /** Shows the field errors of a refused API answer; false when it had none for these fields. */
    showApiFields(body: unknown): boolean {
      const sent = apiError(body).fields ?? {};
      const found = fields.filter((f) => sent[f]);
      if (found.length > 0) show(Object.fromEntries(found.map((f) => [f, sent[f]])) as Partial<Record<F, string>>);
      return found.length > 0;
    },
  };
}
