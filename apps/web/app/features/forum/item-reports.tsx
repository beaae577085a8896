import type { ModerationItemView } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { useRootData } from "../../lib/session";
import { formatDateTime } from "../commerce";

/**
 * Who wrote a post under review and who reported it: "by …" (with when it was posted, if
 * `posted`), until when the author is silenced, then the reports (`heading` with the count, a line
 * a report). `labels` is where the words live (the forum's queue or the console's); a deleted
 * member is named `anonymous`.
 */
export function ItemAuthorAndReports({
  item,
  labels,
  anonymous,
  posted = false,
}: {
  item: Pick<
    ModerationItemView,
    "display_name" | "created_at" | "author_silenced_until" | "reporter_count" | "reports"
  >;
  labels: "forum.moderation" | "admin.moderation";
  anonymous: string;
  posted?: boolean;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <>
      <p className="mt-2 text-sm text-night-800/70">
        {t(`${labels}.by`, { name: item.display_name ?? anonymous })}
        {posted ? ` · ${formatDateTime(item.created_at, lang)}` : null}
        {item.author_silenced_until
          ? ` · ${t(`${labels}.silencedUntil`, { until: formatDateTime(item.author_silenced_until, lang) })}`
          : null}
      </p>
      {item.reporter_count > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-semibold">{t(`${labels}.reporters`, { count: item.reporter_count })}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {item.reports.map((r) => (
              <li key={`${r.uid}:${r.created_at}`}>
                {t("forum.moderation.reportLine", { name: r.display_name ?? anonymous, reason: r.reason })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
