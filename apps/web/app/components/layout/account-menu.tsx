import type { LogoutResponse } from "@graha/contracts";
import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { toast } from "../../lib/toast";
import { api } from "../../lib/api";
import { namedLinks } from "../../lib/links";
import { localMobile, type SessionUser } from "../../lib/session";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { AccountTrigger } from "./account-trigger";

const items = namedLinks([
  "myPoints",
  "myBalance",
  "mySubscriptions",
  "chatsHistory",
  "redeemHistory",
  "transferHistory",
] as const);

export async function logOut(): Promise<boolean> {
  return (await api<LogoutResponse>("/api/v1/auth/logout", { body: {} })).ok;
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
      <DropdownMenuTrigger asChild>
        <AccountTrigger />
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
