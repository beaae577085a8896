import type { ChatFeedbackBody, ChatRating } from "@graha/contracts";
import { notFound } from "../../errors.ts";
import { isoAt } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { findUsersReply } from "./chat-repository.ts";
import type { ChatDeps } from "./chat-service.ts";

/**
 * Records a thumbs up or down on one of the astrologer's replies in the user's own chat; a
 * second vote on the same reply replaces the first. Another user's reply, a question, or a
 * reply still being written is 404.
 */
export async function rateReply(
  deps: Pick<ChatDeps, "db" | "clock">,
  userId: string,
  chatId: string,
  messageId: string,
  input: ChatFeedbackBody,
): Promise<ChatRating> {
  const message = await findUsersReply(deps.db, userId, messageId);
  if (!message || message.chat_id !== chatId || message.status === "streaming")
    throw notFound("chat.message_not_found");
  const nowIso = isoAt(deps.clock.now());
  const comment = input.comment ? input.comment : null;
  await deps.db
    .insertInto("chat_feedback")
    .values({
      id: newId(),
      user_id: userId,
      message_id: messageId,
      rating: input.rating,
      comment,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "message_id"]).doUpdateSet({ rating: input.rating, comment, updated_at: nowIso }),
    )
    .execute();
  return input.rating;
}
