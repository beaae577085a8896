import { OTP_LENGTH } from "@graha/contracts";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;

/** A uniformly random code of OTP_LENGTH digits, leading zeros kept. */
export const generateOtpCode = (): string =>
  randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");

/**
 * Codes are stored as an HMAC keyed by the server secret and bound to their challenge id,
 * so a leaked table cannot be brute-forced offline in a million guesses.
 */
export function hashOtpCode(secret: string, challengeId: string, code: string): string {
  return createHmac("sha256", secret).update(`${challengeId}:${code}`).digest("base64url");
}

export function otpCodeMatches(secret: string, challengeId: string, code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashOtpCode(secret, challengeId, code));
  const stored = Buffer.from(storedHash);
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

/** IPs are kept only as a keyed hash, enough to throttle per address. */
export const hashIp = (secret: string, ip: string): string =>
  createHmac("sha256", secret).update(`ip:${ip}`).digest("base64url").slice(0, 32);
