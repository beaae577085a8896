import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "react-toastify/unstyled";
import { postJson } from "../../lib/api";
import { links } from "../../lib/links";
import { localMobile, type SessionUser } from "../../lib/session";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { ChevronDownIcon, UserIcon } from "./icons";

const items = [
  { key: "myPoints", to: links.myPoints },
  { key: "myBalance", to: links.myBalance },
  { key: "mySubscriptions", to: links.mySubscriptions },
  { key: "chatsHistory", to: links.chatsHistory },
  { key: "redeemHistory", to: links.redeemHistory },
  { key: "transferHistory", to: links.transferHistory },
] as const;

export async function logOut(): Promise<boolean> {
  try {
    const { ok } = await postJson("/api/v1/auth/logout", {});
    return ok;
  } catch {
    return false;
  }
}

export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const onLogout = async () => {
    setBusy(true);
    if (await logOut()) {
      // A full load: every loader and widget starts again as a visitor.
      window.location.assign("/");
    } else {
      setBusy(false);
      toast.error(t("nav.logoutFailed"));
    }
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t("nav.account")}
        className="inline-flex h-10 shrink-0 items-center gap-1 rounded-full border border-gold-400/40 bg-night-800/70 p-1 text-cream hover:bg-night-700 sm:pr-2"
      >
        <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-500 text-night-950">
          <UserIcon className="h-5 w-5" />
        </span>
        <ChevronDownIcon className="hidden h-4 w-4 opacity-70 sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user.mobile ? (
          <DropdownMenuLabel>{t("nav.signedInAs", { mobile: localMobile(user.mobile) })}</DropdownMenuLabel>
        ) : null}
        {items.map((item) => (
          <DropdownMenuItem key={item.key} asChild>
            <Link to={item.to}>{t(`nav.${item.key}`)}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={busy}
          onSelect={(event) => {
            event.preventDefault();
            void onLogout();
          }}
          className="justify-center bg-red-600 font-semibold text-white data-[highlighted]:bg-red-500"
        >
          {t("nav.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
