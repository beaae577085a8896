import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { useLocation } from "react-router";
import { MenuIcon } from "./icons";

// The panel (and Radix's dialog under it) is fetched when the menu is first opened (issue #15).
const MobileMenuPanel = lazy(() =>
  import("./mobile-menu-panel").then((module) => ({ default: module.MobileMenuPanel })),
);

/** The hamburger (below 1024 px) and, once pressed, its side menu. */
export function MobileMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  // Open for the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const open = openOn === location.key;
  const setOpen = (next: boolean) => setOpenOn(next ? location.key : null);

  return (
    <>
      <button
        type="button"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-cream hover:bg-white/10 lg:hidden"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
