import { jwtVerify, SignJWT } from "jose";

/**
 * A short-lived signed token that lets the holder take one named step later (e.g. the
 * final confirmation of a subscription cancel after the code was verified).
 */
export async function signPurposeToken(
  secret: string,
  claims: { userId: string; purpose: string; subject: string },
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ purpose: claims.purpose, ref: claims.subject })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

/** The token's user and subject reference when it is valid for this purpose, else undefined. */
export async function readPurposeClaims(secret: string, token: string, purpose: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ["HS256"],
      currentDate: now,
    });
    if (typeof payload.sub !== "string" || payload.purpose !== purpose || typeof payload.ref !== "string")
      return undefined;
    return { userId: payload.sub, ref: payload.ref };
  } catch {
    return undefined;
  }
}

/** The token's subject reference when it is valid for this user and purpose, else undefined. */
export async function readPurposeToken(
  secret: string,
  token: string,
  expected: { userId: string; purpose: string },
  now: Date,
) {
  const claims = await readPurposeClaims(secret, token, expected.purpose, now);
  return claims?.userId === expected.userId ? claims.ref : undefined;
}
