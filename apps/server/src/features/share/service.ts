import type { CreateShareBody, ShareCreated, SharedKundli, SharedView } from "@graha/contracts";
import { ASTROLOGER_NAMES } from "@graha/contracts/vocabulary";
import { GRAHAS } from "@graha/jyotish/names";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { findUsersReply } from "../chat/index.ts";
import { chartOfRecord, findBirthRecord } from "../kundli/index.ts";

export interface ShareDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** The longest reply text a shared answer keeps (the page shows it; the card its start). */
const ANSWER_MAX = 2000;

/** What a shared kundli shows: its chart, and the birth details only when the user chose them. */
function kundliSnapshot(record: Parameters<typeof chartOfRecord>[0], withBirth: boolean): SharedKundli {
  const { chart } = chartOfRecord(record, 1);
  const houses: string[][] = Array.from({ length: 12 }, () => []);
  for (const graha of GRAHAS) houses[chart.planets[graha].house - 1]!.push(graha);
  return {
    ascendant_sign: chart.ascendant.signIndex,
    moon_sign: chart.planets.moon.signIndex,
    moon_nakshatra: chart.planets.moon.nakshatra.index,
    houses,
    birth: withBirth ? { name: record.full_name, dob: record.dob, tob: record.tob, pob: record.pob } : null,
  };
}

/** A finished reply in one of the user's chats, with the question it answered. */
async function answerSnapshot(db: Kysely<Database>, userId: string, messageId: string) {
  const reply = await findUsersReply(db, userId, messageId);
  if (!reply || reply.status !== "complete") throw notFound("share.answer_not_found");
  const question = await db
    .selectFrom("chat_messages")
    .select("content")
    .where("chat_id", "=", reply.chat_id)
    .where("role", "=", "user")
    .where("id", "<", reply.id)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return {
    astrologer: ASTROLOGER_NAMES[reply.astrologer],
    question: question?.content ?? "",
    answer: reply.content.slice(0, ANSWER_MAX),
  };
}

/** Makes a public link to one of the user's kundlis or answers; each call makes a new link. */
export async function createShare(deps: ShareDeps, userId: string, body: CreateShareBody): Promise<ShareCreated> {
  let snapshot: object;
  let subject: string;
  if (body.kind === "kundli") {
    const record = body.bid === undefined ? undefined : await findBirthRecord(deps.db, userId, body.bid);
    if (!record) throw notFound("share.kundli_not_found");
    snapshot = kundliSnapshot(record, body.birth_details ?? false);
    subject = record.id;
  } else {
    const messageId = body.message_id ?? "";
    snapshot = await answerSnapshot(deps.db, userId, messageId);
    subject = messageId;
  }
  const id = randomBytes(12).toString("base64url");
  await deps.db
    .insertInto("shares")
    .values({
      id,
      user_id: userId,
      kind: body.kind,
      subject_id: subject,
      body: JSON.stringify(snapshot),
      created_at: isoAt(deps.clock.now()),
    })
    .execute();
  return { id, path: `/share/${id}`, image_path: `/og/share/${id}.png` };
}

/** A shared link's content (public); not found for an unknown or removed link. */
export async function findShare(db: Kysely<Database>, id: string): Promise<SharedView> {
  const row = await db.selectFrom("shares").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("share.not_found");
  const body = JSON.parse(row.body);
  return row.kind === "kundli"
    ? { kind: "kundli", id: row.id, created_at: row.created_at, kundli: body }
    : { kind: "answer", id: row.id, created_at: row.created_at, answer: body };
}
