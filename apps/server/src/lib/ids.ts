import { randomBytes, randomUUID } from "node:crypto";

/** A new primary key: random UUID v4 text, the same on every dialect. */
export const newId = (): string => randomUUID();

/** An unguessable URL-safe token of `bytes` random bytes. */
export const newToken = (bytes = 24): string => randomBytes(bytes).toString("base64url");
