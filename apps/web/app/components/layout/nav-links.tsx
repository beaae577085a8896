import { useTranslation } from "../../i18n/react";
import { Link, useLocation } from "react-router";
import { isCurrent, type NavItem } from "./nav-items";

/** The main navigation's links (header bar or side menu), the current page's marked; `linkClass` styles one link. */
export function NavLinks(props: {
  items: NavItem[];
  className?: string;
  listClassName: string;
  linkClass: (item: NavItem, current: boolean) => string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  return (
    <nav aria-label={t("nav.mainNav")} className={props.className}>
      <ul className={props.listClassName}>
        {props.items.map((item) => {
          const current = isCurrent(item.to, pathname, hash);
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                onClick={props.onNavigate}
                aria-current={current ? "page" : undefined}
                className={props.linkClass(item, current)}
              >
                {t(`nav.${item.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
