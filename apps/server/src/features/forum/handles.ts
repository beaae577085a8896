// Handles and profiles: registering a handle, editing a profile, reading one (with chart tags).
import { type ForumProfileResponse } from "@graha/contracts";
import { GRAHA_NAMES, julianDayUtFromEpochMs, NAKSHATRA_NAMES, runningDashas, SIGN_NAMES } from "@graha/jyotish";
import type { User } from "../../db/schema.ts";
import { AppError, fieldError, notFound } from "../../errors.ts";
import { chartOfRecord, findBirthRecord } from "../kundli/index.ts";
import * as repo from "./repository.ts";
import { handleOf, type ForumDeps } from "./common.ts";

/** Rashi (Moon sign), Moon nakshatra and the mahadasha running now, from a saved kundli. */
function chartTags(record: Parameters<typeof chartOfRecord>[0], now: Date) {
  const { chart } = chartOfRecord(record, 1);
  const moon = chart.planets.moon;
  const [mahadasha] = runningDashas(chart.dasha, julianDayUtFromEpochMs(now.getTime()));
  return {
    rashi: SIGN_NAMES[moon.signIndex]!.en,
    nakshatra: NAKSHATRA_NAMES[moon.nakshatra.index]!.en,
    mahadasha: mahadasha ? GRAHA_NAMES[mahadasha.lord].en : null,
  };
}

export async function tagsOf(deps: ForumDeps, userId: string, birthRecordId: string | null) {
  if (!birthRecordId) return { rashi: null, nakshatra: null, mahadasha: null };
  const record = await findBirthRecord(deps.db, userId, birthRecordId);
  return record ? chartTags(record, deps.clock.now()) : { rashi: null, nakshatra: null, mahadasha: null };
}

/** A default birth profile must be one of the user's own kundlis. */
async function ownBirthRecord(deps: ForumDeps, userId: string, bid: string | null) {
  if (bid === null) return null;
  if (!(await findBirthRecord(deps.db, userId, bid))) throw fieldError("bid", "forum.kundli_not_found");
  return bid;
}

async function nameTakenByAnother(deps: ForumDeps, userId: string, name: string) {
  const owner = await deps.db
    .selectFrom("forum_handles")
    .select("user_id")
    .where("display_name", "=", name)
    .executeTakeFirst();
  return owner !== undefined && owner.user_id !== userId;
}

/** Registers (or renames) the caller's handle; true when its email is new and so needs verifying. */
export async function registerHandle(
  deps: ForumDeps,
  user: User,
  body: { display_name: string; email: string; bid: string | null },
): Promise<boolean> {
  const before = await repo.findHandle(deps.db, user.id);
  const bid = await ownBirthRecord(deps, user.id, body.bid);
  const taken = () =>
    new AppError("conflict", "forum.username_taken", { fields: { display_name: "forum.username_taken" } });
  if (await nameTakenByAnother(deps, user.id, body.display_name)) throw taken();
  const nowIso = deps.clock.now().toISOString();
  try {
    await deps.db
      .insertInto("forum_handles")
      .values({
        user_id: user.id,
        display_name: body.display_name,
        email: body.email,
        birth_record_id: bid,
        gender: null,
        avatar: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) =>
        oc.column("user_id").doUpdateSet({
          display_name: body.display_name,
          email: body.email,
          birth_record_id: bid,
          updated_at: nowIso,
        }),
      )
      .execute();
  } catch (error) {
    // Two people claiming one name at once: the unique constraint decides.
    if (await nameTakenByAnother(deps, user.id, body.display_name)) throw taken();
    throw error;
  }
  return before?.email !== body.email;
}

/** Edits the caller's profile; true when the email changed and so needs verifying again. */
export async function updateProfile(
  deps: ForumDeps,
  user: User,
  body: {
    email: string;
    bid: string | null;
    is_private?: 0 | 1 | undefined;
    avatar?: string | null | undefined;
    gender?: "Male" | "Female" | null | undefined;
  },
): Promise<boolean> {
  const before = await handleOf(deps, user.id);
  const bid = await ownBirthRecord(deps, user.id, body.bid);
  await deps.db
    .updateTable("forum_handles")
    .set({
      email: body.email,
      birth_record_id: bid,
      ...(body.is_private === undefined ? {} : { is_private: body.is_private }),
      ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
      ...(body.gender === undefined ? {} : { gender: body.gender }),
      updated_at: deps.clock.now().toISOString(),
    })
    .where("user_id", "=", user.id)
    .execute();
  return before.email !== body.email;
}

/** A profile by uid (the caller's own when absent); a private one hides its chart from others. */
export async function profileOf(
  deps: ForumDeps,
  viewer: User | undefined,
  uid: string | undefined,
): Promise<ForumProfileResponse["profile"]> {
  const userId = uid ?? viewer?.id;
  const handle = userId ? await repo.findHandle(deps.db, userId) : undefined;
  if (!handle) throw notFound("forum.profile_not_found");
  const isOwner = viewer?.id === handle.user_id;
  const hideChart = !isOwner && handle.is_private === 1;
  const tags = hideChart
    ? { rashi: null, nakshatra: null, mahadasha: null }
    : await tagsOf(deps, handle.user_id, handle.birth_record_id);
  const profile: ForumProfileResponse["profile"] = {
    uid: handle.user_id,
    display_name: handle.display_name,
    gender: handle.gender,
    avatar: handle.avatar,
    is_private: handle.is_private === 1,
    is_ban: handle.is_ban === 1,
    rashi: tags.rashi,
    nakshatra: tags.nakshatra,
    current_mahadasha: tags.mahadasha,
    astrohub_points: Number(handle.points),
    is_owner: isOwner,
  };
  if (!isOwner || !viewer) return profile;
  return {
    ...profile,
    email: handle.email,
    email_verified: handle.email_verified_at !== null,
    default_birth_profile: handle.birth_record_id,
    astrohub_redeemed_points: Number(handle.redeemed_points),
    points_left: Number(handle.points) - Number(handle.redeemed_points),
    mobile: viewer.mobile,
  };
}
