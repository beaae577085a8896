// The user's notifications: reading them in their language, marking one seen.
import { formatMessage, type MessageLanguage, type Message } from "@graha/contracts/messages";
import { notFound } from "../../errors.ts";
import type { ForumDeps } from "./common.ts";

/** The user's notifications, newest first, in their language; unseen ones are highlighted. */
export async function notificationsOf(deps: ForumDeps, userId: string, language: MessageLanguage) {
  const rows = await deps.db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    did: r.link?.startsWith("/forum/") ? r.link.slice("/forum/".length) : null,
    message: renderStored(language, r.message),
    highlight: r.seen_at === null,
    created_at: r.created_at,
  }));
}

/** A stored notification: a catalogue message as JSON (or, from older rows, plain text). */
function renderStored(language: MessageLanguage, stored: string): string {
  try {
    return formatMessage(language, JSON.parse(stored) as Message);
  } catch {
    return stored;
  }
}

export async function markSeen(deps: ForumDeps, userId: string, id: string) {
  const result = await deps.db
    .updateTable("notifications")
    .set((eb) => ({ seen_at: eb.fn.coalesce("seen_at", eb.val(deps.clock.now().toISOString())) }))
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound("forum.notification_not_found");
}
