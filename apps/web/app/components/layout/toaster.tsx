import { useEffect } from "react";
import { useTranslation } from "../../i18n/react";
import { Bounce, toast, ToastContainer } from "react-toastify/unstyled";
import { takeFlash } from "../../lib/flash";

/** The spec's toasts: top-right, 5 s, pause on hover and focus loss, drag 80 % to dismiss. */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      aria-label={t("common.messagesRegion")}
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      closeOnClick={false}
      newestOnTop
      transition={Bounce}
      theme="light"
    />
  );
}

/** Shows a toast queued before a full page load (login, account deletion). */
export function FlashToast() {
  const { t } = useTranslation();
  useEffect(() => {
    const flash = takeFlash();
    if (flash === "loggedIn") toast.success(t("login.success"));
    else if (flash === "accountDeleted") toast.success(t("deleteAccount.success"));
  }, [t]);
  return null;
}

/** The toast region and the flash toast together, for root.tsx to load after hydration. */
export function Toasts() {
  return (
    <>
      <AppToaster />
      <FlashToast />
    </>
  );
}
