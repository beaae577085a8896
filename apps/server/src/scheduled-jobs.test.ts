import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { expect, it } from "vitest";
import { holdLifetimeMs, replyLimitMs } from "./env.ts";
import { reserve } from "./features/wallet/index.ts";
import { createJobRunner } from "./jobs/index.ts";
import { isoAt } from "./lib/clock.ts";
import { SandboxProvider } from "./providers/payments/index.ts";
import { scheduledJobs } from "./scheduled-jobs.ts";
import { describeEachDialect, type TestDatabase } from "./test-support/test-databases.ts";
import { useTestApp, type TestApp } from "./test-support/test-app.ts";

const MOBILE = "919876543210";
const silent = pino({ enabled: false }) as unknown as FastifyBaseLogger;

/** Runs one scheduled job once, as the runner would. */
const runJob = (t: TestApp, name: string) => {
  const job = scheduledJobs(t.ctx).find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return job.run();
};

const balance = async (t: TestApp, cookie: string) => (await t.get("/api/v1/balance", cookie)).json();

async function userId(db: TestDatabase) {
  return (await db.handle.db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
}

/** Holds one Oracle question now, as a reply starting at this moment does. */
async function holdQuestion(t: TestApp, db: TestDatabase) {
  const hold = await reserve(
    db.handle.db,
    { userId: await userId(db), accounts: ["oracle_questions"], amount: 1, reason: "chat_question" },
    isoAt(t.clock.now()),
  );
  return hold.id;
}

const holdOutcome = async (db: TestDatabase, id: string) =>
  (await db.handle.db.selectFrom("ledger_holds").select("outcome").where("id", "=", id).executeTakeFirstOrThrow())
    .outcome;

/** Subscribes through the sandbox checkout, as the subscription page does; the provider's subscription id. */
async function subscribe(t: TestApp, cookie: string): Promise<string> {
  const created = (await t.post("/api/v1/subscriptions", { plan_id: "monthly" }, cookie)).json();
  const subId = created.subscription_id as string;
  const paid = await t.post(`/api/v1/sandbox/orders/${subId}/pay`, { method: "card", outcome: "success" }, cookie);
  expect((await t.post("/api/v1/subscriptions/verify", paid.json().result, cookie)).statusCode).toBe(200);
  return subId;
}

const planStatus = async (db: TestDatabase) =>
  (await db.handle.db.selectFrom("subscriptions").select("status").executeTakeFirstOrThrow()).status;

describeEachDialect("scheduled jobs", (db, dialect) => {
  const t = useTestApp(db);

  it("release a hold only once no reply can still be using it", async () => {
    const { cookie } = await t.current.login(MOBILE);
    const whole = await balance(t.current, cookie);
    const crashed = await holdQuestion(t.current, db);
    // As old as the longest reply may be: that reply may still be writing, so its hold stays.
    t.current.clock.advanceSeconds(replyLimitMs(t.current.ctx.env) / 1000);
    const live = await holdQuestion(t.current, db);
    expect(await runJob(t.current, "release-stale-holds")).toBe(0);
    expect(await holdOutcome(db, crashed)).toBeNull();

    // Past the hold's lifetime the first hold's reply cannot be running any more; the second's can.
    t.current.clock.advanceSeconds(
      holdLifetimeMs(t.current.ctx.env) / 1000 - replyLimitMs(t.current.ctx.env) / 1000 + 1,
    );
    expect(await runJob(t.current, "release-stale-holds")).toBe(1);
    expect(await holdOutcome(db, crashed)).toBe("released");
    expect(await holdOutcome(db, live)).toBeNull();
    expect((await balance(t.current, cookie)).oracle_questions).toBe(whole.oracle_questions - 1);
    expect(await runJob(t.current, "release-stale-holds")).toBe(0);
  });

  it("expire a plan past its period when the provider has not charged a renewal", async () => {
    const { cookie } = await t.current.login(MOBILE);
    await subscribe(t.current, cookie);
    expect((await balance(t.current, cookie)).subscription_questions).toBe(500);
    t.current.clock.advanceSeconds(30 * 86_400 - 60);
    expect(await runJob(t.current, "settle-lapsed-plans")).toEqual({ renewed: 0, expired: 0 });
    expect((await balance(t.current, cookie)).subscription_questions).toBe(500);

    t.current.clock.advanceSeconds(120);
    expect(await runJob(t.current, "settle-lapsed-plans")).toEqual({ renewed: 0, expired: 1 });
    expect(await planStatus(db)).toBe("expired");
    expect((await balance(t.current, cookie)).subscription_questions).toBe(0);
    expect((await t.current.get("/api/v1/subscriptions/current", cookie)).json()).toMatchObject({ is_active: false });
    expect(await runJob(t.current, "settle-lapsed-plans")).toEqual({ renewed: 0, expired: 0 });
  });

  it("renew a plan at period end only from the provider's charge, once", async () => {
    const { cookie } = await t.current.login(MOBILE);
    const subId = await subscribe(t.current, cookie);
    const user = await userId(db);
    await db.handle.db
      .updateTable("balances")
      .set({ amount: 480 })
      .where("user_id", "=", user)
      .where("account", "=", "subscription_questions")
      .execute();
    t.current.clock.advanceSeconds(30 * 86_400 + 60);
    // The provider charged the renewal, but neither the webhook nor a verify call arrived.
    await (t.current.ctx.payments as SandboxProvider).chargeRenewal(subId);
    expect(await runJob(t.current, "settle-lapsed-plans")).toEqual({ renewed: 1, expired: 0 });
    expect(await runJob(t.current, "settle-lapsed-plans")).toEqual({ renewed: 0, expired: 0 });
    expect(await planStatus(db)).toBe("active");
    expect((await balance(t.current, cookie)).subscription_questions).toBe(500);
    const payments = await db.handle.db
      .selectFrom("payments")
      .select("status")
      .where("kind", "=", "subscription")
      .execute();
    expect(payments.map((p) => p.status)).toEqual(["paid", "paid"]);
  });

  it("delete spent one-time codes past the throttle window and expired or revoked sessions", async () => {
    const kept = await t.current.login(MOBILE);
    const revoked = await t.current.login("919812345678");
    await t.current.post("/api/v1/auth/logout", {}, revoked.cookie);
    const count = async () => ({
      codes: (await db.handle.db.selectFrom("otp_challenges").select("id").execute()).length,
      sessions: (await db.handle.db.selectFrom("sessions").select("id").execute()).length,
    });
    expect(await count()).toEqual({ codes: 2, sessions: 2 });
    // Within the throttles' window (an hour, and a code's five minutes) the codes still count;
    // the revoked session goes at once.
    expect(await runJob(t.current, "delete-spent-codes-and-sessions")).toEqual({ codes: 0, sessions: 1 });
    t.current.clock.advanceSeconds(3600);
    expect(await runJob(t.current, "delete-spent-codes-and-sessions")).toEqual({ codes: 0, sessions: 0 });
    t.current.clock.advanceSeconds(301);
    expect(await runJob(t.current, "delete-spent-codes-and-sessions")).toEqual({ codes: 2, sessions: 0 });
    expect((await t.current.get("/api/v1/balance", kept.cookie)).statusCode).toBe(200);
    t.current.clock.advanceSeconds(400 * 86_400);
    expect(await runJob(t.current, "delete-spent-codes-and-sessions")).toEqual({ codes: 0, sessions: 1 });
  });

  it(`two ${dialect === "sqlite" ? "in-process" : "pg-boss"} runners at once apply each job once`, async () => {
    const { cookie } = await t.current.login(MOBILE);
    await subscribe(t.current, cookie);
    const whole = await balance(t.current, cookie);
    const crashed = await holdQuestion(t.current, db);
    t.current.clock.advanceSeconds(30 * 86_400 + 60);

    const jobs = scheduledJobs(t.current.ctx).filter((job) => job.name !== "warm-horoscopes");
    const runners = [createJobRunner(db.handle), createJobRunner(db.handle)];
    expect(runners[0]!.kind).toBe(dialect === "sqlite" ? "in-process" : "pg-boss");
    try {
      // Started one after the other: an embedded PGlite has a single connection for both.
      for (const runner of runners) await runner.start(jobs, silent);
      await Promise.all(runners.flatMap((runner) => jobs.map((job) => runner.trigger(job.name))));
      await Promise.all(runners.map((runner) => runner.settled()));
      const runs = runners.flatMap((runner) => runner.status().jobs);
      expect(runs.filter((job) => job.name === "release-stale-holds").some((job) => job.last_outcome === "ok")).toBe(
        true,
      );
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    expect(await holdOutcome(db, crashed)).toBe("released");
    expect(await planStatus(db)).toBe("expired");
    const ended = await db.handle.db
      .selectFrom("ledger_entries")
      .select("amount")
      .where("reason", "=", "subscription_ended")
      .execute();
    expect(ended.map((entry) => entry.amount)).toEqual([-500]);
    const balances = await db.handle.db.selectFrom("balances").select(["account", "amount", "held"]).execute();
    expect(balances.every((row) => Number(row.held) === 0)).toBe(true);
    expect(await balance(t.current, cookie)).toEqual({ ...whole, subscription_questions: 0 });
  });
});
