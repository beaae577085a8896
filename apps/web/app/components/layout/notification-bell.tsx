import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { links } from "../../lib/links";
import { BellIcon } from "./icons";

export function NotificationBell({ count }: { count: number }) {
  const { t } = useTranslation();
  const label = count > 0 ? t("nav.notificationsUnseen", { count }) : t("nav.notifications");
  return (
    <Link
      to={links.notifications}
      aria-label={label}
      title={label}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-cream/90 hover:bg-white/10"
    >
      <BellIcon className="h-6 w-6" />
      {count > 0 ? (
        <span
          data-testid="unseen-badge"
          className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-500 px-1 text-[11px] font-bold text-night-950 ring-2 ring-night-950"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
