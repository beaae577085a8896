import { z } from "zod";
import { mobileField, otpField, statusSuccess } from "./common.ts";
import { noticeFields, says } from "./message-fields.ts";

export const userView = z
  .object({
    id: z.string(),
    mobile: z.string().meta({ description: "91 followed by the 10-digit number" }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "User" });

export const meResponse = z.object({ user: userView });

export const deleteAccountOtpBody = z.strictObject({ mobile: mobileField });
export const deleteAccountVerifyBody = z.strictObject({
  mobile: mobileField,
  otp: otpField,
  token: z.string(says("auth.token_missing")).min(1, says("auth.token_missing")).max(200),
});
export const deleteAccountResponse = z.object({ status: statusSuccess, ...noticeFields });

export const unseenCountResponse = z.object({ unseen_count: z.number().int().nonnegative() });
