import type { Kysely } from "kysely";
import { childRow, columnsOf, createTable } from "./columns.ts";

// The home page's and the consult page's content, kept in the database so the operations
// console can edit it (ADR 030): testimonials, videos, the consultant astrologers and their
// testimonials, each text in English and Hindi (`_hi`). Ratings are tenths (46 is 4.6).
// `leads` keeps the consultation requests sent from the consult page; `user_id` is the
// signed-in sender when there was one (their leads go with the account), `mobile` is as sent.
export async function up(db: Kysely<unknown>): Promise<void> {
  const ordered = { sort: "integer not null", active: "integer not null default 1" } as const;
  await createTable(db, "home_testimonials", {
    columns: {
      id: "text primary key",
      ...columnsOf("text not null", "name", "name_hi", "designation", "designation_hi", "avatar"),
      ...columnsOf("text not null", "comment", "comment_hi", "compliment_tag", "compliment_tag_hi"),
      rating_tenths: "integer not null",
      ...ordered,
    },
  });
  await createTable(db, "home_videos", {
    columns: { id: "text primary key", ...columnsOf("text not null", "youtube_id", "title", "title_hi"), ...ordered },
  });
  await createTable(db, "consultants", {
    columns: {
      id: "text primary key",
      ...columnsOf("text not null", "name", "name_hi", "photo", "specialization", "specialization_hi", "bio", "bio_hi"),
      ...columnsOf("integer not null", "rating_tenths", "experience_years"),
      // JSON arrays of language names, in English and in Hindi.
      ...columnsOf("text not null", "languages", "languages_hi"),
      ...ordered,
    },
  });
  await createTable(db, "consultant_testimonials", {
    columns: {
      ...childRow("consultant_id", "consultants"),
      ...columnsOf("text not null", "name", "name_hi", "text", "text_hi"),
      ...columnsOf("integer not null", "rating_tenths", "sort"),
    },
    indexes: { consultant_testimonials_consultant: ["consultant_id"] },
  });
  await createTable(db, "leads", {
    columns: {
      id: "text primary key",
      user_id: "text references users.id on delete cascade",
      consultant_id: "text references consultants.id on delete set null",
      ...columnsOf("text not null", "full_name", "mobile"),
      ...columnsOf("text", "email", "birth_place", "date_of_birth", "time_of_birth"),
      ...columnsOf("text not null", "language", "status", "created_at"),
    },
    indexes: { leads_created: ["created_at"], leads_mobile: ["mobile"], leads_user: ["user_id"] },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["leads", "consultant_testimonials", "consultants", "home_videos", "home_testimonials"]) {
    await db.schema.dropTable(table).execute();
  }
}
