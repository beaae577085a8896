import type { KundliBody, KundliSavedResponse, KundliView } from "@graha/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "../../lib/toast";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { api, apiError } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { useLoginDialog } from "../../lib/login-dialog";
import { BirthFields } from "./birth-fields";
import type { SlotErrors } from "./birth-inputs";
import {
  emptyBirthForm,
  freeChartHref,
  nextPath,
  slotOfApiField,
  validateBirthForm,
  valuesFromRecord,
  type BirthFormValues,
  type Persona,
} from "./birth-form-model";
import { SavedKundlis } from "./saved-kundlis";

export interface KundliFormOptions {
  celebrity: boolean;
  type: Persona | null;
  predictions: boolean;
  pType: string | null;
  /** The free-kundli page also offers the chart without saving (no login needed). */
  allowUnsaved: boolean;
}

/** The birth form with the Saved Kundli list beside it (logged in) and the submit flow. */
export function KundliForm({
  births,
  languages,
  options,
}: {
  births: KundliView[] | null;
  languages: readonly string[];
  options: KundliFormOptions;
}) {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const { openLogin } = useLoginDialog();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<BirthFormValues>(emptyBirthForm);
  const [selected, setSelected] = useState<KundliView | null>(null);
  const [errors, setErrors] = useState<SlotErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = () => {
    setAlert(null);
    setErrors({});
    const result = validateBirthForm(values, { celebrity: options.celebrity });
    if (result.ok) return result;
    if (result.required) {
      setAlert(t("kundli.errors.required", { field: t(`kundli.fieldNames.${result.required}`) }));
    } else {
      const next: SlotErrors = {};
      for (const [slot, key] of Object.entries(result.errors)) {
        next[slot as keyof SlotErrors] = t(`kundli.errors.${key}`, { max: new Date().getFullYear() });
      }
      setErrors(next);
    }
    return null;
  };

  const send = async (body: KundliBody, bid: string | null) => {
    setBusy(true);
    try {
      const answer = await api<KundliSavedResponse>(
        bid ? `/api/v1/kundlis/${encodeURIComponent(bid)}` : "/api/v1/kundlis",
        { method: bid ? "PUT" : "POST", body },
      );
      if (answer.status === 401) {
        setBusy(false);
        openLogin({ onLoggedIn: () => void send(body, bid) });
        return;
      }
      if (answer.status === 0) throw new Error("network");
      if (!answer.ok) {
        const fields = apiError(answer.body).fields ?? {};
        const next: SlotErrors = {};
        for (const [field, message] of Object.entries(fields)) {
          const slot = slotOfApiField(field);
          if (slot) next[slot] = message;
        }
        setErrors(next);
        const refusal = apiMessage(answer.body, lang);
        setAlert(Object.keys(next).length > 0 ? null : `${t("kundli.errors.failed")}${refusal ? `: ${refusal}` : ""}`);
        setBusy(false);
        return;
      }
      const { data } = answer;
      if (data.status !== "success" || !data.bid) {
        setAlert(apiMessage(data, lang) ?? t("kundli.errors.failed"));
        setBusy(false);
        return;
      }
      if (bid) toast.success(t("kundli.saved.updated"));
      // Stays busy: the next page takes over.
      void navigate(nextPath(data.bid, { ...options }));
    } catch {
      setAlert(t("kundli.errors.generic"));
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = check();
    if (!result) return;
    const bid = selected?.bid ?? null;
    // A saved kundli chosen and sent as it was: open it, with no update and no "updated" toast.
    if (user && selected && JSON.stringify(values) === JSON.stringify(valuesFromRecord(selected))) {
      setBusy(true);
      void navigate(nextPath(selected.bid, { ...options }));
      return;
    }
    if (!user) {
      // The spec: after login from this dialog the kundli is generated at once.
      openLogin({ onLoggedIn: () => void send(result.body, bid) });
      return;
    }
    void send(result.body, bid);
  };

  const viewUnsaved = () => {
    const result = check();
    if (result) void navigate(freeChartHref(values, result.datetime));
  };

  const select = (record: KundliView) => {
    setSelected(record);
    setValues(valuesFromRecord(record));
    setErrors({});
    setAlert(null);
  };

  const clear = () => {
    setSelected(null);
    setValues(emptyBirthForm());
    setErrors({});
    setAlert(null);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="birth-form-title"
        className="rounded-3xl bg-cream p-5 text-night-900 shadow-2xl shadow-black/40 [color-scheme:light] sm:p-8"
      >
        <div className="mb-5 flex flex-wrap items-center justify-between gap-2">
          <h2 id="birth-form-title" className="font-display text-2xl font-semibold">
            {t("kundli.form.title")}
          </h2>
          {selected ? (
            <Button variant="ghostLight" size="sm" onClick={clear}>
              {t("kundli.form.clear")}
            </Button>
          ) : null}
        </div>
        {selected ? (
          <Alert tone="info" className="mb-4">
            {t("kundli.form.editing", { name: selected.full_name })}
          </Alert>
        ) : null}
        <BirthFields
          values={values}
          onChange={setValues}
          errors={errors}
          disabled={busy}
          celebrity={options.celebrity}
          languages={languages}
        />
        {alert ? <Alert className="mt-5">{alert}</Alert> : null}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg" className="sm:flex-1" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("kundli.form.generating") : selected ? t("kundli.form.update") : t("kundli.form.submit")}
          </Button>
          {options.allowUnsaved && !selected ? (
            <Button variant="outlineLight" size="lg" disabled={busy} onClick={viewUnsaved}>
              {t("kundli.form.viewWithoutSaving")}
            </Button>
          ) : null}
        </div>
      </form>
      <SavedKundlis
        births={births}
        selectedBid={selected?.bid ?? null}
        onSelect={select}
        onDeleted={(bid) => {
          if (selected?.bid === bid) clear();
          void revalidator.revalidate();
        }}
        onLogin={() => openLogin()}
      />
    </div>
  );
}
