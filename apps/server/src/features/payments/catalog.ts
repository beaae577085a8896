import { OFFER_GROUPS, type Astrologer } from "@graha/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { rechargeFigures } from "./figures.ts";
import { usableDiscount } from "./wheel-service.ts";

const rupees = (paise: number) => paise / 100;

export function activeOffers(db: Kysely<Database>) {
  return db.selectFrom("offers").selectAll().where("active", "=", 1).orderBy("astrologer").orderBy("sort").execute();
}

export async function activeOffer(db: Kysely<Database>, id: string) {
  const offer = await db
    .selectFrom("offers")
    .selectAll()
    .where("id", "=", id)
    .where("active", "=", 1)
    .executeTakeFirst();
  if (!offer) throw notFound("commerce.pack_unavailable");
  return offer;
}

/** What the user pays for a pack price, GST included, with a wheel percent off: checkout's own figures. */
const payPaise = (pricePaise: number, wheelPercent = 0) => rechargeFigures(pricePaise, wheelPercent).total_paise;

/**
 * Offer groups as the recharge page shows them: one card per astrologer, list prices in
 * rupees, and what the user will pay (GST included, and with a signed-in user's unused
 * wheel discount) in paise, computed exactly as checkout will.
 */
export async function rechargeGroups(deps: { db: Kysely<Database>; clock: Clock }, userId: string | undefined) {
  const offers = await activeOffers(deps.db);
  const wheel = userId ? await usableDiscount(deps.db, userId, deps.clock.now()) : undefined;
  return OFFER_GROUPS.map((astrologer) => ({
    astrologer,
    data: offers
      .filter((o) => o.astrologer === astrologer)
      .map((o) => ({
        id: o.id,
        text: o.text,
        originalPrice: rupees(o.original_price_paise),
        discountPrice: rupees(o.discount_price_paise),
        credits: o.credit_amount,
        account: o.account,
        original_price_with_gst_paise: payPaise(o.original_price_paise),
        price_with_gst_paise: payPaise(o.discount_price_paise),
        wheel_discount_percent: wheel?.percent ?? null,
        wheel_price_with_gst_paise: wheel ? payPaise(o.discount_price_paise, wheel.percent) : null,
      })),
  })).filter((group) => group.data.length > 0);
}

export async function siteContentValue<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db.selectFrom("site_content").select("value").where("key", "=", key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export interface AstrologerContent {
  description: string;
  description_hi: string;
  free_questions: number;
  /** What a minute of chat costs from the rupee wallet once questions run out. */
  price_per_minute_paise: number;
}

const NO_CONTENT: AstrologerContent = {
  description: "",
  description_hi: "",
  free_questions: 0,
  price_per_minute_paise: 1000,
};

/** The editable facts about Oracle and Astra (site content "astrologers"), with safe defaults. */
export async function astrologerContent(db: Kysely<Database>): Promise<Record<Astrologer, AstrologerContent>> {
  const stored = await siteContentValue<Partial<Record<Astrologer, Partial<AstrologerContent>>>>(db, "astrologers");
  return {
    oracle: { ...NO_CONTENT, ...stored?.oracle },
    astra: { ...NO_CONTENT, ...stored?.astra },
  };
}

/** The spec's prices: description, lowest price per question (rupees before GST, and paise with it), free questions. */
export async function prices(db: Kysely<Database>) {
  const perQuestion = await lowestPricePerQuestion(db);
  const content = await astrologerContent(db);
  return {
    oracle_desc: content.oracle.description,
    oracle_desc_hi: content.oracle.description_hi,
    oracle_price: perQuestion.oracle.rupees,
    free_oracle_questions: content.oracle.free_questions,
    astra_desc: content.astra.description,
    astra_desc_hi: content.astra.description_hi,
    astra_price: perQuestion.astra.rupees,
    free_astra_questions: content.astra.free_questions,
    oracle_price_with_gst_paise: perQuestion.oracle.withGstPaise,
    astra_price_with_gst_paise: perQuestion.astra.withGstPaise,
  };
}

export interface PricePerQuestion {
  /** Rupees before GST (the spec's figure). */
  rupees: number;
  /** Paise with GST: what a question costs the user. */
  withGstPaise: number;
}

/** The cheapest price per question among each astrologer's packs, before GST and with it. */
export async function lowestPricePerQuestion(db: Kysely<Database>): Promise<Record<Astrologer, PricePerQuestion>> {
  const offers = await activeOffers(db);
  const perQuestion = (astrologer: Astrologer): PricePerQuestion => {
    const packs = offers.filter((o) => o.astrologer === astrologer && o.credit_amount > 0);
    if (!packs.length) return { rupees: 0, withGstPaise: 0 };
    const lowest = (rate: (o: (typeof packs)[number]) => number) => Math.round(Math.min(...packs.map(rate)));
    return {
      rupees: lowest((o) => o.discount_price_paise / o.credit_amount) / 100,
      withGstPaise: lowest((o) => payPaise(o.discount_price_paise) / o.credit_amount),
    };
  };
  return { oracle: perQuestion("oracle"), astra: perQuestion("astra") };
}

export async function activePlans(db: Kysely<Database>) {
  const plans = await db.selectFrom("plans").selectAll().where("active", "=", 1).orderBy("sort").execute();
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    price: rupees(p.price_paise),
    old_price: rupees(p.old_price_paise),
    questions: p.questions_per_period,
    featured: p.featured === 1,
    purchasable: p.price_paise > 0 && p.period_days > 0,
    bullet_points: JSON.parse(p.bullet_points) as string[],
  }));
}

export async function purchasablePlan(db: Kysely<Database>, id: string) {
  const plan = await db.selectFrom("plans").selectAll().where("id", "=", id).where("active", "=", 1).executeTakeFirst();
  if (!plan || plan.price_paise <= 0 || plan.period_days <= 0) throw notFound("commerce.plan_unavailable");
  return plan;
}
