import type { AdminAuditResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, AuditLog, SectionHeading, withQuery } from "../features/admin";

export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const filter = {
    actor: params.get("actor")?.trim() ?? "",
    target: params.get("target")?.trim() ?? "",
    action: params.get("action")?.trim() ?? "",
  };
  const loaded = await adminLoad<AdminAuditResponse>(args, withQuery("/api/v1/admin/audit", filter));
  return { filter, entries: loaded.state === "ok" ? loaded.data.entries : null };
}

export default function AdminAudit() {
  const { t } = useTranslation();
  const { filter, entries } = useLoaderData<typeof loader>();
  if (!entries) return null;
  return (
    <>
      <SectionHeading title={t("admin.audit.title")} />
      <AuditLog filter={filter} entries={entries} />
    </>
  );
}
