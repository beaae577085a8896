import type { AdminDashboardResponse, AdminMeResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, Dashboard, SectionHeading } from "../features/admin";

/** The console's home: the 30-day dashboard for those allowed to read it; the nav for everyone else. */
export async function loader(args: LoaderFunctionArgs) {
  const me = await adminLoad<AdminMeResponse>(args, "/api/v1/admin/me");
  if (me.state !== "ok" || !me.data.permissions.includes("dashboard.read")) return { days: null };
  const dashboard = await adminLoad<AdminDashboardResponse>(args, "/api/v1/admin/dashboard");
  return { days: dashboard.state === "ok" ? dashboard.data.days : null };
}

export default function AdminDashboard() {
  const { t } = useTranslation();
  const { days } = useLoaderData<typeof loader>();
  return (
    <>
      <SectionHeading title={t("admin.nav.dashboard")} />
      {days ? <Dashboard days={days} /> : <p className="text-cream/80">{t("admin.dashboard.noAccess")}</p>}
    </>
  );
}
