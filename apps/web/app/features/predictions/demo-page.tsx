import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";

const ASTROLOGERS = [
  { key: "a1", years: 12, initial: "A" },
  { key: "a2", years: 8, initial: "B" },
] as const;
/** The spec's review summary: 4.3 from 500 reviews, 5 to 1 stars. */
const DISTRIBUTION = [
  [5, 62],
  [4, 28],
  [3, 7],
  [2, 1],
  [1, 2],
] as const;
const REVIEWS = [
  { key: "r1", number: 1 },
  { key: "r2", number: 2 },
  { key: "r3", number: 3 },
] as const;

/** /free-prediction: the spec's static demo page, clearly labelled as an example. */
export function DemoPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-5 sm:py-14">
      <span className="inline-flex rounded-full border border-saffron-400/60 bg-saffron-500/10 px-3 py-1 text-sm font-semibold text-saffron-300">
        {t("predictions.demo.badge")}
      </span>
      <h1 className="mt-4 font-display text-3xl font-semibold text-gold-200 sm:text-4xl">
        {t("predictions.demo.title")}
      </h1>
      <p role="note" className="mt-3 rounded-2xl border border-gold-400/30 bg-night-900/70 p-4 text-cream/80">
        {t("predictions.demo.notice")}
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2" data-testid="demo-astrologers">
        {ASTROLOGERS.map((a) => (
          <li key={a.key} className="flex items-center gap-4 rounded-2xl border border-gold-400/20 bg-night-900/70 p-5">
            <span
              aria-hidden="true"
              className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-500 text-2xl font-bold text-night-950"
            >
              {a.initial}
            </span>
            <div>
              <p className="font-display text-xl font-semibold text-gold-200">
                {t("predictions.demo.astrologer", { initial: a.initial })}
              </p>
              <p className="text-sm text-cream/75">{t(`predictions.demo.skills.${a.key}`)}</p>
              <p className="text-sm text-cream/75">{t("predictions.demo.languages")}</p>
              <p className="text-sm text-cream/60">{t("predictions.demo.experience", { years: a.years })}</p>
            </div>
          </li>
        ))}
      </ul>
      <section className="mt-10 rounded-2xl border border-gold-400/20 bg-night-900/70 p-6" data-testid="demo-rating">
        <h2 className="font-display text-2xl font-semibold text-gold-200">{t("predictions.demo.ratingTitle")}</h2>
        <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
          <div className="text-center">
            <p className="font-display text-5xl font-semibold text-gold-300">4.3</p>
            <p className="text-sm text-cream/70">{t("predictions.demo.outOf")}</p>
            <p className="text-sm text-cream/70">{t("predictions.demo.reviews", { count: 500 })}</p>
          </div>
          <ul className="flex flex-1 flex-col gap-2">
            {DISTRIBUTION.map(([stars, percent]) => (
              <li key={stars} className="flex items-center gap-3 text-sm">
                <span className="w-16 shrink-0 text-cream/80">{t("predictions.demo.stars", { count: stars })}</span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-night-700">
                  <span className="block h-full rounded-full bg-saffron-400" style={{ width: `${percent}%` }} />
                </span>
                <span className="w-10 text-right text-cream/80">{percent}%</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mt-10">
        <h2 className="font-display text-2xl font-semibold text-gold-200">{t("predictions.demo.reviewsTitle")}</h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {REVIEWS.map((r) => (
            <li key={r.key} className="rounded-2xl border border-white/10 bg-night-950/40 p-4">
              <p className="font-semibold text-gold-200">{t("predictions.demo.reviewer", { number: r.number })}</p>
              <p className="mt-1 text-sm text-cream/75">{t(`predictions.demo.sample.${r.key}`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <Link to="/create-kundli?predictions=true" className={buttonClasses("primary", "lg", "mt-10")}>
        {t("predictions.demo.cta")}
      </Link>
    </section>
  );
}
