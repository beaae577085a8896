import type { ModerationItemView } from "@graha/contracts";
import { useTranslation } from "react-i18next";

/**
 * Who reported a post under review, and why: `heading` (with the count), then a line a report,
 * a deleted member named `anonymous`. The forum's moderation queue and the console both show it.
 */
export function ItemReports({
  heading,
  reports,
  anonymous,
}: {
  heading: string;
  reports: ModerationItemView["reports"];
  anonymous: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold">{heading}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {reports.map((r) => (
          <li key={`${r.uid}:${r.created_at}`}>
            {t("forum.moderation.reportLine", { name: r.display_name ?? anonymous, reason: r.reason })}
          </li>
        ))}
      </ul>
    </div>
  );
}
