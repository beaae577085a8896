import { ASTROLOGER_NAMES, ASTROLOGERS, type Astrologer, type LedgerAccount } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { astrologerContent } from "../payments/index.ts";
import { balancesOf, reserve, type Hold } from "../wallet/index.ts";

export const questionAccount = (astrologer: Astrologer): LedgerAccount =>
  astrologer === "oracle" ? "oracle_questions" : "astra_questions";

/**
 * The chat's counters (spec names): questions left with this astrologer (its own plus the
 * subscription's while a plan covers `nowIso`), the wallet in rupees, and the wallet's
 * time at the per-minute price.
 */
export async function chatCounters(db: Kysely<Database>, userId: string, astrologer: Astrologer, nowIso: string) {
  const balances = await balancesOf(db, userId, nowIso);
  const perMinute = (await astrologerContent(db))[astrologer].price_per_minute_paise;
  return {
    questions_left: balances[questionAccount(astrologer)] + balances.subscription_questions,
    balance: balances.wallet_paise / 100,
    time_left_seconds: perMinute > 0 ? Math.floor(balances.wallet_paise / perMinute) * 60 : 0,
  };
}

/** Where a user with nothing to pay with can go: the 402 answers' links (spec fields). */
const rechargeLinks = { extraBody: { recharge_url: "/recharges", subscribe_url: "/subscription" } };

/**
 * Refuses to open a chat the user could not ask a single question in: none of that
 * astrologer's questions, no subscription questions and less in the wallet than one
 * question costs. The refusal names what they still have with the other astrologer, so
 * they can switch instead of paying.
 */
export async function refuseChatWithoutMeans(db: Kysely<Database>, userId: string, astrologer: Astrologer) {
  const balances = await balancesOf(db, userId);
  const perMinute = (await astrologerContent(db))[astrologer].price_per_minute_paise;
  if (balances[questionAccount(astrologer)] + balances.subscription_questions > 0) return;
  if (balances.wallet_paise >= perMinute) return;
  const other = ASTROLOGERS.find((a) => a !== astrologer) ?? astrologer;
  const otherQuestions = balances[questionAccount(other)];
  const names = { astrologer: ASTROLOGER_NAMES[astrologer], other: ASTROLOGER_NAMES[other] };
  throw new AppError(
    "insufficient_balance",
    otherQuestions > 0
      ? { code: "chat.start_nothing_to_pay_switch", params: { ...names, count: otherQuestions } }
      : { code: "chat.start_nothing_to_pay", params: { astrologer: names.astrologer } },
    rechargeLinks,
  );
}

/**
 * Reserves what one question costs, in product.md's order: that astrologer's questions,
 * then subscription questions, then one minute from the rupee wallet at the astrologer's
 * per-minute price. Nothing is spent until the reply finishes (`chargeHold`).
 */
export async function reserveQuestion(
  db: Kysely<Database>,
  input: { userId: string; astrologer: Astrologer; reference: string },
  nowIso: string,
): Promise<Hold> {
  try {
    return await reserve(
      db,
      {
        userId: input.userId,
        accounts: [questionAccount(input.astrologer), "subscription_questions"],
        amount: 1,
        reason: "chat_question",
        reference: input.reference,
      },
      nowIso,
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "insufficient_balance") throw error;
  }
  const perMinute = (await astrologerContent(db))[input.astrologer].price_per_minute_paise;
  try {
    return await reserve(
      db,
      {
        userId: input.userId,
        accounts: ["wallet_paise"],
        amount: perMinute,
        reason: "chat_question",
        reference: input.reference,
      },
      nowIso,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "insufficient_balance") {
      throw new AppError(
        "insufficient_balance",
        { code: "chat.no_questions_left", params: { astrologer: ASTROLOGER_NAMES[input.astrologer] } },
        rechargeLinks,
      );
    }
    throw error;
  }
}
