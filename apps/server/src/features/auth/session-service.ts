import { jwtVerify, SignJWT } from "jose";
import type { Kysely } from "kysely";
import type { Database, User } from "../../db/schema.ts";
import { addSeconds, isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";

/** One-year sliding sessions (product.md: the spec's 10 years is too long). */
export const SESSION_TTL_SECONDS = 365 * 24 * 3600;
/** A session seen again after this long gets a fresh expiry and token. */
const RENEW_AFTER_SECONDS = 24 * 3600;

export interface SessionDeps {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
}

export interface IssuedSession {
  sessionId: string;
  jwt: string;
  expiresAt: Date;
}

export interface AuthenticatedSession {
  user: User;
  sessionId: string;
  /** Present when the session was renewed: the caller re-sets the cookie. */
  renewed?: IssuedSession;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

async function signSession(deps: SessionDeps, userId: string, sessionId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt(Math.floor(deps.clock.now().getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(deps.secret));
}

/** Creates a session row and its signed token. */
export async function createSession(deps: SessionDeps, userId: string, device: string): Promise<IssuedSession> {
  const now = deps.clock.now();
  const expiresAt = addSeconds(now, SESSION_TTL_SECONDS);
  const sessionId = newId();
  await deps.db
    .insertInto("sessions")
    .values({
      id: sessionId,
      user_id: userId,
      device,
      created_at: isoAt(now),
      last_seen_at: isoAt(now),
      expires_at: isoAt(expiresAt),
      revoked_at: null,
    })
    .execute();
  return { sessionId, jwt: await signSession(deps, userId, sessionId, expiresAt), expiresAt };
}

/** The user and session a token was signed for, when its signature and expiry hold (the row is not read). */
export async function verifiedClaims(
  deps: Omit<SessionDeps, "db">,
  token: string,
): Promise<{ sub: string; sid: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(deps.secret), {
      algorithms: ["HS256"],
      currentDate: deps.clock.now(),
    });
    return typeof payload.sid === "string" && payload.sub ? { sub: payload.sub, sid: payload.sid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves a token to its user, or undefined. A valid signature is not enough: the
 * session row must exist, be unrevoked and unexpired, so logout and deletion take effect
 * on every instance at once.
 */
export async function authenticate(deps: SessionDeps, token: string): Promise<AuthenticatedSession | undefined> {
  const now = deps.clock.now();
  const claims = await verifiedClaims(deps, token);
  if (!claims) return undefined;
  const row = await deps.db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as session_id",
      "sessions.expires_at",
      "sessions.revoked_at",
      "sessions.last_seen_at",
      "users.id",
      "users.mobile",
      "users.created_at",
      "users.updated_at",
      "users.banned_at",
    ])
    .where("sessions.id", "=", claims.sid)
    .where("users.id", "=", claims.sub)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.banned_at || Date.parse(row.expires_at) <= now.getTime()) return undefined;

  const user: User = { id: row.id, mobile: row.mobile, created_at: row.created_at, updated_at: row.updated_at };
  if (now.getTime() - Date.parse(row.last_seen_at) < RENEW_AFTER_SECONDS * 1000) {
    return { user, sessionId: row.session_id };
  }
  const expiresAt = addSeconds(now, SESSION_TTL_SECONDS);
  await deps.db
    .updateTable("sessions")
    .set({ last_seen_at: isoAt(now), expires_at: isoAt(expiresAt) })
    .where("id", "=", row.session_id)
    .execute();
  const jwt = await signSession(deps, user.id, row.session_id, expiresAt);
  return { user, sessionId: row.session_id, renewed: { sessionId: row.session_id, jwt, expiresAt } };
}

export async function revokeSession(deps: SessionDeps, sessionId: string): Promise<void> {
  await deps.db
    .updateTable("sessions")
    .set({ revoked_at: isoAt(deps.clock.now()) })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}
