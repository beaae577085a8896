import type { StaffRole } from "@graha/contracts";
import type { LedgerAccount } from "@graha/contracts/vocabulary";

// The console's plain logic: which sections a caller sees, links, and amounts as typed.
// (The contracts' constants live with zod, which the browser bundle does not take: the
// lists below are typed against the contracts' types.)

export const ROLES = ["admin", "support", "moderator", "editor"] as const satisfies readonly StaffRole[];
export const LEAD_STATUS_LIST = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUS_LIST)[number];
/** Mirrors ADMIN_CONFIRM_MINUTES of the contracts. */
export const CONFIRM_MINUTES = 10;

export type SectionKey =
  "dashboard" | "users" | "payments" | "replies" | "moderation" | "leads" | "blog" | "content" | "staff" | "audit";

/** The console's sections, in nav order, each with the permission its API needs (staff/policy.ts). */
export const ADMIN_SECTIONS: readonly { key: SectionKey; path: string; permission: string }[] = [
  { key: "dashboard", path: "/admin", permission: "dashboard.read" },
  { key: "users", path: "/admin/users", permission: "users.read" },
  { key: "payments", path: "/admin/payments", permission: "payments.read" },
  { key: "replies", path: "/admin/replies", permission: "replies.read" },
  { key: "moderation", path: "/admin/moderation", permission: "forum.moderate" },
  { key: "leads", path: "/admin/leads", permission: "leads.manage" },
  { key: "blog", path: "/admin/content/blog", permission: "content.edit" },
  { key: "content", path: "/admin/content", permission: "content.edit" },
  { key: "staff", path: "/admin/staff", permission: "staff.manage" },
  { key: "audit", path: "/admin/audit", permission: "audit.read" },
];

/** The sections the caller's permissions open. */
export function sectionsFor(permissions: readonly string[]) {
  return ADMIN_SECTIONS.filter((section) => permissions.includes(section.permission));
}

/** A console page of one record (`/admin/users/u1`). */
export function recordPath(section: "users" | "payments" | "content/blog", id: string): string {
  return `/admin/${section}/${encodeURIComponent(id)}`;
}

/** A path with the query's non-empty values (`/admin/audit?actor=u1`). */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const trimmed = value?.trim();
    if (trimmed) params.set(key, trimmed);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The leads' CSV download, with the list's status filter when one is chosen. */
export function leadsCsvHref(status: string | null | undefined): string {
  return withQuery("/api/v1/admin/leads.csv", { status: isLeadStatus(status) ? status : null });
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUS_LIST as readonly string[]).includes(value);
}

/** The leads' status filter in a page's query (`?status=new`); null for all. */
export function leadStatusIn(params: URLSearchParams): LeadStatus | null {
  const asked = params.get("status");
  return isLeadStatus(asked) ? asked : null;
}

/** The audit log's filter: by staff member, record or action. */
export type AuditFilter = { actor: string; target: string; action: string };

/** The audit log's filter in a page's query (`?actor=u1`), each value trimmed. */
export function auditFilterIn(params: URLSearchParams): AuditFilter {
  const value = (name: keyof AuditFilter) => params.get(name)?.trim() ?? "";
  return { actor: value("actor"), target: value("target"), action: value("action") };
}

/** "50", "-20.5", "₹1,250.75" → paise; null unless a number with at most two decimals. */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "").replace(/^−/, "-");
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.replace("-", "").split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cleaned.startsWith("-") ? -paise : paise;
}

/** The amount a credits form sends: paise for the wallet (typed in rupees), else a whole count. */
export function creditAmount(account: LedgerAccount, text: string): number | null {
  if (account === "wallet_paise") return rupeesToPaise(text);
  const cleaned = text.trim().replace(/^−/, "-");
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : null;
}
