import type { AdminAuditEntry, AdminDashboardResponse, AdminLead, AdminLeadBody } from "@graha/contracts";
import { notFound } from "../../errors.ts";
import { audited, type Actor } from "../../staff/audit.ts";
import type { AdminDeps } from "./deps.ts";

// What staff read and follow up: AI replies to review, leads and contact messages, the
// dashboard's daily figures and the audit log.

const REVIEW_LIMIT = 100;

/** Replies users marked thumbs-down and replies the model guard changed, newest first, with their questions. */
export async function repliesToReview(deps: AdminDeps) {
  const rows = await deps.db
    .selectFrom("chat_messages as m")
    .innerJoin("chats as c", "c.id", "m.chat_id")
    .leftJoin("chat_feedback as f", "f.message_id", "m.id")
    .leftJoin("chat_reply_guards as g", "g.message_id", "m.id")
    .select([
      "m.id as message_id",
      "m.chat_id",
      "c.user_id",
      "c.astrologer",
      "m.content as reply",
      "m.created_at",
      "m.facts",
    ])
    .select(["f.rating", "f.comment", "g.report as guard"])
    .select((eb) =>
      eb
        .selectFrom("chat_messages as q")
        .select("q.content")
        .whereRef("q.chat_id", "=", "m.chat_id")
        .where("q.role", "=", "user")
        .whereRef("q.created_at", "<=", "m.created_at")
        .orderBy("q.created_at", "desc")
        .limit(1)
        .as("question"),
    )
    .where("m.role", "=", "assistant")
    .where((eb) => eb.or([eb("f.rating", "=", "down"), eb("g.message_id", "is not", null)]))
    .orderBy("m.created_at", "desc")
    .limit(REVIEW_LIMIT)
    .execute();
  return rows.map((r) => ({
    ...r,
    facts: r.facts ? (JSON.parse(r.facts) as string[]) : [],
    question: r.question ?? "",
    rating: r.rating ?? null,
    comment: r.comment ?? null,
    guard: r.guard ?? null,
  }));
}

/** Consultation leads and contact messages together, newest first. */
export async function listLeads(
  deps: AdminDeps,
  filter: { status?: AdminLead["status"] | undefined; limit: number },
): Promise<AdminLead[]> {
  let leads = deps.db
    .selectFrom("leads as l")
    .leftJoin("consultants as c", "c.id", "l.consultant_id")
    .select(["l.id", "l.full_name", "l.mobile", "l.email", "l.birth_place", "l.date_of_birth", "l.time_of_birth"])
    .select(["l.language", "l.status", "l.notes", "l.created_at", "c.name as consultant"]);
  let messages = deps.db
    .selectFrom("contact_messages")
    .select(["id", "name", "mobile", "email", "message", "language", "status", "notes", "created_at"]);
  if (filter.status) {
    leads = leads.where("l.status", "=", filter.status);
    messages = messages.where("status", "=", filter.status);
  }
  const [leadRows, messageRows] = await Promise.all([
    leads.orderBy("l.created_at", "desc").limit(filter.limit).execute(),
    messages.orderBy("created_at", "desc").limit(filter.limit).execute(),
  ]);
  const status = (s: string): AdminLead["status"] => (s === "contacted" || s === "closed" ? s : "new");
  return [
    ...leadRows.map((l) => ({
      kind: "lead" as const,
      id: l.id,
      name: l.full_name,
      mobile: l.mobile,
      email: l.email,
      detail: [l.consultant, l.date_of_birth, l.time_of_birth, l.birth_place].filter(Boolean).join(" · "),
      language: l.language,
      status: status(l.status),
      notes: l.notes,
      created_at: l.created_at,
    })),
    ...messageRows.map((m) => ({
      kind: "contact" as const,
      id: m.id,
      name: m.name,
      mobile: m.mobile,
      email: m.email,
      detail: m.message,
      language: m.language,
      status: status(m.status),
      notes: m.notes,
      created_at: m.created_at,
    })),
  ]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, filter.limit);
}

/** Support's follow-up on a lead or message: its status and notes. */
export async function updateLead(
  deps: AdminDeps,
  actor: Actor,
  kind: AdminLead["kind"],
  id: string,
  body: AdminLeadBody,
) {
  const table = kind === "lead" ? "leads" : "contact_messages";
  await audited(
    deps.db,
    actor,
    deps.clock.now(),
    { action: `${kind}.update`, targetType: kind, targetId: id },
    async (trx) => {
      const before = await trx.selectFrom(table).select(["status", "notes"]).where("id", "=", id).executeTakeFirst();
      if (!before) throw notFound("admin.lead_not_found");
      const after = { status: body.status, notes: body.notes === undefined ? before.notes : body.notes || null };
      await trx.updateTable(table).set(after).where("id", "=", id).execute();
      return { before, after };
    },
  );
}

const csvCell = (value: string | null) => {
  const text = value ?? "";
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function leadsCsv(leads: AdminLead[]): string {
  const columns = [
    "kind",
    "id",
    "created_at",
    "status",
    "name",
    "mobile",
    "email",
    "language",
    "detail",
    "notes",
  ] as const;
  return [columns.join(","), ...leads.map((l) => columns.map((c) => csvCell(l[c])).join(","))].join("\r\n") + "\r\n";
}

const DAY_MS = 86_400_000;
const IST_MS = 5.5 * 3_600_000;
/** The India calendar day of an instant. */
const indiaDay = (iso: string) => new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 10);

/** The last 30 India days, oldest first: sign-ups, questions, revenue net of GST and refunds, plans, predictions, forum posts. */
export async function dashboard(deps: AdminDeps, days = 30): Promise<AdminDashboardResponse["days"]> {
  const today = indiaDay(deps.clock.now().toISOString());
  const dayList = Array.from({ length: days }, (_, i) =>
    new Date(Date.parse(today) - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  const since = new Date(Date.parse(dayList[0]!) - IST_MS).toISOString();
  const db = deps.db;
  const [users, replies, payments, refunds, subscriptions, predictions, discussions, comments] = await Promise.all([
    db.selectFrom("users").select("created_at as at").where("created_at", ">=", since).execute(),
    db
      .selectFrom("chat_messages")
      .select(["created_at as at", "status"])
      .where("role", "=", "assistant")
      .where("status", "in", ["complete", "refused"])
      .where("created_at", ">=", since)
      .execute(),
    db
      .selectFrom("payments")
      .select(["paid_at as at", "total_paise", "gst_paise"])
      .where("status", "=", "paid")
      .where("paid_at", ">=", since)
      .execute(),
    db
      .selectFrom("refunds as r")
      .innerJoin("payments as p", "p.id", "r.payment_id")
      .select(["r.created_at as at", "r.amount_paise", "p.total_paise", "p.gst_paise"])
      .where("r.status", "=", "processed")
      .where("r.created_at", ">=", since)
      .execute(),
    db
      .selectFrom("subscriptions")
      .select(["current_start", "current_end", "cancelled_at"])
      .where("current_end", ">=", since)
      .execute(),
    db
      .selectFrom("ledger_entries")
      .select("created_at as at")
      .where("reason", "=", "prediction")
      .where("created_at", ">=", since)
      .execute(),
    db.selectFrom("forum_discussions").select("created_at as at").where("created_at", ">=", since).execute(),
    db.selectFrom("forum_comments").select("created_at as at").where("created_at", ">=", since).execute(),
  ]);
  const row = (day: string) => ({
    day,
    signups: 0,
    questions_answered: 0,
    questions_refused: 0,
    revenue_paise: 0,
    active_subscriptions: 0,
    predictions: 0,
    forum_posts: 0,
  });
  const byDay = new Map(dayList.map((d) => [d, row(d)]));
  const add = (at: string | null, field: Exclude<keyof ReturnType<typeof row>, "day">, amount = 1) => {
    const r = at ? byDay.get(indiaDay(at)) : undefined;
    if (r) r[field] += amount;
  };
  for (const u of users) add(u.at, "signups");
  for (const m of replies) add(m.at, m.status === "refused" ? "questions_refused" : "questions_answered");
  const net = (paise: number, total: number, gst: number) => Math.round((paise * (total - gst)) / Math.max(1, total));
  for (const p of payments) add(p.at, "revenue_paise", Number(p.total_paise) - Number(p.gst_paise));
  for (const r of refunds)
    add(r.at, "revenue_paise", -net(Number(r.amount_paise), Number(r.total_paise), Number(r.gst_paise)));
  for (const p of predictions) add(p.at, "predictions");
  for (const f of [...discussions, ...comments]) add(f.at, "forum_posts");
  for (const r of byDay.values()) {
    const end = new Date(Date.parse(r.day) + DAY_MS - IST_MS).toISOString();
    r.active_subscriptions = subscriptions.filter(
      (s) =>
        s.current_start !== null &&
        s.current_start < end &&
        (s.current_end ?? "") >= end &&
        (s.cancelled_at === null || s.cancelled_at >= end),
    ).length;
  }
  return [...byDay.values()];
}

/** The audit log, newest first, filtered by who acted, on what, or which action. */
export async function auditEntries(
  deps: AdminDeps,
  filter: { actor?: string | undefined; target?: string | undefined; action?: string | undefined; limit: number },
): Promise<AdminAuditEntry[]> {
  let query = deps.db.selectFrom("audit_log").selectAll();
  if (filter.actor) query = query.where("actor_id", "=", filter.actor);
  if (filter.target) query = query.where("target_id", "=", filter.target);
  if (filter.action) query = query.where("action", "=", filter.action);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(filter.limit).execute();
  return rows.map(({ before_json, after_json, ...r }) => ({ ...r, before: before_json, after: after_json }));
}
