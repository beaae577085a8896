import type { Kysely } from "kysely";
import { seedBlogPosts } from "./blog-articles/index.ts";
import type { Database } from "./schema.ts";
import { seedHomeContent } from "./seed-home.ts";
import { addMissing, siteContentRows } from "./seed-rows.ts";

/**
 * What a new install sells and says, stored in the database so it can be edited (product.md:
 * prices come from the server, figures are not hard-coded). Rows are only added when
 * missing, never overwritten, so edits survive restarts. No accounts, no money.
 */
export const siteContent: Record<string, unknown> = {
  "home.stats": {
    predictionsCompleted: "3M+",
    happyUsers: "300,000",
    totalChats: "2M+",
    freeQuestions: 6,
    aiAstrologers: 2,
  },
  "home.rating": { ratingValue: 4.8, ratingCount: 1250 },
  "company.name": "Graha Astro Private Limited",
  "support.hours": { weekdays: "Mon-Fri 9:00-18:00", saturday: "Sat 10:00-16:00", sunday: "Closed" },
  astrologers: {
    oracle: {
      description: "Detailed personal readings and life-path analysis from your birth chart.",
      description_hi: "आपकी जन्म कुंडली से विस्तृत व्यक्तिगत फलादेश और जीवन-पथ का विश्लेषण।",
      free_questions: 3,
      price_per_minute_paise: 1000,
    },
    astra: {
      description: "Relationship compatibility, career guidance and what the future holds.",
      description_hi: "रिश्तों का मिलान, करियर मार्गदर्शन और आने वाले समय की भविष्यवाणी।",
      free_questions: 3,
      price_per_minute_paise: 1000,
    },
  },
};

const rupees = (n: number) => n * 100;

/** Recharge packs per astrologer; prices before GST. */
export const catalogOffers = [
  {
    id: "oracle-5",
    astrologer: "oracle",
    text: "5 Oracle questions",
    account: "oracle_questions",
    credit_amount: 5,
    original_price_paise: rupees(99),
    discount_price_paise: rupees(49),
    sort: 1,
  },
  {
    id: "oracle-15",
    astrologer: "oracle",
    text: "15 Oracle questions",
    account: "oracle_questions",
    credit_amount: 15,
    original_price_paise: rupees(249),
    discount_price_paise: rupees(129),
    sort: 2,
  },
  {
    id: "oracle-40",
    astrologer: "oracle",
    text: "40 Oracle questions",
    account: "oracle_questions",
    credit_amount: 40,
    original_price_paise: rupees(599),
    discount_price_paise: rupees(299),
    sort: 3,
  },
  {
    id: "astra-5",
    astrologer: "astra",
    text: "5 Astra questions",
    account: "astra_questions",
    credit_amount: 5,
    original_price_paise: rupees(99),
    discount_price_paise: rupees(49),
    sort: 1,
  },
  {
    id: "astra-15",
    astrologer: "astra",
    text: "15 Astra questions",
    account: "astra_questions",
    credit_amount: 15,
    original_price_paise: rupees(249),
    discount_price_paise: rupees(129),
    sort: 2,
  },
  {
    id: "astra-40",
    astrologer: "astra",
    text: "40 Astra questions",
    account: "astra_questions",
    credit_amount: 40,
    original_price_paise: rupees(599),
    discount_price_paise: rupees(299),
    sort: 3,
  },
  {
    id: "wallet-100",
    astrologer: "other",
    text: "₹110 chat balance",
    account: "wallet_paise",
    credit_amount: rupees(110),
    original_price_paise: rupees(110),
    discount_price_paise: rupees(100),
    sort: 1,
  },
  {
    id: "wallet-250",
    astrologer: "other",
    text: "₹290 chat balance",
    account: "wallet_paise",
    credit_amount: rupees(290),
    original_price_paise: rupees(290),
    discount_price_paise: rupees(250),
    sort: 2,
  },
  // Prediction packs: one credit of a period each (product.md: sold in the "other" group).
  {
    id: "daily-7",
    astrologer: "other",
    text: "7 daily predictions",
    account: "daily_predictions",
    credit_amount: 7,
    original_price_paise: rupees(99),
    discount_price_paise: rupees(49),
    sort: 3,
  },
  {
    id: "weekly-4",
    astrologer: "other",
    text: "4 weekly predictions",
    account: "weekly_predictions",
    credit_amount: 4,
    original_price_paise: rupees(149),
    discount_price_paise: rupees(79),
    sort: 4,
  },
  {
    id: "monthly-3",
    astrologer: "other",
    text: "3 monthly predictions",
    account: "monthly_predictions",
    credit_amount: 3,
    original_price_paise: rupees(199),
    discount_price_paise: rupees(99),
    sort: 5,
  },
  {
    id: "yearly-1",
    astrologer: "other",
    text: "1 yearly prediction",
    account: "yearly_predictions",
    credit_amount: 1,
    original_price_paise: rupees(299),
    discount_price_paise: rupees(149),
    sort: 6,
  },
] as const;

/** Subscription plans; prices include GST. The free plan is shown, never bought. */
export const catalogPlans = [
  {
    id: "free",
    name: "Free",
    price_paise: 0,
    old_price_paise: 0,
    questions_per_period: 6,
    period_days: 0,
    featured: 0,
    bullet_points: [
      "3 Oracle and 3 Astra questions when you join",
      "Your free kundli and daily horoscope",
      "Answers in English or Hindi",
    ],
    sort: 1,
  },
  {
    id: "monthly",
    name: "Monthly",
    price_paise: rupees(199),
    old_price_paise: rupees(499),
    questions_per_period: 500,
    period_days: 30,
    featured: 1,
    bullet_points: [
      "500 questions every month, shared by Oracle and Astra",
      "About ₹0.40 a question",
      "Answers grounded in your own birth chart, in English or Hindi",
      "Renews monthly; cancel any time, effective at once",
    ],
    sort: 2,
  },
] as const;

/** Adds missing catalog rows, site content and the builtin blog's articles; returns how many rows were new. */
export async function seedCatalog(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const plans = catalogPlans.map((plan) => ({
    ...plan,
    bullet_points: JSON.stringify(plan.bullet_points),
    provider_plan_id: null,
    active: 1,
  }));
  return (
    (await addMissing(db, "site_content", "key", siteContentRows(siteContent, now))) +
    (await addMissing(
      db,
      "offers",
      "id",
      catalogOffers.map((offer) => ({ ...offer, active: 1 })),
    )) +
    (await addMissing(db, "plans", "id", plans)) +
    (await seedHomeContent(db, now)) +
    (await seedBlogPosts(db))
  );
}
