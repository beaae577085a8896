import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect, type TestDatabase } from "../../test-support/test-databases.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";

const FARMER = "919876543210";
const FRIEND = "919812345678";
const HOUR_SECONDS = 3600;

/** Deletes the signed-in account through the two real steps (code, then verify). */
async function deleteAccount(t: TestApp, cookie: string, mobile: string) {
  const sent = await t.post("/api/v1/account/delete/otp", { mobile }, cookie);
  expect(sent.statusCode).toBe(200);
  const done = await t.post(
    "/api/v1/account/delete/verify",
    { mobile, otp: t.lastCode(mobile), token: sent.json().token },
    cookie,
  );
  expect(done.statusCode).toBe(200);
}

/** Every row of every table, as text: what a grep over a database dump would search. */
async function everyRow(db: TestDatabase): Promise<string> {
  const tables = (await db.handle.db.introspection.getTables()).filter((t) => !t.name.startsWith("kysely_"));
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["users", "otp_challenges", "transfers"]));
  const dumps = [];
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db.handle.db);
    dumps.push(`${table.name}: ${JSON.stringify(rows.rows)}`);
  }
  return dumps.join("\n");
}

describeEachDialect("deleting an account deletes the number", (db) => {
  const t = useTestApp(db);
  const balance = async (cookie: string) => (await t.current.get("/api/v1/balance", cookie)).json();
  const transfer = (cookie: string, questions: number) =>
    t.current.post("/api/v1/transfers", { mobile: FRIEND.slice(2), questions }, cookie);

  it("delete, log in again, transfer out, repeat: the sign-up grants are paid to a number once", async () => {
    const friend = await t.current.login(FRIEND);
    expect((await t.current.post("/api/v1/invites", { mobile: FARMER.slice(2) }, friend.cookie)).statusCode).toBe(200);
    let farmer = await t.current.login(FARMER, "android");
    expect(await balance(farmer.cookie)).toMatchObject({
      oracle_questions: 3,
      astra_questions: 6,
      daily_predictions: 1,
    });
    expect((await balance(friend.cookie)).oracle_questions).toBe(3 + 1); // the invite reward
    expect((await transfer(farmer.cookie, 3)).statusCode).toBe(200);
    const contact = { name: "Farmer", reach: FARMER.slice(2), message: "Please call me about my refund." };
    expect((await t.current.post("/api/v1/contact", contact)).statusCode).toBe(200);

    for (let round = 0; round < 2; round++) {
      t.current.clock.advanceSeconds(HOUR_SECONDS); // past the hourly code limits
      await deleteAccount(t.current, farmer.cookie, FARMER);

      // No table holds the number in clear: not codes, transfers, invites or anything else.
      const dump = await everyRow(db);
      expect(dump).not.toContain("9876543210");
      expect(dump).toContain("9812345678"); // the check would see a number that is there
      const history = (await t.current.get("/api/v1/transfers", friend.cookie)).json().transactions;
      expect(history[0]).toMatchObject({ sender_mobile: "91******3210", sent: false });

      // The friend may invite the number again; joining pays no second reward.
      expect((await t.current.post("/api/v1/invites", { mobile: FARMER.slice(2) }, friend.cookie)).statusCode).toBe(
        200,
      );
      farmer = await t.current.login(FARMER, "android");
      expect(await balance(farmer.cookie)).toMatchObject({
        oracle_questions: 0,
        astra_questions: 0,
        daily_predictions: 0,
        weekly_predictions: 0,
        monthly_predictions: 0,
        yearly_predictions: 0,
      });
      expect((await transfer(farmer.cookie, 1)).statusCode).toBe(402);
      expect((await balance(friend.cookie)).oracle_questions).toBe(3 + 1 + 3);
    }
  });

  it("a number that never logged in from Android still gets that bonus once after a deletion", async () => {
    let farmer = await t.current.login(FARMER, "web");
    t.current.clock.advanceSeconds(HOUR_SECONDS);
    await deleteAccount(t.current, farmer.cookie, FARMER);
    farmer = await t.current.login(FARMER, "android");
    expect(await balance(farmer.cookie)).toMatchObject({ oracle_questions: 0, astra_questions: 3 });
  });
});
