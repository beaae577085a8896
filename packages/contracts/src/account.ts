import { z } from "zod";
import { codeCheckBody, mobileField, statusSuccess } from "./common.ts";
import { noticeFields } from "./message-fields.ts";

export const userView = z
  .object({
    id: z.string(),
    mobile: z.string().meta({ description: "91 followed by the 10-digit number" }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "User" });

export const meResponse = z.object({ user: userView });
export type MeResponse = z.infer<typeof meResponse>;

export const deleteAccountOtpBody = z.strictObject({ mobile: mobileField });
export const deleteAccountVerifyBody = codeCheckBody;
export const deleteAccountResponse = z.object({ status: statusSuccess, ...noticeFields });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;

export const unseenCountResponse = z.object({ unseen_count: z.number().int().nonnegative() });
export type UnseenCountResponse = z.infer<typeof unseenCountResponse>;

/** Rows of one kind in the export, each as stored (dates ISO 8601, money in paise). */
const exportRows = (description: string) => z.array(z.record(z.string(), z.unknown())).meta({ description });

/**
 * `GET /api/v1/account/export`: everything kept about the signed-in user, as a JSON download
 * (ADR 031). Another person's number in it is masked; no secret (code hash, session id) is in it.
 */
export const accountExport = z
  .object({
    format: z.literal("graha-account-export/1"),
    exported_at: z.iso.datetime(),
    current_consent_version: z.string(),
    profile: z.object({ id: z.string(), mobile: z.string(), created_at: z.string(), updated_at: z.string() }),
    consents: z
      .array(z.object({ version: z.string(), accepted_at: z.string() }))
      .meta({ description: "Versions of the Terms of Use and Privacy Policy accepted by logging in, and when" }),
    sessions: exportRows("Logins: device, opened, last used, expiry, revoked"),
    kundlis: exportRows("Saved birth details"),
    chats: exportRows("Chats with Oracle and Astra, each with its messages"),
    chat_feedback: exportRows("Thumbs up or down given to replies"),
    wallet: z.object({
      balances: exportRows("Balance per account (questions, predictions)"),
      statement: exportRows("Every ledger entry"),
      transfers: exportRows("Questions sent or received; the other number masked"),
    }),
    payments: exportRows("Checkouts and receipts (paise; invoice number when paid)"),
    subscriptions: exportRows("Plans"),
    wheel_spins: exportRows("Wheel of fortune discounts"),
    invite_code: z.string().nullable().meta({ description: "The code the invite dialog's share link carries" }),
    invites: exportRows("Numbers invited (masked)"),
    notifications: exportRows("Notifications"),
    forum: z.object({
      handle: z.record(z.string(), z.unknown()).nullable(),
      discussions: exportRows("Posts"),
      comments: exportRows("Comments"),
      votes: exportRows("Votes cast"),
      reports: exportRows("Reports made"),
      points: exportRows("Points history"),
    }),
    shares: exportRows("Public links made to a chart or an answer, with what each shows"),
    contact_messages: exportRows("Contact Us messages given with the account's number or verified email"),
  })
  .meta({ id: "AccountExport" });
export type AccountExport = z.infer<typeof accountExport>;
