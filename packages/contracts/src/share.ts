import { z } from "zod";
import { idText, says, text } from "./message-fields.ts";

/**
 * `POST /api/v1/shares`: make a public link to one of the user's things (ADR 031). A kundli
 * shows its chart only, unless `birth_details` is true (name, date, time and place of birth);
 * an answer shows the question and the astrologer's reply.
 */
export const createShareBody = z
  .strictObject({
    kind: z.enum(["kundli", "answer"]),
    bid: idText(64, "share.kundli_not_found").optional().meta({ description: "With kind kundli: the saved kundli" }),
    birth_details: z
      .boolean()
      .default(false)
      .meta({ description: "With kind kundli: show name, date, time and place" }),
    message_id: idText(64, "share.answer_not_found")
      .optional()
      .meta({ description: "With kind answer: the astrologer's reply" }),
  })
  .refine((body) => body.kind !== "kundli" || body.bid !== undefined, {
    ...says("share.kundli_not_found"),
    path: ["bid"],
  })
  .refine((body) => body.kind !== "answer" || body.message_id !== undefined, {
    ...says("share.answer_not_found"),
    path: ["message_id"],
  });
export type CreateShareBody = z.input<typeof createShareBody>;

export const shareCreated = z.object({
  id: z.string(),
  path: z.string().meta({ description: "The public page, /share/{id}" }),
  image_path: z.string().meta({ description: "Its Open Graph image, /og/share/{id}.png (1200×630)" }),
});
export type ShareCreated = z.infer<typeof shareCreated>;

export const shareIdParams = z.strictObject({ id: idText(64, "share.not_found") });

const sharedKundli = z.object({
  ascendant_sign: z.number().int().min(0).max(11),
  moon_sign: z.number().int().min(0).max(11),
  moon_nakshatra: z.number().int().min(0).max(26),
  /** The grahas in each whole-sign house, houses 1–12 in order. */
  houses: z.array(z.array(z.string())).length(12),
  birth: z.object({ name: z.string(), dob: z.string(), tob: z.string(), pob: z.string() }).nullable(),
});
export type SharedKundli = z.infer<typeof sharedKundli>;

const sharedAnswer = z.object({ astrologer: z.string(), question: z.string(), answer: z.string() });
export type SharedAnswer = z.infer<typeof sharedAnswer>;

/** `GET /api/v1/shares/{id}`: what a shared link shows (public). */
export const sharedView = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("kundli"), id: z.string(), created_at: z.string(), kundli: sharedKundli }),
    z.object({ kind: z.literal("answer"), id: z.string(), created_at: z.string(), answer: sharedAnswer }),
  ])
  .meta({ id: "Shared" });
export type SharedView = z.infer<typeof sharedView>;

/** `GET /og/horoscope/{sign}.png`: a sign's English name, any case (aries … pisces). */
export const ogSignParams = z.strictObject({ sign: text().meta({ description: "aries … pisces, any case" }) });
