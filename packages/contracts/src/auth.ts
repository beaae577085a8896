import { z } from "zod";
import { mobileField, otpField, statusFail, statusSuccess } from "./common.ts";
import { noticeFields, says } from "./message-fields.ts";
import { errorBody } from "./errors.ts";

export const requestOtpBody = z.strictObject({ mobile: mobileField });
export const requestOtpResponse = z.object({
  status: statusSuccess,
  token: z.string().meta({ description: "Identifies this code request; send it back with the code" }),
  ...noticeFields,
});

export const devices = ["web", "android", "ios"] as const;
export const verifyOtpBody = z.strictObject({
  mobile: mobileField,
  otp: otpField,
  token: z.string(says("auth.token_missing")).min(1, says("auth.token_missing")).max(200),
  device: z.enum(devices).default("web"),
});
export const verifyOtpResponse = z.object({ status: statusSuccess, jwt: z.string(), ...noticeFields });

/** A failed code check: the spec's `{ status: "fail", message }` plus the API's error shape. */
export const otpFailResponse = errorBody.extend({ status: statusFail, ...noticeFields });

export const logoutResponse = z.object({ status: statusSuccess });

export const authContracts = {
  requestOtp: { body: requestOtpBody, response: requestOtpResponse },
  verifyOtp: { body: verifyOtpBody, response: verifyOtpResponse, fail: otpFailResponse },
  logout: { response: logoutResponse },
} as const;
