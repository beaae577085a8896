import { toast } from "react-toastify/unstyled";
import { api, type ApiOptions } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";

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
