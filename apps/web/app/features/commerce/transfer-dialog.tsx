import type { TransferResponse } from "@graha/contracts";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { Field, InputField } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { FormSubmit } from "../../components/ui/form-submit";
import { api, apiError } from "../../lib/api";
import { apiMessage, messageText } from "../../lib/api-message";
import { localMobile, useRootData } from "../../lib/session";
import { normalizeMobileInput } from "../auth";
import { useDialogForm } from "./dialog-form";
import { isApiCheck, TRANSFER_API_MESSAGES, validateTransfer, type TransferErrors } from "./transfer";

/** The spec's Transfer Questions dialog: Oracle questions only, to a 10-digit number. */
export function TransferDialog({
  open,
  onOpenChange,
  oracleQuestions,
  onTransferred,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  oracleQuestions: number;
  onTransferred: () => void;
}) {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const id = useId();
  const [mobile, setMobile] = useState("");
  const [questions, setQuestions] = useState("");
  const [errors, setErrors] = useState<TransferErrors>({});
  const { alert, setAlert, busy, setBusy, close, onSubmit } = useDialogForm(onOpenChange, () => {
    setMobile("");
    setQuestions("");
    setErrors({});
  });

  const submit = async () => {
    setAlert(null);
    const checked = validateTransfer({
      mobile,
      questions,
      available: oracleQuestions,
      ownMobile: user?.mobile ? localMobile(user.mobile) : undefined,
    });
    setErrors(checked.errors);
    if (!checked.value) return;
    setBusy(true);
    const answer = await api<TransferResponse>("/api/v1/transfers", { body: checked.value });
    if (answer.ok) {
      toast.success(apiMessage(answer.data, lang) ?? t("commerce.transfer.title"));
      close(false);
      onTransferred();
      return;
    }
    const { fields } = apiError(answer.body);
    setAlert(
      fields?.mobile ?? fields?.questions ?? apiMessage(answer.body, lang) ?? t("commerce.common.somethingWrong"),
    );
    setBusy(false);
  };

  const errorText = (key: keyof TransferErrors) => {
    const error = errors[key];
    if (!error) return undefined;
    if (isApiCheck(error)) return messageText(lang, TRANSFER_API_MESSAGES[error]);
    return t(`commerce.transfer.${error}`, { count: oracleQuestions });
  };
  const mobileError = errorText("mobile");
  const questionsError = errorText("questions");

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t("commerce.common.close")} data-testid="transfer-dialog">
        <form onSubmit={onSubmit(submit)} noValidate className="flex flex-col gap-4">
          <DialogTitle className="pr-8">{t("commerce.transfer.title")}</DialogTitle>
          <DialogDescription className="rounded-xl bg-saffron-500/10 p-3 text-night-900 opacity-100">
            {t("commerce.transfer.note", { count: oracleQuestions })}
          </DialogDescription>
          <Field id={`${id}-mobile`} label={t("commerce.transfer.mobile")} error={mobileError}>
            {(aria) => (
              <div className="flex gap-2">
                <span className="flex h-12 w-[4.75rem] shrink-0 items-center justify-center rounded-xl border border-night-700/20 bg-white font-medium text-night-900">
                  +91
                </span>
                <Input
                  {...aria}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t("commerce.transfer.mobilePlaceholder")}
                  value={mobile}
                  onChange={(event) => {
                    setMobile(normalizeMobileInput(event.target.value));
                    setErrors((e) => ({ ...e, mobile: undefined }));
                  }}
                  disabled={busy}
                />
              </div>
            )}
          </Field>
          <InputField
            id={`${id}-questions`}
            label={t("commerce.transfer.questions")}
            error={questionsError}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={questions}
            onChange={(event) => {
              setQuestions(event.target.value);
              setErrors((e) => ({ ...e, questions: undefined }));
            }}
            disabled={busy}
          />
          <FormSubmit alert={alert} busy={busy}>
            {busy ? t("commerce.transfer.sending") : t("commerce.transfer.send")}
          </FormSubmit>
        </form>
      </DialogContent>
    </Dialog>
  );
}
