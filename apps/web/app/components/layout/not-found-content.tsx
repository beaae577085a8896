import type { TFunction } from "i18next";
import { Link } from "react-router";
import { buttonClasses } from "../ui/button";

/**
 * The 404 page's body: the catch-all route renders it, and so does the root error boundary
 * when a loader throws a 404 (a receipt that does not exist, say), so both look the same.
 */
export function NotFoundContent({ t }: { t: TFunction }) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-24 text-center"
      data-testid="not-found"
    >
      <p className="font-display text-7xl font-semibold text-gold-gradient">{t("notFound.code")}</p>
      <h1 className="font-display text-3xl">{t("notFound.title")}</h1>
      <p className="text-cream/75">{t("notFound.text")}</p>
      <Link to="/" className={buttonClasses("primary", "md", "mt-2")}>
        {t("notFound.home")}
      </Link>
    </section>
  );
}
