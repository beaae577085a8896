import type { AppContext } from "../../context.ts";
import type { OtpDeps } from "./otp-service.ts";

export const otpDepsOf = (ctx: AppContext): OtpDeps => ({
  db: ctx.database.db,
  sms: ctx.sms,
  clock: ctx.clock,
  secret: ctx.env.SESSION_SECRET,
  limits: {
    perNumberPerHour: ctx.env.OTP_LIMIT_PER_NUMBER_PER_HOUR,
    perIpPerHour: ctx.env.OTP_LIMIT_PER_IP_PER_HOUR,
    cooldownSeconds: ctx.env.OTP_RESEND_COOLDOWN_SECONDS,
  },
});
