import { z } from "zod";

/** Indian mobile: 10 digits starting 6–9. */
export const MOBILE_LOCAL_PATTERN = /^[6-9]\d{9}$/;
/** The API's form: country code 91 followed by the 10-digit number. */
export const MOBILE_PATTERN = /^91[6-9]\d{9}$/;
export const MOBILE_MESSAGE = "Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.";

export const mobileField = z
  .string({ error: "Mobile number is required." })
  .trim()
  .regex(MOBILE_PATTERN, { error: MOBILE_MESSAGE })
  .meta({ description: "91 followed by the 10-digit mobile number", example: "919876543210" });

export const OTP_LENGTH = 6;
export const otpField = z
  .string({ error: "Enter the 6-digit code." })
  .regex(/^\d{6}$/, { error: "Enter the 6-digit code." });

export const statusSuccess = z.literal("success");
export const statusFail = z.literal("fail");
