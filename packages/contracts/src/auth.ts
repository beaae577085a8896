import { z } from "zod";
import { codeCheckBody, mobileField, statusFail, statusSuccess } from "./common.ts";
import { idText, noticeFields } from "./message-fields.ts";
import { errorBody } from "./errors.ts";

export const requestOtpBody = z.strictObject({ mobile: mobileField });
export const requestOtpResponse = z.object({
  status: statusSuccess,
  token: z.string().meta({ description: "Identifies this code request; send it back with the code" }),
  ...noticeFields,
});
export type RequestOtpResponse = z.infer<typeof requestOtpResponse>;

export const devices = ["web", "android", "ios"] as const;
export const verifyOtpBody = codeCheckBody.extend({
  device: z.enum(devices).default("web"),
  invite: idText(32).optional().meta({
    description: "An invite code from a share link (/?invite=…): a new account counts as invited by its owner",
  }),
});
export const verifyOtpResponse = z.object({ status: statusSuccess, jwt: z.string(), ...noticeFields });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

/** A failed code check: the spec's `{ status: "fail", message }` plus the API's error shape. */
export const otpFailResponse = errorBody.extend({ status: statusFail, ...noticeFields });

export const logoutResponse = z.object({ status: statusSuccess });
export type LogoutResponse = z.infer<typeof logoutResponse>;

export const authContracts = {
  requestOtp: { body: requestOtpBody, response: requestOtpResponse },
  verifyOtp: { body: verifyOtpBody, response: verifyOtpResponse, fail: otpFailResponse },
  logout: { response: logoutResponse },
} as const;
