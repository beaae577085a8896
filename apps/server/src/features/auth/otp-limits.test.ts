import type { LightMyRequestResponse } from "fastify";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";

const OWNER = "919876543210";
const ATTACKER_IP = "10.66.6.6";
const OWNER_IP = "100.64.1.1";
const MINUTE = 60;
const HOUR = 3600;

// The limits as shipped (env.ts defaults). Only the per-minute flood guard of the login
// routes is lifted: it counts real time, and these tests press hours into seconds.
describeEachDialect("one-time code limits that fit India", (db) => {
  const t = useTestApp(db, { env: { LOGIN_RATE_LIMIT_PER_MINUTE: "100000" } });

  const requestCode = (mobile: string, ip: string) =>
    t.current.request({ method: "POST", url: "/api/v1/auth/otp", payload: { mobile }, remoteAddress: ip });
  const verify = (mobile: string, token: string, otp: string, ip: string) =>
    t.current.request({
      method: "POST",
      url: "/api/v1/auth/verify",
      payload: { mobile, token, otp, device: "web" },
      remoteAddress: ip,
    });
  const retryAfter = (res: LightMyRequestResponse) => Number(res.headers["retry-after"]);
  const wrongCode = (mobile: string) => (t.current.lastCode(mobile) === "000000" ? "111111" : "000000");

  /** Asks for a code as soon as the number may have one; returns the token and the seconds waited. */
  async function codeWhenAllowed(mobile: string, ip: string) {
    let waited = 0;
    for (;;) {
      const res = await requestCode(mobile, ip);
      if (res.statusCode === 200) return { token: res.json().token as string, waited };
      expect(res.statusCode, res.body).toBe(429);
      waited += retryAfter(res);
      t.current.clock.advanceSeconds(retryAfter(res));
    }
  }

  it("an attacker's requests delay the owner by minutes, not an hour; the owner's login clears the cooldown", async () => {
    // The attacker asks for the owner's number as fast as the throttle allows, for 20 minutes.
    let elapsed = 0;
    while (elapsed < 20 * MINUTE) elapsed += (await codeWhenAllowed(OWNER, ATTACKER_IP)).waited;

    const refused = await requestCode(OWNER, OWNER_IP);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeLessThanOrEqual(10 * MINUTE);
    const { token, waited } = await codeWhenAllowed(OWNER, OWNER_IP);
    expect(waited).toBeLessThanOrEqual(10 * MINUTE);
    const login = await verify(OWNER, token, t.current.lastCode(OWNER), OWNER_IP);
    expect(login.statusCode).toBe(200);

    // The login starts a fresh streak: the next code comes at once, then after 30 seconds.
    expect((await requestCode(OWNER, ATTACKER_IP)).statusCode).toBe(200);
    const again = await requestCode(OWNER, OWNER_IP);
    expect(again.statusCode).toBe(429);
    expect(retryAfter(again)).toBe(30);
  });

  it("still caps the codes one number gets in an hour (10, the cooldown growing 30 s, 1, 2, 4, 8, then 10 min)", async () => {
    const sentAt: number[] = [];
    let elapsed = 0;
    while (elapsed < HOUR) {
      elapsed += (await codeWhenAllowed(OWNER, ATTACKER_IP)).waited;
      sentAt.push(elapsed);
    }
    const firstHour = sentAt.filter((s) => s < HOUR);
    expect(firstHour).toEqual([0, 30, 90, 210, 450, 930, 1530, 2130, 2730, 3330]);
    expect(t.current.sms.messagesFor(OWNER).length).toBe(sentAt.length);
  });

  it("lets hundreds of people behind one carrier NAT address get codes in an hour; floods stop at 600", async () => {
    const nat = "100.64.0.1";
    const mobile = (i: number) => `9170000${String(i).padStart(5, "0")}`;
    for (let i = 0; i < 600; i += 1) {
      const res = await requestCode(mobile(i), nat);
      expect(res.statusCode, `person ${i + 1}`).toBe(200);
      t.current.clock.advanceSeconds(5);
    }
    const flood = await requestCode(mobile(600), nat);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().error.message_code).toBe("otp.network_limit");
    expect((await requestCode(mobile(600), "100.64.0.2")).statusCode).toBe(200);
  });

  it("takes at most 25 wrong codes per number in any hour, however many codes are sent", async () => {
    const guesses: number[] = [];
    const codes: number[] = [];
    let now = 0;
    // An attacker for three hours: a code as soon as allowed, three wrong guesses on each.
    while (now < 3 * HOUR) {
      const { token, waited } = await codeWhenAllowed(OWNER, ATTACKER_IP);
      now += waited;
      codes.push(now);
      for (let i = 0; i < 3; i += 1) {
        const res = await verify(OWNER, token, wrongCode(OWNER), ATTACKER_IP);
        if (res.statusCode === 429) {
          expect(res.json().error.message_code).toBe("otp.guess_limit");
          break;
        }
        expect(res.statusCode).toBe(400);
        guesses.push(now);
      }
    }
    for (const start of guesses) {
      expect(guesses.filter((g) => g >= start && g < start + HOUR).length).toBeLessThanOrEqual(25);
    }
    // More than five codes an hour reach the number; the guesses stay bounded all the same,
    // and the budget comes back as they age.
    expect(codes.filter((c) => c < HOUR).length).toBeGreaterThan(5);
    expect(guesses.length).toBeGreaterThanOrEqual(50);
  });

  it("refuses even the right code once the number's wrong guesses are spent, until they age out", async () => {
    for (let n = 0; n < 5; n += 1) {
      const { token } = await codeWhenAllowed(OWNER, ATTACKER_IP);
      const wrong = 4 + (n === 4 ? 0 : 1);
      for (let i = 0; i < wrong; i += 1) {
        expect((await verify(OWNER, token, wrongCode(OWNER), ATTACKER_IP)).statusCode).toBe(400);
      }
    }
    // 24 wrong so far: the sixth code is sent, takes one wrong guess, then nothing more.
    const { token } = await codeWhenAllowed(OWNER, ATTACKER_IP);
    const last = await verify(OWNER, token, wrongCode(OWNER), ATTACKER_IP);
    expect(last.json().message).toBe("Incorrect code. No tries left: please request a new code.");
    const right = await verify(OWNER, token, t.current.lastCode(OWNER), OWNER_IP);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message_code).toBe("otp.guess_limit");
    expect((await requestCode(OWNER, OWNER_IP)).json().error.message_code).toBe("otp.guess_limit");
    t.current.clock.advanceSeconds(retryAfter(right));
    const fresh = await codeWhenAllowed(OWNER, OWNER_IP);
    expect((await verify(OWNER, fresh.token, t.current.lastCode(OWNER), OWNER_IP)).statusCode).toBe(200);
  });
});
