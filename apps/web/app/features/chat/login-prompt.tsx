import { useEffect } from "react";
import { useTranslation } from "../../i18n/react";
import { Button } from "../../components/ui/button";
import { useLoginDialog } from "../../lib/login-dialog";
import { AstrologerAvatar } from "./astrologer-avatar";

/** What a visitor sees on the chat pages: the login dialog at once, and this behind it. */
export function LoginPrompt() {
  const { t } = useTranslation();
  const { openLogin } = useLoginDialog();
  // Visitors are asked to log in at once; after login the page reloads here.
  useEffect(() => openLogin(), [openLogin]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-5 py-16 text-center">
      <div className="flex -space-x-4">
        <AstrologerAvatar name="Oracle" className="h-20 w-20 ring-4 ring-night-950" />
        <AstrologerAvatar name="Astra" className="h-20 w-20 ring-4 ring-night-950" />
      </div>
      <h1 className="font-display text-3xl font-semibold text-gold-gradient">{t("chat.loginTitle")}</h1>
      <p className="text-cream/75">{t("chat.loginText")}</p>
      <Button onClick={() => openLogin()}>{t("chat.loginButton")}</Button>
    </section>
  );
}
