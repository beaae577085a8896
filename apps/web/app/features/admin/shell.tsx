import type { AdminMeResponse } from "@graha/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { NavLink } from "react-router";
import { cn } from "../../lib/cn";
import { useRootData } from "../../lib/session";
import { formatDateTime, LoginRequired, PageHeading } from "../commerce";
import { ConfirmProvider } from "./confirm";
import { sectionsFor } from "./model";

/** The console's frame: the title, the caller's roles, the sections they may open, and the confirm dialog. */
export function AdminShell({ me, children }: { me: AdminMeResponse | null; children: ReactNode }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  if (!me) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-10">
        <PageHeading title={t("admin.title")} />
        <LoginRequired text={t("admin.loginText")} />
      </section>
    );
  }
  const sections = sectionsFor(me.permissions);
  // The server names the window only while it is open (null: confirm first).
  const confirmedUntil = me.confirmed_until;
  return (
    <ConfirmProvider>
      <section className="mx-auto max-w-6xl px-3 py-6 sm:px-4 sm:py-10" data-testid="admin-console">
        <PageHeading
          title={t("admin.title")}
          subtitle={t("admin.roles", { roles: me.roles.map((role) => t(`admin.roleNames.${role}`)).join(", ") })}
        >
          {confirmedUntil ? (
            <p className="text-sm text-cream/70">
              {t("admin.confirm.until", { time: formatDateTime(confirmedUntil, lang) })}
            </p>
          ) : null}
        </PageHeading>
        <nav aria-label={t("admin.nav.label")} className="-mx-3 mb-6 overflow-x-auto px-3">
          <ul className="flex gap-2 whitespace-nowrap sm:flex-wrap">
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={section.path}
                  end={section.key === "dashboard" || section.key === "content"}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold",
                      isActive
                        ? "border-gold-300 bg-gold-300 text-night-950"
                        : "border-gold-400/40 text-gold-200 hover:bg-gold-400/10",
                    )
                  }
                >
                  {t(`admin.nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </section>
    </ConfirmProvider>
  );
}

/** A console section's heading, under the nav. */
export function SectionHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-4">
      <h2 className="font-display text-2xl font-semibold text-cream">{title}</h2>
      {intro ? <p className="mt-1 text-cream/75">{intro}</p> : null}
    </div>
  );
}
