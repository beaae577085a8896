/**
 * The server's notion of now. Services take a Clock so tests can move time (code expiry,
 * throttles, session expiry) without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const isoAt = (date: Date): string => date.toISOString();
export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
