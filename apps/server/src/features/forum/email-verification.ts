import { formatMessage, type MessageLanguage } from "@graha/contracts/messages";
import { newId } from "../../lib/ids.ts";
import { readPurposeClaims, signPurposeToken } from "../../lib/purpose-token.ts";
import type { MailSender } from "../../providers/mail/index.ts";
import type { ForumDeps } from "./service.ts";

/** A verification link lasts a day and works once. */
export const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;
const PURPOSE = "forum-email-verify";

export interface EmailLinkDeps extends ForumDeps {
  mail: MailSender;
  /** Signs the links (SESSION_SECRET). */
  secret: string;
}

/**
 * Marks the handle's email unverified and mails a signed link to it. The link carries a fresh
 * nonce stored on the handle, so it replaces any older link and stops working once used.
 */
export async function sendVerificationLink(
  deps: EmailLinkDeps,
  handle: { user_id: string; display_name: string; email: string },
  origin: string,
  language: MessageLanguage,
): Promise<void> {
  const nonce = newId();
  await deps.db
    .updateTable("forum_handles")
    .set({ email_verified_at: null, email_verify_nonce: nonce })
    .where("user_id", "=", handle.user_id)
    .execute();
  const now = deps.clock.now();
  const token = await signPurposeToken(
    deps.secret,
    { userId: handle.user_id, purpose: PURPOSE, subject: nonce },
    now,
    EMAIL_LINK_TTL_SECONDS,
  );
  const link = `${origin}/api/v1/forum/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mail.send({
    to: handle.email,
    subject: formatMessage(language, "forum.verify_email_subject"),
    text: formatMessage(language, { code: "forum.verify_email_text", params: { name: handle.display_name, link } }),
  });
}

/** Verifies the email the link was sent for; false (and nothing changed) for a used, expired or forged link. */
export async function verifyEmail(deps: EmailLinkDeps, token: string): Promise<boolean> {
  const claims = await readPurposeClaims(deps.secret, token, PURPOSE, deps.clock.now());
  if (!claims) return false;
  // Clearing the nonce in the same statement that checks it makes the link single-use under races too.
  const result = await deps.db
    .updateTable("forum_handles")
    .set({ email_verified_at: deps.clock.now().toISOString(), email_verify_nonce: null })
    .where("user_id", "=", claims.userId)
    .where("email_verify_nonce", "=", claims.ref)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
