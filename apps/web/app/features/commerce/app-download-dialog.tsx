import type { SubscriptionStatusResponse } from "@graha/contracts";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useTranslation } from "../../i18n/react";
import { useNavigate } from "react-router";
import { PlayStoreIcon } from "../../components/layout/icons";
import { buttonClasses } from "../../components/ui/button";
import { Dialog, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { api } from "../../lib/api";
import { links } from "../../lib/links";
import { PhoneIcon } from "./ui";

/**
 * The spec's app-download prompt. Its close button checks the subscription: active → home,
 * otherwise → the subscription page.
 */
export function AppDownloadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const closeAndGo = async () => {
    onOpenChange(false);
    const current = await api<SubscriptionStatusResponse>("/api/v1/subscriptions/current");
    // The spec: a failed status call does nothing.
    if (!current.ok) return;
    void navigate(current.data.is_active ? "/" : "/subscription");
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : void closeAndGo())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-night-950/70 backdrop-blur-sm" />
        <DialogPrimitive.Content
          data-testid="app-dialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 text-center text-night-900 shadow-2xl shadow-black/40"
        >
          <div className="flex flex-col items-center gap-3">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-night-900 text-gold-300">
              <PhoneIcon className="h-7 w-7" />
            </span>
            <DialogTitle className="text-xl">{t("commerce.app.title")}</DialogTitle>
            <DialogDescription className="text-base opacity-100">{t("commerce.app.text")}</DialogDescription>
            <a href={links.playStore} target="_blank" rel="noreferrer" className={buttonClasses("primary", "md")}>
              <PlayStoreIcon className="h-5 w-5" />
              {t("commerce.app.playStore")}
            </a>
            <button type="button" onClick={() => void closeAndGo()} className={buttonClasses("ghostLight", "sm")}>
              {t("commerce.common.close")}
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
