import type { AdminAuditResponse } from "@graha/contracts";
import { adminLoader, adminPage, auditFilterIn, AuditLog, withQuery } from "../features/admin";

export const loader = adminLoader<AdminAuditResponse>(({ url }) =>
  withQuery("/api/v1/admin/audit", auditFilterIn(url.searchParams)),
);

export default adminPage<typeof loader>(AuditLog, { title: "admin.audit.title" });
