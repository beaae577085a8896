import { randomInt } from "node:crypto";
import type { Message } from "@graha/contracts/messages";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { addSeconds, isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";

const DISCOUNT_VALID_DAYS = 7;
const INDIA = "Asia/Kolkata";

/** The calendar day in India, "YYYY-MM-DD": the wheel allows one spin per such day. */
export function indianDay(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: INDIA,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/** Midnight after `date` in India (UTC+5:30, no daylight saving). */
function nextIndianMidnight(date: Date): Date {
  const [y, m, d] = indianDay(date).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1, 0, 0, 0) - 330 * 60_000);
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The discount the next recharge gets: the newest spin within its 7 days that no paid
 * payment has redeemed. Open orders may all carry it; the first one paid redeems it.
 */
export async function usableDiscount(db: Db, userId: string, now: Date) {
  return db
    .selectFrom("wheel_spins")
    .select(["id", "percent", "expires_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", isoAt(now))
    .where("used_payment_id", "is", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

export const discountUsed = () => new AppError("conflict", "commerce.discount_used");

/**
 * Gives a spin's discount to the payment being credited, inside its transaction: true when
 * the payment carries no discount, or the discount is still free (or already this payment's).
 */
export async function redeemDiscount(
  trx: Transaction<Database>,
  payment: { id: string; wheel_spin_id: string | null },
) {
  if (!payment.wheel_spin_id) return true;
  const claimed = await trx
    .updateTable("wheel_spins")
    .set({ used_payment_id: payment.id })
    .where("id", "=", payment.wheel_spin_id)
    .where((eb) => eb.or([eb("used_payment_id", "is", null), eb("used_payment_id", "=", payment.id)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Before an open order is paid: if another payment has redeemed the discount it was priced
 * with, the order is closed and refused (409 commerce.discount_used); a new checkout prices
 * the pack without it.
 */
export async function refuseIfDiscountUsed(db: Kysely<Database>, paymentId: string) {
  const taken = await db
    .selectFrom("payments")
    .innerJoin("wheel_spins", "wheel_spins.id", "payments.wheel_spin_id")
    .select("payments.id")
    .where("payments.id", "=", paymentId)
    .where("payments.status", "=", "created")
    .where("wheel_spins.used_payment_id", "is not", null)
    .where("wheel_spins.used_payment_id", "!=", paymentId)
    .executeTakeFirst();
  if (!taken) return;
  await db
    .updateTable("payments")
    .set({ status: "failed", failure_reason: "discount_used" })
    .where("id", "=", paymentId)
    .where("status", "=", "created")
    .execute();
  throw discountUsed();
}

export async function wheelStatus(deps: { db: Kysely<Database>; clock: Clock }, userId: string) {
  const now = deps.clock.now();
  const today = await deps.db
    .selectFrom("wheel_spins")
    .select("id")
    .where("user_id", "=", userId)
    .where("spin_day", "=", indianDay(now))
    .executeTakeFirst();
  const discount = await usableDiscount(deps.db, userId, now);
  return {
    can_spin: !today,
    next_spin_at: today ? isoAt(nextIndianMidnight(now)) : null,
    discount: discount ? { percent: discount.percent, expires_at: discount.expires_at } : null,
  };
}

/** One spin a day: the server picks the slice (1–15%), kept for the next recharge within 7 days. */
export async function spinWheel(deps: { db: Kysely<Database>; clock: Clock }, userId: string) {
  const now = deps.clock.now();
  const percent = randomInt(1, 16);
  const expiresAt = isoAt(addSeconds(now, DISCOUNT_VALID_DAYS * 86400));
  const inserted = await deps.db
    .insertInto("wheel_spins")
    .values({
      id: newId(),
      user_id: userId,
      spin_day: indianDay(now),
      percent,
      expires_at: expiresAt,
      used_payment_id: null,
      created_at: isoAt(now),
    })
    .onConflict((oc) => oc.columns(["user_id", "spin_day"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new AppError("conflict", "wheel.already_spun");
  }
  const won: Message = { code: "wheel.won", params: { percent } };
  return { percent, expires_at: expiresAt, won };
}
