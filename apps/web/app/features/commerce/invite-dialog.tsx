import type { InviteLinkResponse, InviteResponse } from "@graha/contracts";
import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { ShareButton } from "../../components/ui/share-button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { FormSubmit } from "../../components/ui/form-submit";
import { api } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { MobileField, validateMobile } from "../auth";
import { useLoginDialog } from "../../lib/login-dialog";
import { useRootData } from "../../lib/session";
import { useDialogForm } from "./dialog-form";
import { GiftIcon } from "./ui";

/** The spec's invite dialog; the product records the invite and rewards it when they join. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const { openLogin } = useLoginDialog();
  const [countryCode, setCountryCode] = useState("91");
  const [mobile, setMobile] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { alert, setAlert, busy, setBusy, close, onSubmit } = useDialogForm(onOpenChange, () => {
    setMobile("");
    setFieldError(null);
  });

  const send = async () => {
    if (!user) {
      close(false);
      openLogin();
      return;
    }
    setAlert(null);
    setFieldError(null);
    const problem = validateMobile(countryCode, mobile);
    if (problem === "missing") return setAlert(t("errors.mobileRequired"));
    if (problem === "invalid") return setFieldError(t("errors.mobileInvalid"));
    setBusy(true);
    const answer = await api<InviteResponse>("/api/v1/invites", { body: { mobile } });
    if (answer.ok) {
      toast.success(apiMessage(answer.data, lang) ?? t("commerce.invite.title"));
      close(false);
      return;
    }
    setAlert(apiMessage(answer.body, lang) ?? t("commerce.invite.failed"));
    setBusy(false);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t("commerce.common.close")} data-testid="invite-dialog">
        <form onSubmit={onSubmit(send)} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col items-center gap-2 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-500 text-night-950">
              <GiftIcon className="h-7 w-7" />
            </span>
            <DialogTitle>{t("commerce.invite.title")}</DialogTitle>
            <DialogDescription className="text-base font-semibold text-saffron-700 opacity-100">
              {t("commerce.invite.text")}
            </DialogDescription>
            <p className="text-sm text-night-800/70">{t("commerce.invite.detail")}</p>
          </div>
          <MobileField
            countryCode={countryCode}
            onCountryCodeChange={setCountryCode}
            value={mobile}
            onChange={(value) => {
              setMobile(value);
              setFieldError(null);
            }}
            error={fieldError}
            disabled={busy}
          />
          <FormSubmit alert={alert} busy={busy}>
            {busy ? t("commerce.invite.sending") : t("commerce.invite.send")}
          </FormSubmit>
        </form>
        {user ? (
          <div className="mt-4 flex flex-col items-center gap-2 border-t border-night-900/10 pt-4">
            <p className="text-sm text-night-800/70">{t("commerce.invite.linkHint")}</p>
            <ShareButton
              variant="secondary"
              size="md"
              label={t("commerce.invite.shareLink")}
              target={async () => {
                const link = await api<InviteLinkResponse>("/api/v1/invites/link");
                if (!link.ok) {
                  toast.error(apiMessage(link.body, lang) ?? t("commerce.invite.failed"));
                  return null;
                }
                const url = `${window.location.origin}${link.data.path}`;
                return { title: t("commerce.invite.title"), text: t("commerce.invite.linkText"), url };
              }}
            />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
