import { z } from "zod";

import { says } from "./message-fields.ts";
import { MOBILE_PATTERN } from "./patterns.ts";

export { MOBILE_LOCAL_PATTERN, MOBILE_PATTERN, OTP_LENGTH } from "./patterns.ts";

export const mobileField = z
  .string(says("auth.mobile_required"))
  .trim()
  .regex(MOBILE_PATTERN, says("auth.mobile_invalid"))
  .meta({ description: "91 followed by the 10-digit mobile number", example: "919876543210" });

export const otpField = z.string(says("auth.code_format")).regex(/^\d{6}$/, says("auth.code_format"));

export const statusSuccess = z.literal("success");
export const statusFail = z.literal("fail");
