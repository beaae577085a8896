import type { AdminLeadsResponse } from "@graha/contracts";
import { adminLoader, adminPage, LeadsList, leadStatusIn, withQuery } from "../features/admin";

export const loader = adminLoader<AdminLeadsResponse>(({ url }) =>
  withQuery("/api/v1/admin/leads", { status: leadStatusIn(url.searchParams) }),
);

export default adminPage<typeof loader>(LeadsList, { title: "admin.leads.title" });
