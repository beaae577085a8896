import type { ForumNoticeResponse, NotificationListResponse } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { api } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { formatDateTime } from "../commerce";
import { useRootData } from "../../lib/session";
import { cn } from "../../lib/cn";

type Notification = NotificationListResponse["notifications"][number];

/**
 * The notifications, unseen ones with a highlight dot; opening one marks it seen and goes
 * to its discussion. The spec's empty text when there are none.
 */
export function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const navigate = useNavigate();

  if (notifications.length === 0) {
    return (
      <p
        className="rounded-3xl bg-cream p-6 text-center text-lg font-semibold text-night-900"
        data-testid="notifications-empty"
      >
        {t("forum.notifications.empty")}
      </p>
    );
  }

  const open = async (item: Notification) => {
    if (item.highlight) {
      const answer = await api<ForumNoticeResponse>(`/api/v1/notifications/${encodeURIComponent(item.id)}/seen`, {
        method: "POST",
      });
      if (!answer.ok) toast.warning(apiMessage(answer.body, lang) ?? t("forum.notifications.openFailed"));
    }
    // The post view takes a discussion's id in its path as well as in its query.
    void navigate(item.did ? `/forum/${encodeURIComponent(item.did)}` : "/notifications", { replace: !item.did });
  };

  return (
    <ul className="flex flex-col gap-2" data-testid="notifications">
      {notifications.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => void open(item)}
            className={cn(
              "flex w-full items-start gap-3 rounded-2xl border p-4 text-left transition-colors hover:bg-white/5",
              item.highlight ? "border-gold-400/40 bg-night-800/70" : "border-white/10 bg-night-900/50",
            )}
          >
            <span
              className={cn(
                "mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full",
                item.highlight ? "bg-saffron-500" : "bg-transparent",
              )}
              {...(item.highlight
                ? { role: "img", "aria-label": t("forum.notifications.unseen") }
                : { "aria-hidden": true })}
            />
            <span className="min-w-0 flex-1">
              <span className="block break-words">{item.message}</span>
              <time dateTime={item.created_at} className="mt-1 block text-xs text-cream/60">
                {formatDateTime(item.created_at, lang)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
