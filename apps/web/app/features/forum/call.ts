import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { api, apiError, type ApiOptions, type ApiResult } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useRootData } from "../../lib/session";

/**
 * A forum action (the spec: the server's message as a success toast, else as a warning;
 * `failed` when there is none). Returns the answer, or null when refused.
 */
export async function forumAction<T>(
  path: string,
  options: ApiOptions,
  lang: string,
  failed: string,
): Promise<T | null> {
  const answer = await api<T>(path, options);
  if (answer.ok) {
    const said = apiMessage(answer.data, lang);
    if (said) toast.success(said);
    return answer.data;
  }
  toast.warning(apiMessage(answer.body, lang) ?? failed);
  return null;
}

/**
 * A form's API call: busy meanwhile (a second submit is ignored), the refusal's first field
 * message or message as its alert, and the refused body to `onRefused`. Returns the answer or null.
 */
export function useFormCall() {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const run = async <T>(call: () => Promise<ApiResult<T>>, onRefused?: (body: unknown) => void): Promise<T | null> => {
    setBusy(true);
    setAlert(null);
    const answer = await call();
    setBusy(false);
    if (answer.ok) return answer.data;
    const { fields } = apiError(answer.body);
    setAlert(Object.values(fields ?? {})[0] ?? apiMessage(answer.body, lang) ?? t("forum.common.somethingWrong"));
    onRefused?.(answer.body);
    return null;
  };
  return { busy, alert, setAlert, run, lang };
}
