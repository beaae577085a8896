import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { addSeconds, isoAt, type Clock } from "../../lib/clock.ts";
import { newToken } from "../../lib/ids.ts";
import { maskMobile } from "../../lib/mask.ts";
import { SmsDeliveryError, type SmsSender } from "../../providers/sms/index.ts";
import {
  generateOtpCode,
  hashIp,
  hashOtpCode,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  otpCodeMatches,
} from "./otp-codes.ts";
import * as repo from "./otp-repository.ts";
import type { OtpPurpose } from "./otp-repository.ts";

export interface OtpLimits {
  perNumberPerHour: number;
  perIpPerHour: number;
  cooldownSeconds: number;
}

export interface OtpDeps {
  db: Kysely<Database>;
  sms: SmsSender;
  clock: Clock;
  secret: string;
  limits: OtpLimits;
}

const HOUR_SECONDS = 3600;

function throttled(message: string, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError("rate_limited", message, { headers: { "retry-after": String(seconds) } });
}

const minutesText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/**
 * Sends a new one-time code to `mobile` unless a throttle says no: a resend cooldown,
 * a cap per number per hour and a cap per IP per hour, all read from the database so
 * every instance enforces the same limits.
 */
export async function requestOtp(
  deps: OtpDeps,
  input: { mobile: string; purpose: OtpPurpose; ip: string },
): Promise<{ token: string; message: string }> {
  const now = deps.clock.now();
  const hourAgoIso = isoAt(addSeconds(now, -HOUR_SECONDS));
  const recent = await repo.recentForMobile(deps.db, input.mobile, hourAgoIso);

  const last = recent[0];
  if (last) {
    const waitSeconds = deps.limits.cooldownSeconds - (now.getTime() - Date.parse(last.created_at)) / 1000;
    if (waitSeconds > 0) {
      throw throttled(`Please wait ${Math.ceil(waitSeconds)} seconds before requesting a new code.`, waitSeconds);
    }
  }
  if (recent.length >= deps.limits.perNumberPerHour) {
    const oldest = recent[recent.length - 1]!;
    const wait = HOUR_SECONDS - (now.getTime() - Date.parse(oldest.created_at)) / 1000;
    throw throttled(`Too many codes requested for this number. Please try again in ${minutesText(wait)}.`, wait);
  }
  const ipHash = hashIp(deps.secret, input.ip);
  if ((await repo.countRecentForIp(deps.db, ipHash, hourAgoIso)) >= deps.limits.perIpPerHour) {
    throw throttled("Too many codes requested from this network. Please try again later.", HOUR_SECONDS);
  }

  const id = newToken();
  const code = generateOtpCode();
  await repo.insertChallenge(deps.db, {
    id,
    mobile: input.mobile,
    purpose: input.purpose,
    code_hash: hashOtpCode(deps.secret, id, code),
    ip_hash: ipHash,
    created_at: isoAt(now),
    expires_at: isoAt(addSeconds(now, OTP_TTL_SECONDS)),
  });
  try {
    await deps.sms.sendOtp({ mobile: input.mobile, code });
  } catch (error) {
    await repo.deleteChallenge(deps.db, id);
    if (error instanceof SmsDeliveryError) {
      throw new AppError("service_unavailable", "We could not send the code right now. Please try again in a minute.");
    }
    throw error;
  }
  return { token: id, message: `OTP sent to +91 ${maskMobile(input.mobile).slice(2)}` };
}

function invalidCode(message: string): AppError {
  return new AppError("invalid_code", message, { fields: { otp: message }, extraBody: { status: "fail", message } });
}

/**
 * Checks a code against its challenge and consumes it. Wrong codes count down the tries;
 * after five the challenge is dead. Expired, reused or foreign tokens fail the same way.
 */
export async function verifyOtp(
  deps: OtpDeps,
  input: { mobile: string; code: string; token: string; purpose: OtpPurpose },
): Promise<void> {
  const now = deps.clock.now();
  const challenge = await repo.findChallenge(deps.db, input.token);
  if (!challenge || challenge.mobile !== input.mobile || challenge.purpose !== input.purpose) {
    throw invalidCode("This code is not valid. Please request a new one.");
  }
  if (challenge.consumed_at) throw invalidCode("This code has already been used. Please request a new one.");
  if (Date.parse(challenge.expires_at) <= now.getTime()) {
    throw invalidCode("This code has expired. Please request a new one.");
  }
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) {
    throw invalidCode("Too many wrong tries. Please request a new code.");
  }
  if (!otpCodeMatches(deps.secret, challenge.id, input.code, challenge.code_hash)) {
    const used = await repo.recordWrongAttempt(deps.db, challenge.id, OTP_MAX_ATTEMPTS);
    const left = OTP_MAX_ATTEMPTS - (used ?? OTP_MAX_ATTEMPTS);
    throw invalidCode(
      left > 0
        ? `Incorrect code. ${left} ${left === 1 ? "try" : "tries"} left.`
        : "Incorrect code. No tries left: please request a new code.",
    );
  }
  if (!(await repo.consumeChallenge(deps.db, challenge.id, isoAt(now), OTP_MAX_ATTEMPTS))) {
    throw invalidCode("This code has already been used. Please request a new one.");
  }
}
