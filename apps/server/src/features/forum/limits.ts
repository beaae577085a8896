import type { Kysely } from "kysely";
import type { Database, User } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";

/** An account is new for its first day: it may post a little, and its links wait for a moderator. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
/** What a first-day account may start and post (FORUM_FIRST_DAY_POSTS and _COMMENTS). */
export interface FirstDayLimits {
  discussions: number;
  comments: number;
}

export const isFirstDay = (user: User, now: Date) => now.getTime() - Date.parse(user.created_at) < NEW_ACCOUNT_MS;

// A link: a scheme, "www.", or a word.word domain with a common top-level domain.
const LINK =
  /(?:https?:\/\/|\bwww\.)|\b[\p{L}\p{N}-]+\.(?:com|in|net|org|info|biz|io|co|me|app|xyz|link|ly|shop|site|online|store|live|club)\b/iu;

export const containsLink = (...texts: string[]) => texts.some((t) => LINK.test(t));

/**
 * Refuses a first-day account's post or comment beyond the day's few. Counted over all the
 * account's rows (it is less than a day old), deleted ones not included.
 */
export async function checkFirstDayLimit(
  db: Kysely<Database>,
  limits: FirstDayLimits,
  user: User,
  now: Date,
  kind: keyof FirstDayLimits,
): Promise<void> {
  if (!isFirstDay(user, now)) return;
  const table = kind === "discussions" ? "forum_discussions" : "forum_comments";
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", user.id)
    .executeTakeFirstOrThrow();
  const limit = limits[kind];
  if (Number(row.n) < limit) return;
  const code = kind === "discussions" ? "forum.new_account_posts" : "forum.new_account_comments";
  throw new AppError("rate_limited", { code, params: { limit } });
}

/**
 * A new discussion's or comment's first-day rules: past the day's few it is refused; with a
 * link it is held (hidden, `held_reason` "link") until a moderator restores it. Answers
 * whether it is held and the columns that say so.
 */
export async function firstDayHold(
  db: Kysely<Database>,
  limits: FirstDayLimits,
  user: User,
  now: Date,
  kind: keyof FirstDayLimits,
  ...texts: string[]
) {
  await checkFirstDayLimit(db, limits, user, now, kind);
  const held = isFirstDay(user, now) && containsLink(...texts);
  return {
    held,
    columns: { hidden_at: held ? now.toISOString() : null, held_reason: held ? ("link" as const) : null },
  };
}

const INDIA_OFFSET_MS = 330 * 60 * 1000;
/** A time as India reads it, the same in English and Hindi: "2026-11-27 17:30 IST". */
export const indiaTime = (iso: string) =>
  `${new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ")} IST`;

/** A silenced handle may not post, comment or vote until its silence ends. */
export function checkNotSilenced(
  handle: { silenced_until: string | null; silence_reason: string | null },
  now: Date,
): void {
  if (handle.silenced_until === null || Date.parse(handle.silenced_until) <= now.getTime()) return;
  throw new AppError("forbidden", {
    code: "forum.silenced",
    params: { until: indiaTime(handle.silenced_until), reason: handle.silence_reason ?? "" },
  });
}
