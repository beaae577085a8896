import { z } from "zod";

import { MOBILE_MESSAGE, MOBILE_PATTERN, OTP_LENGTH } from "./patterns.ts";

export { MOBILE_LOCAL_PATTERN, MOBILE_MESSAGE, MOBILE_PATTERN, OTP_LENGTH } from "./patterns.ts";

export const mobileField = z
  .string({ error: "Mobile number is required." })
  .trim()
  .regex(MOBILE_PATTERN, { error: MOBILE_MESSAGE })
  .meta({ description: "91 followed by the 10-digit mobile number", example: "919876543210" });

const OTP_MESSAGE = `Enter the ${OTP_LENGTH}-digit code.`;
export const otpField = z
  .string({ error: OTP_MESSAGE })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: OTP_MESSAGE });

/** A number, the code sent to it and the token of that code request: what every code check sends. */
export const codeCheckBody = z.strictObject({
  mobile: mobileField,
  otp: otpField,
  token: z
    .string({ error: "Token not found. Please try again." })
    .min(1, { error: "Token not found. Please try again." })
    .max(200),
});

export const statusSuccess = z.literal("success");
export const statusFail = z.literal("fail");
