import { useTranslation } from "react-i18next";
import { data, Link, type MetaFunction } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { pageMeta } from "../lib/meta";

// The catch-all route: a real 404 status for any path no other route claims.
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: MetaFunction = (args) => pageMeta(args, "notFoundTitle", "notFoundDescription", { noindex: true });

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-24 text-center">
      <p className="font-display text-7xl font-semibold text-gold-gradient">{t("notFound.code")}</p>
      <h1 className="font-display text-3xl">{t("notFound.title")}</h1>
      <p className="text-cream/75">{t("notFound.text")}</p>
      <Link to="/" className={buttonClasses("primary", "md", "mt-2")}>
        {t("notFound.home")}
      </Link>
    </section>
  );
}
