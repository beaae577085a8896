import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { dailyPath, ZODIAC } from "./model";
import { CarouselArrow, useSwipe } from "../../components/ui/carousel";
import { TitledSection } from "../../components/ui/titled-section";

const VISIBLE = 3;
const LAST_START = ZODIAC.length - VISIBLE;

/**
 * The spec's zodiac carousel: three cards in view, the middle one highlighted, previous and
 * next disabled at the ends; each card opens that sign's horoscope for today. It opens with
 * `selected` in the middle (or at an end). A horizontal swipe of 10 px moves it by one card.
 */
export function ZodiacCarousel({ selected = 0 }: { selected?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "hi" ? "hi" : "en";
  const [start, setStart] = useState(() => Math.min(Math.max(selected - 1, 0), LAST_START));
  const visible = ZODIAC.slice(start, start + VISIBLE);
  const move = (by: -1 | 1) => setStart((s) => Math.min(Math.max(s + by, 0), LAST_START));
  const swipe = useSwipe(move);
  return (
    <TitledSection
      id="zodiac-carousel-title"
      title={t("horoscope.carousel.title")}
      className="mx-auto w-full max-w-3xl"
      titleClassName="text-center font-display text-2xl font-semibold text-gold-200"
    >
      <div className="mt-4 flex items-center gap-2 sm:gap-3">
        <CarouselArrow by={-1} label={t("horoscope.carousel.previous")} disabled={start === 0} onMove={move} />
        <ul
          className="grid min-w-0 flex-1 touch-pan-y grid-cols-3 gap-2 sm:gap-3"
          data-testid="zodiac-cards"
          {...swipe}
        >
          {visible.map((sign, i) => {
            const middle = i === 1;
            return (
              <li key={sign.en} className="min-w-0">
                <Link
                  to={dailyPath(sign.en)}
                  aria-current={sign.index === selected ? "page" : undefined}
                  data-middle={middle ? "true" : undefined}
                  className={cn(
                    "flex h-full flex-col items-center gap-1 rounded-2xl border px-1 py-3 text-center transition-colors sm:px-3",
                    middle
                      ? "border-saffron-400/80 bg-saffron-500/15 shadow-[0_0_24px_rgb(255_153_51/0.2)]"
                      : "border-gold-400/15 bg-night-900/70 hover:border-saffron-400/60",
                  )}
                >
                  <span aria-hidden="true" className="text-3xl text-gold-300">
                    {sign.glyph}
                  </span>
                  <span className="text-sm font-semibold text-cream sm:text-base">{sign[lang]}</span>
                  <span className="text-xs text-cream/60">{lang === "hi" ? sign.en : sign.sanskrit}</span>
                  <span className="hidden text-xs text-cream/70 sm:block">
                    {t(`horoscope.carousel.element.${sign.element}`)},{" "}
                    {t("horoscope.carousel.ruledBy", { lord: sign.lord[lang] })}
                  </span>
                  <span className="mt-1 rounded-full border border-gold-400/40 px-2 py-0.5 text-[11px] font-semibold text-gold-200 sm:text-xs">
                    {t("horoscope.carousel.cta")}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <CarouselArrow by={1} label={t("horoscope.carousel.next")} disabled={start === LAST_START} onMove={move} />
      </div>
    </TitledSection>
  );
}
