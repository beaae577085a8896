import type { LightMyRequestResponse } from "fastify";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";

const ALICE = "919876543210";
const BOB = "919812345678";
const CAROL = "919811111111";

/** What a caller reads from an answer, with the number it names masked out. */
const answerOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  retryAfter: res.headers["retry-after"],
  body: res.body.replace(/\*{6}\d{4}/g, "******XXXX"),
});

// Nobody can find out which numbers use Graha by asking the transfer or invite endpoints.
describeEachDialect("no discovery of registered numbers", (db) => {
  const t = useTestApp(db);
  const transfer = (cookie: string, mobile: string, questions = 1) =>
    t.current.post("/api/v1/transfers", { mobile, questions }, cookie);
  const invite = (cookie: string, mobile: string) => t.current.post("/api/v1/invites", { mobile }, cookie);
  const oracleQuestions = async (cookie: string) =>
    (await t.current.get("/api/v1/balance", cookie)).json().oracle_questions as number;

  it("answers an invite to a registered number exactly as one to a new number, and never pays for it", async () => {
    const alice = await t.current.login(ALICE);
    await t.current.login(BOB);
    const registered = await invite(alice.cookie, BOB.slice(2));
    const unregistered = await invite(alice.cookie, "9700000001");
    expect(registered.statusCode).toBe(200);
    expect(answerOf(registered)).toEqual(answerOf(unregistered));
    expect(answerOf(await invite(alice.cookie, BOB.slice(2)))).toEqual(
      answerOf(await invite(alice.cookie, "9700000001")),
    );
    t.current.clock.advanceSeconds(60);
    await t.current.login(BOB);
    expect(await oracleQuestions(alice.cookie)).toBe(3);
    await t.current.login("919700000001");
    expect(await oracleQuestions(alice.cookie)).toBe(4);
  });

  it("answers a transfer without the questions alike, registered number or not", async () => {
    const alice = await t.current.login(ALICE);
    await t.current.login(BOB);
    const registered = await transfer(alice.cookie, BOB.slice(2), 4);
    const unregistered = await transfer(alice.cookie, "9700000001", 4);
    expect(registered.statusCode).toBe(402);
    expect(answerOf(registered)).toEqual(answerOf(unregistered));
  });

  it("names at most 5 numbers a day as without an account, then refuses every new number alike", async () => {
    const alice = await t.current.login(ALICE);
    const bob = await t.current.login(BOB);
    await t.current.login(CAROL);
    expect((await transfer(alice.cookie, BOB.slice(2))).statusCode).toBe(200);

    for (let i = 1; i <= 5; i += 1) {
      const res = await transfer(alice.cookie, `970000000${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message_code).toBe("wallet.no_account");
      t.current.clock.advanceSeconds(60);
    }
    // A number already named today is named again: nothing new is learnt.
    expect((await transfer(alice.cookie, "9700000001")).json().error.message_code).toBe("wallet.no_account");

    const sixthUnknown = await transfer(alice.cookie, "9700000006");
    const carolNeverSentTo = await transfer(alice.cookie, CAROL.slice(2));
    expect(sixthUnknown.statusCode).toBe(429);
    expect(sixthUnknown.json().error.message_code).toBe("wallet.transfer_new_numbers_paused");
    expect(answerOf(carolNeverSentTo)).toEqual(answerOf(sixthUnknown));
    expect(Number(sixthUnknown.headers["retry-after"])).toBe(24 * 3600 - 5 * 60);

    // Numbers sent to before still work; the cap is the sender's own.
    expect((await transfer(alice.cookie, BOB.slice(2))).statusCode).toBe(200);
    expect((await transfer(bob.cookie, "9700000006")).json().error.message_code).toBe("wallet.no_account");

    t.current.clock.advanceSeconds(24 * 3600);
    expect((await transfer(alice.cookie, CAROL.slice(2))).statusCode).toBe(200);
    expect(await oracleQuestions(alice.cookie)).toBe(0);
  });
});
