import type { AdminLeadsResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, isLeadStatus, LeadsList, SectionHeading, withQuery } from "../features/admin";

export async function loader(args: LoaderFunctionArgs) {
  const asked = new URL(args.request.url).searchParams.get("status");
  const status = isLeadStatus(asked) ? asked : null;
  const loaded = await adminLoad<AdminLeadsResponse>(args, withQuery("/api/v1/admin/leads", { status }));
  return { status, leads: loaded.state === "ok" ? loaded.data.leads : null };
}

export default function AdminLeads() {
  const { t } = useTranslation();
  const { status, leads } = useLoaderData<typeof loader>();
  if (!leads) return null;
  return (
    <>
      <SectionHeading title={t("admin.leads.title")} />
      <LeadsList status={status} leads={leads} />
    </>
  );
}
