import { z } from "zod";
import { kundliIdField, statusSuccess } from "./common.ts";
import { idText, noticeFields, says, text, trimmedText } from "./message-fields.ts";
import type { StreamDeltaEvent, StreamErrorEvent, StreamEvents } from "./stream-events.ts";
import { ASTROLOGER_NAMES, ASTROLOGERS, CHAT_MESSAGE_MAX, CHAT_MESSAGE_MIN, type Astrologer } from "./vocabulary.ts";

export const astrologerField = z
  .enum([...ASTROLOGERS.map((id) => ASTROLOGER_NAMES[id]), ...ASTROLOGERS], says("chat.choose_astrologer"))
  .transform((name) => name.toLowerCase() as Astrologer);

export const astrologersResponse = z.object({
  astrologers: z.array(
    z.object({
      id: z.enum(ASTROLOGERS),
      name: z.string(),
      image: z.string(),
      description: z.string(),
      description_hi: z.string(),
      price_per_question: z.number().meta({ description: "rupees, the cheapest pack, before GST" }),
      price_per_question_with_gst_paise: z
        .number()
        .int()
        .meta({ description: "paise, the cheapest pack, GST included: what the user pays" }),
      price_per_minute: z.number().meta({ description: "rupees a minute from the wallet when questions run out" }),
      free_questions: z.number().int(),
      ai_disclosure: z.string(),
      ai_disclosure_hi: z.string(),
    }),
  ),
});
export type AstrologersResponse = z.infer<typeof astrologersResponse>;

export const chatStartBody = z.strictObject({
  bid: kundliIdField,
  astrologer: astrologerField,
  device: z.enum(["web", "android", "ios"]).default("web"),
});

/** The counters a chat shows after every reply (spec field names). */
export const chatCounters = z.object({
  questions_left: z.number().int().meta({ description: "this astrologer's questions plus subscription questions" }),
  balance: z.number().meta({ description: "rupee wallet" }),
  time_left_seconds: z.number().int().meta({ description: "wallet time at the per-minute price" }),
});
export type ChatCounters = z.infer<typeof chatCounters>;

export const chatStartResponse = chatCounters.extend({
  status: statusSuccess,
  asst_id: z.string(),
  message: z.string(),
  user_name: z.string(),
  gender: z.string(),
});
export type ChatStartResponse = z.infer<typeof chatStartResponse>;

export const chatParams = z.strictObject({ asst_id: idText(64) });

export const chatMessageBody = z.strictObject({
  message: trimmedText(CHAT_MESSAGE_MIN, CHAT_MESSAGE_MAX, {
    required: "chat.type_question",
    tooShort: "chat.too_short",
    tooLong: "chat.too_long",
  }),
});

/**
 * Why a reply was a fixed text rather than a reading, and so free: off topic (a redirect),
 * the timing of a death (declined), a medical matter (see a doctor), self-harm (care and
 * Tele-MANAS), a partner match that needs birth details first (it asks for them), or a
 * greeting, thanks or goodbye that asks nothing (a courteous reply).
 */
export const CHAT_REFUSALS = [
  "off_topic",
  "death",
  "medical",
  "self_harm",
  "missing_person",
  "domestic_violence",
  "needs_details",
  "courtesy",
] as const;
export type ChatRefusal = (typeof CHAT_REFUSALS)[number];

/**
 * A chart fact a reply used, as a chip under the reply: a short label in the record's
 * language and where it sits in the chart (sign, house, dignity, nakshatra for a graha; the
 * period for a dasha), names already in that language.
 */
export const chatFact = z.object({
  label: z.string(),
  kind: z.enum(["placement", "ascendant", "dasha"]),
  graha: z.string().optional().meta({ description: "the graha's id (moon, venus…) for a placement or a dasha lord" }),
  sign: z.string().optional(),
  house: z.number().int().min(1).max(12).optional(),
  nakshatra: z.string().optional().meta({ description: "nakshatra and pada, e.g. Vishakha 3" }),
  dignity: z.string().optional(),
  until: z.string().optional().meta({ description: "a dasha's end date (YYYY-MM-DD)" }),
});
export type ChatFact = z.infer<typeof chatFact>;

/** The final Server-Sent Event of a reply: the counters, and what the chat page shows under the reply. */
export const chatDoneEvent = chatCounters.extend({
  status: statusSuccess,
  charged: z.boolean(),
  refusal: z
    .enum(CHAT_REFUSALS)
    .optional()
    .meta({ description: "set when the reply declined or asked for details instead of reading: never charged" }),
  message_id: z.string().optional().meta({ description: "the reply's id, for its feedback" }),
  facts: z.array(chatFact).optional().meta({ description: "the chart facts the reply used" }),
  suggestions: z
    .array(z.string())
    .optional()
    .meta({ description: "two or three questions to ask next, in the record's language" }),
});
export type ChatDoneEvent = z.infer<typeof chatDoneEvent>;
/** The reply stream: pieces of the reply as written, a failure (nothing charged), its events by SSE `event:` name. */
export type ChatDeltaEvent = StreamDeltaEvent;
export type ChatErrorEvent = StreamErrorEvent;
export type ChatStreamEvents = StreamEvents<ChatDoneEvent>;

export const chatListResponse = z.object({
  chats: z.array(
    z.object({
      asst_id: z.string(),
      to_name: z.string(),
      chat_time: z.iso.datetime(),
      message: z.string(),
      status: z.enum(["active", "stopped"]),
    }),
  ),
});
export type ChatListResponse = z.infer<typeof chatListResponse>;

export const chatHistoryResponse = chatCounters.extend({
  asst_id: z.string(),
  astrologer: z.enum(ASTROLOGERS),
  status: z.enum(["active", "stopped"]),
  bid: z.string().nullable(),
  chats: z.array(
    z.object({
      id: z
        .string()
        .optional()
        .meta({ description: "the message's id (feedback is given on an assistant's reply by it)" }),
      rating: z.enum(["up", "down"]).nullable().optional().meta({ description: "the user's feedback on this reply" }),
      role: z.enum(["user", "assistant"]),
      from_name: z.string(),
      message: z.string(),
      chat_time: z.iso.datetime(),
      status: z.string(),
    }),
  ),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponse>;

export const chatActionResponse = z.object({ status: statusSuccess, ...noticeFields });
export type ChatActionResponse = z.infer<typeof chatActionResponse>;

export const CHAT_RATINGS = ["up", "down"] as const;
export type ChatRating = (typeof CHAT_RATINGS)[number];

export const chatFeedbackParams = z.strictObject({ asst_id: idText(64), message_id: idText(64) });
/** `POST /chats/{asst_id}/messages/{message_id}/feedback`: thumbs up or down on one reply; a second vote replaces the first. */
export const chatFeedbackBody = z.strictObject({
  rating: z.enum(CHAT_RATINGS, says("chat.feedback_rating")),
  comment: text().trim().max(1000).optional(),
});
export type ChatFeedbackBody = z.input<typeof chatFeedbackBody>;
export const chatFeedbackResponse = z.object({ status: statusSuccess, rating: z.enum(CHAT_RATINGS) });
export type ChatFeedbackResponse = z.infer<typeof chatFeedbackResponse>;
