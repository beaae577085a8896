import { z } from "zod";
import { idText, noticeFields, says, text, trimmedText } from "./message-fields.ts";
import { statusSuccess } from "./common.ts";
import { isPastBirthDate, LEAD_LIMITS, LEAD_MOBILE_PATTERN, LEAD_TIME_PATTERN } from "./patterns.ts";

export { isPastBirthDate, LEAD_DATE_PATTERN, LEAD_LIMITS, LEAD_MOBILE_PATTERN, LEAD_TIME_PATTERN } from "./patterns.ts";

// Site content from the database (ADR 030), each text in the caller's language.

const rating = z.number().meta({ description: "Out of 5, one decimal", example: 4.6 });

export const testimonial = z.object({
  id: z.string(),
  name: z.string(),
  designation: z.string(),
  avatar: z.string().meta({ description: "Path of the avatar artwork", example: "/avatars/f2.svg" }),
  comment: z.string(),
  compliment_tag: z.string(),
  rating,
});
export type Testimonial = z.infer<typeof testimonial>;

export const video = z.object({
  id: z.string(),
  youtube_id: z.string().meta({ description: "The id a watch URL carries in its v= parameter" }),
  title: z.string(),
});
export type Video = z.infer<typeof video>;

export const videosResponse = z.object({ status: statusSuccess, videos: z.array(video) });
export type VideosResponse = z.infer<typeof videosResponse>;

/** The home page's sections: the hero texts, the marketing figures, testimonials and videos. */
export const homeResponse = z.object({
  hero: z.object({ badge: z.string(), title: z.string(), subtitle: z.string() }),
  stats: z.object({
    predictions_completed: z.string(),
    happy_users: z.string(),
    total_chats: z.string(),
    free_questions: z.number().int(),
    ai_astrologers: z.number().int(),
  }),
  rating: z.object({ value: z.number(), count: z.number().int() }),
  testimonials: z.array(testimonial),
  videos: z.array(video),
});
export type HomeResponse = z.infer<typeof homeResponse>;

export const consultant = z.object({
  id: z.string(),
  name: z.string(),
  photo: z.string().meta({ description: "Path of the portrait", example: "/consultants/meera-joshi.svg" }),
  rating,
  specialization: z.string(),
  bio: z.string(),
  experience_years: z.number().int(),
  languages: z.array(z.string()),
  testimonials: z.array(z.object({ id: z.string(), name: z.string(), text: z.string(), rating })),
});
export type Consultant = z.infer<typeof consultant>;

export const consultantsResponse = z.object({ status: statusSuccess, consultants: z.array(consultant) });
export type ConsultantsResponse = z.infer<typeof consultantsResponse>;

/** An optional text: trimmed, and dropped (undefined) when empty, as the form drops empty values. */
const optionalText = (
  max: number,
  invalid: Parameters<typeof says>[0],
  valid: (value: string) => boolean = () => true,
) =>
  text()
    .trim()
    .max(max, says(invalid))
    .refine((value) => value === "" || valid(value), says(invalid))
    .transform((value) => (value === "" ? undefined : value))
    .optional();

/** The consultation request (consult page): the spec's fields; only the name and mobile are required. */
export const leadBody = z.strictObject({
  // A blank name is missing; a one-letter one too short.
  full_name: trimmedText(1, LEAD_LIMITS.name, {
    required: "leads.name_required",
    tooLong: "leads.name_too_long",
  }).min(LEAD_LIMITS.nameMin, says("leads.name_too_short")),
  mobile_number: text("leads.mobile_required")
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().min(1, says("leads.mobile_required")).regex(LEAD_MOBILE_PATTERN, says("leads.mobile_invalid")))
    .meta({ description: "10 to 15 digits, spaces and dashes allowed", example: "98765 43210" }),
  email: optionalText(LEAD_LIMITS.email, "leads.email_invalid").refine(
    (value) => value === undefined || z.email().safeParse(value).success,
    says("leads.email_invalid"),
  ),
  birth_place: optionalText(LEAD_LIMITS.birthPlace, "leads.birth_place_too_long"),
  date_of_birth: optionalText(10, "leads.birth_date_invalid", (value) => isPastBirthDate(value)).meta({
    example: "1992-08-14",
  }),
  time_of_birth: optionalText(5, "leads.birth_time_invalid", (value) => LEAD_TIME_PATTERN.test(value)).meta({
    example: "06:45",
  }),
  consultant_id: idText(64).optional().meta({ description: "The astrologer whose Consult Now was pressed" }),
});
export type LeadBody = z.input<typeof leadBody>;

export const leadResponse = z.object({ status: statusSuccess, ...noticeFields });
export type LeadResponse = z.infer<typeof leadResponse>;
