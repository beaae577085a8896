import { expect, it } from "vitest";
import { describeEachDialect, type TestDatabase } from "../../test-support/test-databases.ts";
import { balancesOf, postEntries } from "./ledger.ts";
import { chargeHold, releaseHold, releaseStaleHolds, reserve } from "./holds.ts";

const NOW = "2026-11-22T06:30:00.000Z";

async function newUser(db: TestDatabase, id: string) {
  await db.handle.db
    .insertInto("users")
    .values({ id, mobile: `9198765${id.padStart(5, "0")}`, created_at: NOW, updated_at: NOW })
    .execute();
}

async function ledgerSums(db: TestDatabase, userId: string) {
  const rows = await db.handle.db
    .selectFrom("ledger_entries")
    .select(["account", (eb) => eb.fn.sum<number | string>("amount").as("total")])
    .where("user_id", "=", userId)
    .groupBy("account")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}

describeEachDialect("the ledger", (db) => {
  it("50 parallel spends against 3 credits: exactly 3 succeed and the balance ends at 0", async () => {
    await newUser(db, "1");
    await postEntries(
      db.handle.db,
      "1",
      [{ account: "oracle_questions", amount: 3, reason: "recharge", idempotencyKey: "grant" }],
      NOW,
    );
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        postEntries(
          db.handle.db,
          "1",
          [{ account: "oracle_questions", amount: -1, reason: "chat_question", idempotencyKey: `spend:${i}` }],
          NOW,
        ),
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
    expect(await postEntries(db.handle.db, "1", [grant], NOW)).toBe(1);
    expect(await postEntries(db.handle.db, "1", [grant], NOW)).toBe(0);
    await Promise.all([postEntries(db.handle.db, "1", [grant], NOW), postEntries(db.handle.db, "1", [grant], NOW)]);
    expect((await balancesOf(db.handle.db, "1")).wallet_paise).toBe(19_900);
  });

  it("a failed debit rolls back every entry of its batch", async () => {
    await newUser(db, "1");
    await postEntries(
      db.handle.db,
      "1",
      [{ account: "astra_questions", amount: 1, reason: "recharge", idempotencyKey: "g" }],
      NOW,
    );
    await expect(
      postEntries(
        db.handle.db,
        "1",
        [
          { account: "astra_questions", amount: -1, reason: "chat_question", idempotencyKey: "a" },
          { account: "oracle_questions", amount: -1, reason: "chat_question", idempotencyKey: "b" },
        ],
        NOW,
      ),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    expect((await balancesOf(db.handle.db, "1")).astra_questions).toBe(1);
    expect(await ledgerSums(db, "1")).toEqual({ astra_questions: 1 });
  });

  it("holds reserve a credit; charging writes one debit, releasing writes none", async () => {
    await newUser(db, "1");
    await postEntries(
      db.handle.db,
      "1",
      [{ account: "oracle_questions", amount: 1, reason: "signup_free", idempotencyKey: "g1" }],
      NOW,
    );
    await postEntries(
      db.handle.db,
      "1",
      [{ account: "subscription_questions", amount: 1, reason: "subscription_renewal", idempotencyKey: "g2" }],
      NOW,
    );
    const accounts = ["oracle_questions", "subscription_questions"] as const;
    const first = await reserve(
      db.handle.db,
      { userId: "1", accounts: [...accounts], amount: 1, reason: "chat_question", reference: "chat:m1" },
      NOW,
    );
    expect(first.account).toBe("oracle_questions");
    const second = await reserve(
      db.handle.db,
      { userId: "1", accounts: [...accounts], amount: 1, reason: "chat_question", reference: "chat:m2" },
      NOW,
    );
    expect(second.account).toBe("subscription_questions");
    await expect(
      reserve(db.handle.db, { userId: "1", accounts: [...accounts], amount: 1, reason: "chat_question" }, NOW),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    // Reserved credit cannot be spent directly either.
    await expect(
      postEntries(
        db.handle.db,
        "1",
        [{ account: "oracle_questions", amount: -1, reason: "transfer_out", idempotencyKey: "t" }],
        NOW,
      ),
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
    await postEntries(
      db.handle.db,
      "1",
      [{ account: "astra_questions", amount: 2, reason: "signup_free", idempotencyKey: "g" }],
      NOW,
    );
    await reserve(
      db.handle.db,
      { userId: "1", accounts: ["astra_questions"], amount: 1, reason: "chat_question" },
      "2026-11-22T06:00:00.000Z",
    );
    await reserve(
      db.handle.db,
      { userId: "1", accounts: ["astra_questions"], amount: 1, reason: "chat_question" },
      NOW,
    );
    expect((await balancesOf(db.handle.db, "1")).astra_questions).toBe(0);
    expect(await releaseStaleHolds(db.handle.db, "2026-11-22T06:20:00.000Z", NOW)).toBe(1);
    expect((await balancesOf(db.handle.db, "1")).astra_questions).toBe(1);
  });
});
