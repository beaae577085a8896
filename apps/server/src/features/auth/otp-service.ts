import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Message } from "@graha/contracts/messages";
import { AppError, type MessageArg } from "../../errors.ts";
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

/** The throttles count the codes of the last hour (a clean-up keeps at least that much). */
export const THROTTLE_WINDOW_SECONDS = 3600;

function throttled(said: MessageArg, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError("rate_limited", said, { headers: { "retry-after": String(seconds) } });
}

/**
 * Sends a new one-time code to `mobile` unless a throttle says no: a resend cooldown,
 * a cap per number per hour and a cap per IP per hour, all read from the database so
 * every instance enforces the same limits.
 */
export async function requestOtp(
  deps: OtpDeps,
  input: { mobile: string; purpose: OtpPurpose; ip: string },
): Promise<{ token: string; notice: Message }> {
  const now = deps.clock.now();
  const hourAgoIso = isoAt(addSeconds(now, -THROTTLE_WINDOW_SECONDS));
  const recent = await repo.recentForMobile(deps.db, input.mobile, hourAgoIso);

  const last = recent[0];
  if (last) {
    const waitSeconds = deps.limits.cooldownSeconds - (now.getTime() - Date.parse(last.created_at)) / 1000;
    if (waitSeconds > 0) {
      throw throttled({ code: "otp.wait", params: { seconds: Math.ceil(waitSeconds) } }, waitSeconds);
    }
  }
  if (recent.length >= deps.limits.perNumberPerHour) {
    const oldest = recent[recent.length - 1]!;
    const wait = THROTTLE_WINDOW_SECONDS - (now.getTime() - Date.parse(oldest.created_at)) / 1000;
    throw throttled({ code: "otp.number_limit", params: { count: Math.ceil(wait / 60) } }, wait);
  }
  const ipHash = hashIp(deps.secret, input.ip);
  if ((await repo.countRecentForIp(deps.db, ipHash, hourAgoIso)) >= deps.limits.perIpPerHour) {
    throw throttled("otp.network_limit", THROTTLE_WINDOW_SECONDS);
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
      throw new AppError("service_unavailable", "otp.send_failed");
    }
    throw error;
  }
  return { token: id, notice: { code: "otp.sent", params: { mobile: `+91 ${maskMobile(input.mobile).slice(2)}` } } };
}

function invalidCode(said: MessageArg): AppError {
  return new AppError("invalid_code", said, {
    fields: { otp: said },
    extraBody: { status: "fail" },
    topLevelMessage: true,
  });
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
    throw invalidCode("otp.invalid");
  }
  if (challenge.consumed_at) throw invalidCode("otp.used");
  if (Date.parse(challenge.expires_at) <= now.getTime()) {
    throw invalidCode("otp.expired");
  }
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) {
    throw invalidCode("otp.too_many_tries");
  }
  if (!otpCodeMatches(deps.secret, challenge.id, input.code, challenge.code_hash)) {
    const used = await repo.recordWrongAttempt(deps.db, challenge.id, OTP_MAX_ATTEMPTS);
    const left = OTP_MAX_ATTEMPTS - (used ?? OTP_MAX_ATTEMPTS);
    throw invalidCode(left > 0 ? { code: "otp.tries_left", params: { count: left } } : "otp.no_tries_left");
  }
  if (!(await repo.consumeChallenge(deps.db, challenge.id, isoAt(now), OTP_MAX_ATTEMPTS))) {
    throw invalidCode("otp.used");
  }
}
