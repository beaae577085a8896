import { lazy, Suspense } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { useLoginDialog } from "../../lib/login-dialog";
import { cn } from "../../lib/cn";
import { useRootData } from "../../lib/session";
import { Button } from "../ui/button";
import { AccountTrigger } from "./account-trigger";
import { LogoMark } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { navItems } from "./nav-items";
import { NavLinks } from "./nav-links";
import { NotificationBell } from "./notification-bell";

// The account menu (Radix menu and its positioning code) is only needed by logged-in users.
const AccountMenu = lazy(() => import("./account-menu").then((module) => ({ default: module.AccountMenu })));

export function SiteLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={t("nav.home")}>
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="hidden font-display text-2xl font-semibold tracking-wide text-gold-gradient min-[370px]:inline">
        {t("meta.siteName")}
      </span>
    </Link>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { user, unseenCount } = useRootData();
  const { openLogin } = useLoginDialog();
  const items = navItems(Boolean(user)).filter((item) => !item.mobileOnly);

  return (
    <header className="sticky top-0 z-40 border-b border-gold-400/15 bg-night-950/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-2.5 sm:gap-2 sm:px-5">
        <MobileMenu />
        <SiteLogo />
        <NavLinks
          items={items}
          className="ml-6 hidden lg:block"
          listClassName="flex items-center gap-1"
          linkClass={(item, current) =>
            cn(
              "rounded-full px-3 py-2 text-sm font-medium transition-colors",
              item.key === "chatNow"
                ? "text-saffron-300 hover:text-saffron-400"
                : current
                  ? "text-gold-300"
                  : "text-cream/80 hover:text-cream",
            )
          }
        />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch className="inline-flex" />
          {user ? (
            <>
              <NotificationBell count={unseenCount} />
              <Suspense fallback={<AccountTrigger />}>
                <AccountMenu user={user} />
              </Suspense>
            </>
          ) : (
            <Button
              size="sm"
              onClick={() => openLogin()}
              data-testid="header-login"
              className="shrink-0 whitespace-nowrap px-3 sm:px-4"
            >
              {t("nav.login")}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
