import { useTranslation } from "../../i18n/react";
import { useLoginDialog } from "../../lib/login-dialog";
import { cn } from "../../lib/cn";
import { useRootData } from "../../lib/session";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { LogoMark } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { navItems } from "./nav-items";
import { NavLinks } from "./nav-links";

/** The side menu (below 1024 px), with Blogs, which only the mobile menu lists; loaded when first opened. */
export function MobileMenuPanel({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { openLogin } = useLoginDialog();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent side="left" closeLabel={t("nav.closeMenu")} className="flex flex-col gap-6 p-5">
        <div className="flex items-center gap-2 pr-10">
          <LogoMark className="h-8 w-8" />
          <DialogTitle className="text-xl text-gold-gradient">{t("nav.menuTitle")}</DialogTitle>
        </div>
        <DialogDescription className="sr-only">{t("nav.mainNav")}</DialogDescription>
        <NavLinks
          items={navItems(Boolean(user))}
          listClassName="flex flex-col gap-1"
          linkClass={(_item, current) =>
            cn(
              "block rounded-xl px-3 py-3 text-base font-medium",
              current ? "bg-white/10 text-gold-300" : "text-cream/90 hover:bg-white/5",
            )
          }
          onNavigate={() => setOpen(false)}
        />
        <div className="mt-auto flex flex-col gap-4 border-t border-white/10 pt-5">
          <LanguageSwitch className="inline-flex self-start" />
          {user ? null : (
            <Button
              onClick={() => {
                setOpen(false);
                openLogin();
              }}
            >
              {t("nav.login")}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
