import { useTranslation } from "../../i18n/react";
import { buttonClasses } from "../../components/ui/button";

/** Where the export is served (a JSON attachment of the signed-in user's data, ADR 031). */
export const EXPORT_PATH = "/api/v1/account/export";

/** "Download my data": a plain link to the export, so it works before the page is interactive. */
export function DownloadDataCard() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-data-title" className="flex flex-col gap-3">
      <h2 id="my-data-title" className="font-display text-xl font-semibold">
        {t("account.myData.title")}
      </h2>
      <p className="text-sm text-night-800">{t("account.myData.intro")}</p>
      <a href={EXPORT_PATH} download className={buttonClasses("secondary", "lg")}>
        {t("account.myData.download")}
      </a>
    </section>
  );
}
