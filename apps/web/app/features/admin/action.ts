import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { useRevalidator } from "react-router";
import { toast } from "../../lib/toast";
import { api, apiError } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { useConfirmedCall } from "./confirm";

/**
 * A console form's POST: busy meanwhile (a second submit is ignored), through the confirm
 * dialog when the API asks for a fresh code; on success the server's message as a toast and
 * the page's data loaded again; when refused, the field errors and the message for the form.
 */
export function useAdminAction() {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const confirmed = useConfirmedCall();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async <T>(path: string, body: unknown): Promise<T | null> => {
    if (busy) return null;
    setBusy(true);
    setAlert(null);
    setFields({});
    const answer = await confirmed(() => api<T>(path, { method: "POST", body }));
    setBusy(false);
    if (answer.ok) {
      const said = apiMessage(answer.data, lang);
      if (said) toast.success(said);
      void revalidate();
      return answer.data;
    }
    const error = apiError(answer.body);
    setFields(error.fields ?? {});
    setAlert(
      error.fields && Object.keys(error.fields).length > 0
        ? null
        : (apiMessage(answer.body, lang) ?? t("admin.somethingWrong")),
    );
    return null;
  };

  return { busy, alert, setAlert, fields, submit, lang };
}
