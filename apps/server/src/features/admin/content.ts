import type { AdminContentKind, AdminContentResponse, AdminFiguresBody } from "@graha/contracts";
import { AppError, notFound } from "../../errors.ts";
import { isoAt } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { audited, type Actor } from "../../staff/audit.ts";
import { siteValue, type Stats } from "../home/index.ts";
import type { AdminDeps } from "./deps.ts";

// What editors change on the public pages: the home page's figures and the content rows.
// Every save is audited with what it was and what it became.

const TABLES = {
  testimonials: "home_testimonials",
  videos: "home_videos",
  consultants: "consultants",
  offers: "offers",
  plans: "plans",
} as const satisfies Record<AdminContentKind, string>;

/** Columns holding JSON arrays of text. */
const JSON_COLUMNS = new Set(["languages", "languages_hi", "bullet_points"]);

type Fields = Record<string, unknown>;

const toRow = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON_COLUMNS.has(k) ? JSON.stringify(v) : v]));
const fromRow = (row: Fields) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      JSON_COLUMNS.has(k) ? JSON.parse(String(v)) : typeof v === "bigint" ? Number(v) : v,
    ]),
  );

export async function figures(deps: AdminDeps): Promise<AdminFiguresBody> {
  const [stats, hi, rating] = await Promise.all([
    siteValue<Stats>(deps.db, "home.stats"),
    siteValue<Stats>(deps.db, "home.stats_hi"),
    siteValue<{ ratingValue: number; ratingCount: number }>(deps.db, "home.rating"),
  ]);
  return {
    predictions_completed: stats.predictionsCompleted ?? "",
    happy_users: stats.happyUsers ?? "",
    total_chats: stats.totalChats ?? "",
    predictions_completed_hi: hi.predictionsCompleted ?? stats.predictionsCompleted ?? "",
    happy_users_hi: hi.happyUsers ?? stats.happyUsers ?? "",
    total_chats_hi: hi.totalChats ?? stats.totalChats ?? "",
    free_questions: stats.freeQuestions ?? 0,
    ai_astrologers: stats.aiAstrologers ?? 0,
    rating_value: rating.ratingValue ?? 0,
    rating_count: rating.ratingCount ?? 0,
  };
}

export async function allContent(deps: AdminDeps): Promise<Omit<AdminContentResponse, "status">> {
  const read = async (kind: AdminContentKind) =>
    (await deps.db.selectFrom(TABLES[kind]).selectAll().orderBy("sort").execute()).map((row) => fromRow(row as Fields));
  const [fig, testimonials, videos, consultants, offers, plans] = await Promise.all([
    figures(deps),
    read("testimonials"),
    read("videos"),
    read("consultants"),
    read("offers"),
    read("plans"),
  ]);
  // Rows are shaped by the response schema on the way out (columns editors do not change are dropped).
  return { figures: fig, testimonials, videos, consultants, offers, plans } as Omit<AdminContentResponse, "status">;
}

export async function saveFigures(deps: AdminDeps, actor: Actor, body: AdminFiguresBody) {
  const now = deps.clock.now();
  const values = {
    "home.stats": {
      predictionsCompleted: body.predictions_completed,
      happyUsers: body.happy_users,
      totalChats: body.total_chats,
      freeQuestions: body.free_questions,
      aiAstrologers: body.ai_astrologers,
    },
    "home.stats_hi": {
      predictionsCompleted: body.predictions_completed_hi,
      happyUsers: body.happy_users_hi,
      totalChats: body.total_chats_hi,
    },
    "home.rating": { ratingValue: body.rating_value, ratingCount: body.rating_count },
  };
  await audited(
    deps.db,
    actor,
    now,
    { action: "content.figures", targetType: "site_content", targetId: "home" },
    async (trx) => {
      const before = await figures({ ...deps, db: trx });
      for (const [key, value] of Object.entries(values)) {
        await trx
          .insertInto("site_content")
          .values({ key, value: JSON.stringify(value), updated_at: isoAt(now) })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(value), updated_at: isoAt(now) }))
          .execute();
      }
      return { before, after: body };
    },
  );
}

function checkPrices(kind: AdminContentKind, merged: Fields) {
  if (kind === "offers" && Number(merged.discount_price_paise) > Number(merged.original_price_paise)) {
    throw new AppError("validation_failed", "admin.offer_price", {
      fields: { discount_price_paise: "admin.offer_price" },
    });
  }
}

/** Changes some fields of one row. */
export async function updateContent(deps: AdminDeps, actor: Actor, kind: AdminContentKind, id: string, fields: Fields) {
  const table = TABLES[kind];
  await audited(
    deps.db,
    actor,
    deps.clock.now(),
    { action: `content.${kind}`, targetType: kind, targetId: id },
    async (trx) => {
      const row = await trx.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw notFound("admin.content_not_found");
      const current = fromRow(row as Fields);
      checkPrices(kind, { ...current, ...fields });
      if (Object.keys(fields).length > 0)
        await trx.updateTable(table).set(toRow(fields)).where("id", "=", id).execute();
      const before = Object.fromEntries(Object.keys(fields).map((k) => [k, current[k]]));
      return { before, after: fields };
    },
  );
}

/** Adds a row (testimonials, videos, consultants); returns its id. */
export async function createContent(deps: AdminDeps, actor: Actor, kind: AdminContentKind, fields: Fields) {
  const id = newId();
  checkPrices(kind, fields);
  await audited(
    deps.db,
    actor,
    deps.clock.now(),
    { action: `content.${kind}.create`, targetType: kind, targetId: id },
    async (trx) => {
      // The kinds that may be created have only these columns besides the id.
      await trx
        .insertInto(TABLES[kind])
        .values({ id, ...toRow(fields) } as never)
        .execute();
      return { after: fields };
    },
  );
  return id;
}
