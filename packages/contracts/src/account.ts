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
