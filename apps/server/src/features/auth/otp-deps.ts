import type { AppContext } from "../../context.ts";
import type { OtpDeps } from "./otp-service.ts";

export const otpDepsOf = (ctx: AppContext): OtpDeps => ({
  db: ctx.database.db,
  sms: ctx.sms,
  clock: ctx.clock,
  secret: ctx.env.SESSION_SECRET,
  limits: {
    cooldownSeconds: ctx.env.OTP_RESEND_COOLDOWN_SECONDS,
    cooldownMaxSeconds: ctx.env.OTP_RESEND_COOLDOWN_MAX_SECONDS,
    guessesPerNumberPerHour: ctx.env.OTP_GUESSES_PER_NUMBER_PER_HOUR,
    perIpPerHour: ctx.env.OTP_LIMIT_PER_IP_PER_HOUR,
  },
});
