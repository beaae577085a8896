import type { ConsultantsResponse, HomeResponse, Video } from "@graha/contracts";
import { MOBILE_LOCAL_PATTERN, type leadBody } from "@graha/contracts";
import type { MessageLanguage } from "@graha/contracts/messages";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema.ts";
import { fieldError } from "../../errors.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import * as repo from "./repository.ts";

type Deps = { db: Kysely<Database> };

/** A row's text in the language asked for: `field_hi` for Hindi when it has one. */
function inLanguage<R, K extends keyof R & string>(row: R, field: K, language: MessageLanguage): string {
  const hindi = (row as Record<string, unknown>)[`${field}_hi`];
  return language === "hi" && typeof hindi === "string" && hindi !== "" ? hindi : String(row[field]);
}

const stars = (tenths: number) => tenths / 10;

/** A JSON value of `site_content` (`home.stats`, `home.rating`, …), or nothing when unset. */
export async function siteValue<T>(db: Kysely<Database>, key: string): Promise<Partial<T>> {
  const row = await db.selectFrom("site_content").select("value").where("key", "=", key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as Partial<T>) : {};
}

/** The home page's figures as `home.stats` keeps them (and `home.stats_hi`, in part). */
export interface Stats {
  predictionsCompleted: string;
  happyUsers: string;
  totalChats: string;
  freeQuestions: number;
  aiAstrologers: number;
}
type HeroTexts = HomeResponse["hero"];

/** The videos of the vlogs section, titles in `language`. */
export async function videos(deps: Deps, language: MessageLanguage): Promise<Video[]> {
  return (await repo.activeVideos(deps.db)).map((v) => ({
    id: v.id,
    youtube_id: v.youtube_id,
    title: inLanguage(v, "title", language),
  }));
}

/** Everything the home page's sections show, from the database, in `language`. */
export async function homeContent(deps: Deps, language: MessageLanguage): Promise<HomeResponse> {
  const [hero, stats, statsHi, rating, testimonials, vlogs] = await Promise.all([
    siteValue<Record<MessageLanguage, HeroTexts>>(deps.db, "home.hero"),
    siteValue<Stats>(deps.db, "home.stats"),
    siteValue<Stats>(deps.db, "home.stats_hi"),
    siteValue<{ ratingValue: number; ratingCount: number }>(deps.db, "home.rating"),
    repo.activeTestimonials(deps.db),
    videos(deps, language),
  ]);
  const figures = language === "hi" ? { ...stats, ...statsHi } : stats;
  return {
    hero: { badge: "", title: "", subtitle: "", ...hero.en, ...(language === "hi" ? hero.hi : {}) },
    stats: {
      predictions_completed: figures.predictionsCompleted ?? "",
      happy_users: figures.happyUsers ?? "",
      total_chats: figures.totalChats ?? "",
      free_questions: figures.freeQuestions ?? 0,
      ai_astrologers: figures.aiAstrologers ?? 0,
    },
    rating: { value: rating.ratingValue ?? 0, count: rating.ratingCount ?? 0 },
    testimonials: testimonials.map((t) => ({
      id: t.id,
      name: inLanguage(t, "name", language),
      designation: inLanguage(t, "designation", language),
      avatar: t.avatar,
      comment: inLanguage(t, "comment", language),
      compliment_tag: inLanguage(t, "compliment_tag", language),
      rating: stars(t.rating_tenths),
    })),
    videos: vlogs,
  };
}

/** The consult page's astrologers with their testimonials, in `language`. */
export async function consultants(deps: Deps, language: MessageLanguage): Promise<ConsultantsResponse["consultants"]> {
  const rows = await repo.activeConsultants(deps.db);
  const testimonials = await repo.consultantTestimonials(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((c) => ({
    id: c.id,
    name: inLanguage(c, "name", language),
    photo: c.photo,
    rating: stars(c.rating_tenths),
    specialization: inLanguage(c, "specialization", language),
    bio: inLanguage(c, "bio", language),
    experience_years: c.experience_years,
    languages: JSON.parse(inLanguage(c, "languages", language)) as string[],
    testimonials: testimonials
      .filter((t) => t.consultant_id === c.id)
      .map((t) => ({
        id: t.id,
        name: inLanguage(t, "name", language),
        text: inLanguage(t, "text", language),
        rating: stars(t.rating_tenths),
      })),
  }));
}

/**
 * Keeps a consultation request as a lead for the operations team. A 10-digit Indian number
 * (with or without 91) is stored as the API writes numbers, 91 and the 10 digits, so account
 * deletion finds it; any other number of 10 to 15 digits is kept as its digits.
 */
export async function receiveLead(
  deps: Deps & { clock: Clock },
  body: z.output<typeof leadBody>,
  sender: { userId: string | null; language: MessageLanguage },
): Promise<void> {
  if (body.consultant_id !== undefined && !(await repo.consultantExists(deps.db, body.consultant_id))) {
    throw fieldError("consultant_id", "leads.consultant_unknown");
  }
  const digits = body.mobile_number.replace(/^\+/, "");
  const local = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
  await repo.insertLead(deps.db, {
    id: newId(),
    user_id: sender.userId,
    consultant_id: body.consultant_id ?? null,
    full_name: body.full_name,
    mobile: MOBILE_LOCAL_PATTERN.test(local) ? `91${local}` : digits,
    email: body.email?.toLowerCase() ?? null,
    birth_place: body.birth_place ?? null,
    date_of_birth: body.date_of_birth ?? null,
    time_of_birth: body.time_of_birth ?? null,
    language: sender.language,
    created_at: isoAt(deps.clock.now()),
  });
}
