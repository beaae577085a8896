// The cookie plugin's request and reply types (registered in app.ts).
import type {} from "@fastify/cookie";
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";

/**
 * A long-lived random device cookie: accounts that wrote to the forum from one browser are
 * taken for one person's, and earn no points from each other's votes (ADR 028). It names
 * a browser, not a person, and carries nothing else.
 */
export const DEVICE_COOKIE = "did";
const DEVICE_PATTERN = /^[\w-]{22,64}$/;
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60;

const devices = new WeakMap<FastifyRequest, string>();

/**
 * An onRequest hook: the request's device cookie, set on the response of a write when it had
 * none (or a malformed one). Reads set nothing: only writes are tied to a device, and a
 * visitor's pages stay free of cookies, so they can be cached (ADR 032).
 */
export function deviceCookie(secure: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = request.cookies[DEVICE_COOKIE];
    if (sent !== undefined && DEVICE_PATTERN.test(sent)) {
      devices.set(request, sent);
      return;
    }
    if (request.method === "GET" || request.method === "HEAD") return;
    const device = randomBytes(18).toString("base64url");
    devices.set(request, device);
    reply.setCookie(DEVICE_COOKIE, device, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: TWO_YEARS_SECONDS,
    });
  };
}

export const deviceOf = (request: FastifyRequest): string | undefined => devices.get(request);

/** Records that the user wrote to the forum from this device (once per pair). */
export async function rememberDevice(db: Kysely<Database>, userId: string, device: string | undefined, nowIso: string) {
  if (device === undefined) return;
  await db
    .insertInto("forum_devices")
    .values({ id: newId(), user_id: userId, device_id: device, created_at: nowIso })
    .onConflict((oc) => oc.columns(["user_id", "device_id"]).doNothing())
    .execute();
}

/** Whether two accounts ever wrote to the forum from one device. */
export async function shareADevice(db: Kysely<Database>, one: string, other: string): Promise<boolean> {
  const row = await db
    .selectFrom("forum_devices as a")
    .innerJoin("forum_devices as b", "b.device_id", "a.device_id")
    .select("a.device_id")
    .where("a.user_id", "=", one)
    .where("b.user_id", "=", other)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
