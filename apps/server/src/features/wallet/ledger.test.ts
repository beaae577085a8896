import { expect, it } from "vitest";
import { ledgerSums } from "../../test-support/ledger-sums.ts";
import { describeEachDialect, type TestDatabase } from "../../test-support/test-databases.ts";
import type { LedgerAccount } from "@graha/contracts";
import { balancesOf, postEntries, type LedgerEntryInput } from "./ledger.ts";
import { chargeHold, releaseHold, releaseStaleHolds, reserve } from "./holds.ts";

const NOW = "2026-11-22T06:30:00.000Z";

async function newUser(db: TestDatabase, id: string) {
  await db.handle.db
    .insertInto("users")
    .values({ id, mobile: `9198765${id.padStart(5, "0")}`, created_at: NOW, updated_at: NOW })
    .execute();
}

/** An active plan whose paid period ends at `currentEnd`. */
async function planUntil(db: TestDatabase, userId: string, currentEnd: string) {
  await db.handle.db
    .insertInto("subscriptions")
    .values({
      id: `sub-${userId}`,
      user_id: userId,
      plan_id: "monthly",
      provider: "sandbox",
      provider_subscription_id: `sub_sbx_${userId}`,
      status: "active",
      current_start: "2026-10-23T06:30:00.000Z",
      current_end: currentEnd,
      last_payment_at: null,
      cancelled_at: null,
      created_at: "2026-10-23T06:30:00.000Z",
    })
    .execute();
}

describeEachDialect("the ledger", (db) => {
  const post = (...entries: LedgerEntryInput[]) => postEntries(db.handle.db, "1", entries, NOW);
  /** Reserves one question of the first account that has one, as a chat question does. */
  const hold = (accounts: LedgerAccount[], at = NOW, reference?: string) =>
    reserve(db.handle.db, { userId: "1", accounts, amount: 1, reason: "chat_question", reference }, at);

  it("50 parallel spends against 3 credits: exactly 3 succeed and the balance ends at 0", async () => {
    await newUser(db, "1");
    await post({ account: "oracle_questions", amount: 3, reason: "recharge", idempotencyKey: "grant" });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        post({ account: "oracle_questions", amount: -1, reason: "chat_question", idempotencyKey: `spend:${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const rejected = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(rejected.every((r) => (r.reason as { code?: string }).code === "insufficient_balance")).toBe(true);
    expect((await balancesOf(db.handle.db, "1")).oracle_questions).toBe(0);
    expect(await ledgerSums(db, "1")).toEqual({ oracle_questions: 0 });
  });

  it("applies an idempotency key once, however often it is posted", async () => {
    await newUser(db, "1");
    const grant = {
      account: "wallet_paise" as const,
      amount: 19_900,
      reason: "recharge" as const,
      idempotencyKey: "payment:p1",
    };
    expect(await post(grant)).toBe(1);
    expect(await post(grant)).toBe(0);
    await Promise.all([post(grant), post(grant)]);
    expect((await balancesOf(db.handle.db, "1")).wallet_paise).toBe(19_900);
  });

  it("a failed debit rolls back every entry of its batch", async () => {
    await newUser(db, "1");
    await post({ account: "astra_questions", amount: 1, reason: "recharge", idempotencyKey: "g" });
    await expect(
      post(
        { account: "astra_questions", amount: -1, reason: "chat_question", idempotencyKey: "a" },
        { account: "oracle_questions", amount: -1, reason: "chat_question", idempotencyKey: "b" },
      ),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    expect((await balancesOf(db.handle.db, "1")).astra_questions).toBe(1);
    expect(await ledgerSums(db, "1")).toEqual({ astra_questions: 1 });
  });

  it("holds reserve a credit; charging writes one debit, releasing writes none", async () => {
    await newUser(db, "1");
    await post({ account: "oracle_questions", amount: 1, reason: "signup_free", idempotencyKey: "g1" });
    await post({ account: "subscription_questions", amount: 1, reason: "subscription_renewal", idempotencyKey: "g2" });
    await planUntil(db, "1", "2026-12-22T06:30:00.000Z");
    const accounts = ["oracle_questions", "subscription_questions"] as const;
    const first = await hold([...accounts], NOW, "chat:m1");
    expect(first.account).toBe("oracle_questions");
    const second = await hold([...accounts], NOW, "chat:m2");
    expect(second.account).toBe("subscription_questions");
    await expect(hold([...accounts])).rejects.toMatchObject({ code: "insufficient_balance" });
    // Reserved credit cannot be spent directly either.
    await expect(
      post({ account: "oracle_questions", amount: -1, reason: "transfer_out", idempotencyKey: "t" }),
    ).rejects.toMatchObject({ code: "insufficient_balance" });

    expect(await chargeHold(db.handle.db, first.id, NOW)).toBe(true);
    expect(await chargeHold(db.handle.db, first.id, NOW)).toBe(false);
    expect(await releaseHold(db.handle.db, second.id, NOW)).toBe(true);
    expect(await balancesOf(db.handle.db, "1")).toMatchObject({ oracle_questions: 0, subscription_questions: 1 });
    expect(await ledgerSums(db, "1")).toEqual({ oracle_questions: 0, subscription_questions: 1 });
    const statement = await db.handle.db
      .selectFrom("ledger_entries")
      .select(["reason", "amount", "reference"])
      .where("amount", "<", 0)
      .execute();
    expect(statement).toEqual([{ reason: "chat_question", amount: -1, reference: "chat:m1" }]);
  });

  it("releases holds left open by a process that died", async () => {
    await newUser(db, "1");
    await post({ account: "astra_questions", amount: 2, reason: "signup_free", idempotencyKey: "g" });
    await hold(["astra_questions"], "2026-11-22T06:00:00.000Z");
    await hold(["astra_questions"]);
    expect((await balancesOf(db.handle.db, "1")).astra_questions).toBe(0);
    expect(await releaseStaleHolds(db.handle.db, "2026-11-22T06:20:00.000Z", NOW)).toBe(1);
    expect((await balancesOf(db.handle.db, "1")).astra_questions).toBe(1);
  });

  it("a plan's questions are never reserved once its period has ended, even before anything expires it", async () => {
    await newUser(db, "1");
    await post({ account: "subscription_questions", amount: 5, reason: "subscription_renewal", idempotencyKey: "g" });
    await post({ account: "wallet_paise", amount: 1000, reason: "recharge", idempotencyKey: "w" });
    await planUntil(db, "1", "2026-11-22T06:00:00.000Z");
    await expect(hold(["subscription_questions"])).rejects.toMatchObject({ code: "insufficient_balance" });
    // The next source pays instead; the plan's questions stay as they were.
    expect((await hold(["subscription_questions", "wallet_paise"])).account).toBe("wallet_paise");
    expect(await balancesOf(db.handle.db, "1")).toMatchObject({ subscription_questions: 5, wallet_paise: 999 });
    // Inside the period they are spendable.
    expect((await hold(["subscription_questions"], "2026-11-22T05:59:59.000Z")).account).toBe("subscription_questions");
  });
});
