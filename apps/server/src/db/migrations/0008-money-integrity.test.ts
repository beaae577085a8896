import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { down, up } from "./0008-money-integrity.ts";

const AT = "2026-11-22T06:30:00.000Z";

describeEachDialect("migration 0008-money-integrity on existing data", (db) => {
  it("keeps one live subscription per user (the active one), frees unpaid orders' spins, then enforces it", async () => {
    const d = db.handle.db;
    await down(d as Kysely<unknown>);
    await d.insertInto("users").values({ id: "u", mobile: "919876543210", created_at: AT, updated_at: AT }).execute();
    const sub = (id: string, status: "created" | "active", created_at: string) => ({
      id,
      user_id: "u",
      plan_id: "monthly",
      provider: "sandbox",
      provider_subscription_id: `sub_${id}`,
      status,
      current_start: null,
      current_end: null,
      last_payment_at: null,
      cancelled_at: null,
      created_at,
    });
    await d
      .insertInto("subscriptions")
      .values([
        sub("a", "active", "2026-11-01T00:00:00.000Z"),
        sub("b", "active", "2026-11-02T00:00:00.000Z"),
        sub("c", "created", "2026-11-03T00:00:00.000Z"),
      ])
      .execute();
    await d
      .insertInto("wheel_spins")
      .values({
        id: "s",
        user_id: "u",
        spin_day: "2026-11-22",
        percent: 10,
        expires_at: "2026-11-29T06:30:00.000Z",
        used_payment_id: "never-paid",
        created_at: AT,
      })
      .execute();

    await up(d as Kysely<unknown>);
    const rows = await d.selectFrom("subscriptions").select(["id", "status"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "a", status: "expired" },
      { id: "b", status: "active" },
      { id: "c", status: "cancelled" },
    ]);
    expect(
      (await d.selectFrom("wheel_spins").select("used_payment_id").executeTakeFirstOrThrow()).used_payment_id,
    ).toBe(null);
    await expect(
      d
        .insertInto("subscriptions")
        .values(sub("d", "created", AT))
        .execute(),
    ).rejects.toThrow();
  });
});
