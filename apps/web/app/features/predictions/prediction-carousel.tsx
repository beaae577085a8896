import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { usePerView } from "../../lib/use-per-view";

const CARDS = [
  { type: "daily", title: "predictionDailyTitle", text: "predictionDailyText", glyph: "☀" },
  { type: "weekly", title: "predictionWeeklyTitle", text: "predictionWeeklyText", glyph: "☾" },
  { type: "monthly", title: "predictionMonthlyTitle", text: "predictionMonthlyText", glyph: "♃" },
  { type: "yearly", title: "predictionYearlyTitle", text: "predictionYearlyText", glyph: "♄" },
] as const;

/** Cards per view at the spec's widths: 1, 2 from 640 px, 4 from 1024 px. */
export function cardsPerView(width: number): number {
  return width >= 1024 ? 4 : width >= 640 ? 2 : 1;
}

/** The first card shown may run from 0 to (cards − per view). */
export function clampStart(start: number, perView: number, count = CARDS.length): number {
  return Math.max(0, Math.min(start, count - perView));
}

/**
 * The logged-in home page's four prediction cards (daily, weekly, monthly, yearly). Each card
 * leads to the kundli form for that period; for a visitor, to /subscription. Previous is
 * disabled on the first card and next on the last.
 */
export function PredictionCarousel({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const perView = usePerView(cardsPerView, 1); // phones first: the server renders one per view
  const [start, setStart] = useState(0);
  const first = clampStart(start, perView);
  const atStart = first === 0;
  const atEnd = first >= CARDS.length - perView;
  const arrow =
    "flex h-10 w-10 items-center justify-center rounded-full border border-gold-400/40 text-gold-200 transition-colors hover:bg-gold-400/10 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div className="mt-8" data-testid="prediction-carousel">
      <div className="overflow-hidden">
        <ul
          aria-label={t("predictions.carousel.label")}
          className="flex transition-transform duration-500"
          style={{ transform: `translateX(-${(first * 100) / perView}%)` }}
        >
          {CARDS.map((card, index) => {
            const visible = index >= first && index < first + perView;
            return (
              <li
                key={card.type}
                className="w-full shrink-0 px-2 sm:w-1/2 lg:w-1/4"
                aria-hidden={!visible}
                data-testid={`prediction-card-${card.type}`}
              >
                <Link
                  to={loggedIn ? `/create-kundli?predictions=true&p_type=${card.type}` : "/subscription"}
                  tabIndex={visible ? undefined : -1}
                  className="group flex h-full flex-col gap-2 rounded-2xl border border-gold-400/20 bg-gradient-to-br from-night-800/90 to-night-900/90 p-5 transition-colors hover:border-saffron-400/60"
                >
                  <span aria-hidden="true" className="text-2xl text-gold-300">
                    {card.glyph}
                  </span>
                  <span className="font-display text-lg font-semibold text-gold-200">{t(`home.${card.title}`)}</span>
                  <span className="text-sm text-cream/70">{t(`home.${card.text}`)}</span>
                  <span className="mt-auto pt-2 text-sm font-semibold text-saffron-300 group-hover:text-saffron-400">
                    {t("home.predictionCta")} →
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-4 flex justify-end gap-3 px-2">
        <button
          type="button"
          className={arrow}
          aria-label={t("predictions.carousel.previous")}
          disabled={atStart}
          onClick={() => setStart(clampStart(first - 1, perView))}
        >
          ←
        </button>
        <button
          type="button"
          className={arrow}
          aria-label={t("predictions.carousel.next")}
          disabled={atEnd}
          onClick={() => setStart(clampStart(first + 1, perView))}
        >
          →
        </button>
      </div>
    </div>
  );
}
