import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";

export function ReportMessage({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-24 text-center">
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="text-cream/75">{text}</p>
      {action}
      <Link to="/create-kundli" className={buttonClasses("outline", "md")}>
        {t("kundliChart.report.back")}
      </Link>
    </section>
  );
}
