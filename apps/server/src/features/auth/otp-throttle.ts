import { OTP_TTL_SECONDS } from "./otp-codes.ts";

/** How one-time codes are throttled (env.ts: the OTP_* variables). */
export interface OtpLimits {
  /** The wait after a number's first code; it doubles with each further code until a login. */
  cooldownSeconds: number;
  /** The longest wait the growing cooldown reaches: all an attacker's requests can cost the owner. */
  cooldownMaxSeconds: number;
  /** Wrong codes typed for one number in any hour, across all its codes (brute force). */
  guessesPerNumberPerHour: number;
  /** Codes one address may request per hour: a flood guard, high enough for a carrier NAT. */
  perIpPerHour: number;
}

/** A code sent to the number, as the throttles read it. */
export interface SentCode {
  created_at: string;
  consumed_at: string | null;
  attempts: number;
}

export const HOUR_SECONDS = 3600;
/** Guesses are made up to a code's lifetime after it was sent: codes this recent hold the last hour's guesses. */
export const NUMBER_WINDOW_SECONDS = HOUR_SECONDS + OTP_TTL_SECONDS;

const secondsSince = (iso: string, now: Date) => (now.getTime() - Date.parse(iso)) / 1000;

/**
 * Seconds the number must still wait before another code (≤ 0: none). The codes sent since
 * its last successful verification, within the hour, form a streak; after the n-th the wait
 * is `cooldown × 2^(n-1)`, capped at `cooldownMax`. So requests alone never lock a number out
 * for longer than the cap, and a login starts the next streak from the first wait again.
 */
export function resendWaitSeconds(limits: OtpLimits, codes: SentCode[], now: Date): number {
  const lastVerified = codes.reduce<string | undefined>(
    (latest, c) => (c.consumed_at && (!latest || c.consumed_at > latest) ? c.consumed_at : latest),
    undefined,
  );
  const streak = codes.filter(
    (c) =>
      !c.consumed_at &&
      secondsSince(c.created_at, now) < HOUR_SECONDS &&
      (!lastVerified || c.created_at >= lastVerified),
  );
  const newest = streak.reduce<string | undefined>((n, c) => (!n || c.created_at > n ? c.created_at : n), undefined);
  if (!newest) return 0;
  const cooldown = Math.min(limits.cooldownSeconds * 2 ** (streak.length - 1), limits.cooldownMaxSeconds);
  return cooldown - secondsSince(newest, now);
}

/**
 * The wrong guesses the number may still take this hour, and when one frees up if none is
 * left: at most `guessesPerNumberPerHour` in any hour, whatever the number of codes.
 */
export function guessesLeft(limits: OtpLimits, codes: SentCode[], now: Date): { left: number; refillSeconds: number } {
  const guessed = codes
    .filter((c) => c.attempts > 0 && secondsSince(c.created_at, now) < NUMBER_WINDOW_SECONDS)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  let used = guessed.reduce((sum, c) => sum + c.attempts, 0);
  const left = limits.guessesPerNumberPerHour - used;
  if (left > 0) return { left, refillSeconds: 0 };
  for (const code of guessed) {
    used -= code.attempts;
    if (used < limits.guessesPerNumberPerHour) {
      return { left, refillSeconds: NUMBER_WINDOW_SECONDS - secondsSince(code.created_at, now) };
    }
  }
  return { left, refillSeconds: NUMBER_WINDOW_SECONDS };
}
