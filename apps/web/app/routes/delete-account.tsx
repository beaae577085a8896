import { useEffect } from "react";
import { useTranslation } from "../i18n/react";
import { Link, type MetaFunction } from "react-router";
import { Button, buttonClasses } from "../components/ui/button";
import { DeleteAccountCard, DownloadDataCard } from "../features/account";
import { useLoginDialog } from "../lib/login-dialog";
import { pageMeta } from "../lib/meta";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) =>
  pageMeta(args, "deleteAccountTitle", "deleteAccountDescription", { noindex: true });

export default function DeleteAccount() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { openLogin } = useLoginDialog();

  // A visitor is asked to log in first; after login the page reloads here.
  useEffect(() => {
    if (!user) openLogin();
  }, [user, openLogin]);

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      {user ? (
        <div className="mb-6 rounded-3xl bg-cream p-6 text-night-900 shadow-2xl shadow-black/40 sm:p-8">
          <DownloadDataCard />
        </div>
      ) : null}
      <div
        role="region"
        aria-labelledby="delete-account-title"
        className="rounded-3xl bg-cream p-6 text-night-900 shadow-2xl shadow-black/40 sm:p-8"
      >
        <h1 id="delete-account-title" className="font-display text-2xl font-semibold">
          {t("deleteAccount.title")}
        </h1>
        {user ? (
          <>
            <p className="mt-3 text-sm text-night-800">{t("deleteAccount.intro")}</p>
            <p className="mb-5 mt-2 text-sm text-night-800/80">{t("deleteAccount.confirmHint")}</p>
            <DeleteAccountCard />
          </>
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <p className="text-night-800">{t("deleteAccount.loginRequired")}</p>
            <Button onClick={() => openLogin()}>{t("nav.login")}</Button>
          </div>
        )}
        <Link to="/" className={buttonClasses("ghost", "sm", "mt-5 w-full text-night-800 hover:bg-night-900/5")}>
          {t("deleteAccount.back")}
        </Link>
      </div>
    </section>
  );
}
