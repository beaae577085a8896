import { randomBytes } from "node:crypto";

let lastMs = 0;
let sequence = 0;

/**
 * A new primary key: a UUID version 7 (RFC 9562) — the millisecond time first, then a
 * counter and random bits — so ids sort by creation time on every dialect (statements and
 * histories order by them) and insert near each other in indexes.
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else {
    sequence++;
    if (sequence > 0xfff) {
      lastMs++;
      sequence = 0;
    }
  }
  const bytes = randomBytes(16);
  let ms = lastMs;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms & 0xff;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | ((sequence >> 8) & 0x0f);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An unguessable URL-safe token of `bytes` random bytes. */
export const newToken = (bytes = 24): string => randomBytes(bytes).toString("base64url");
