import type { Testimonial } from "@graha/contracts";
import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { CarouselArrow, useSwipe } from "../../components/ui/carousel";
import { usePerView } from "../../lib/use-per-view";
import { SectionHeading } from "./section-heading";
import { cardsPerView, lastStep, stepBy } from "./slider";

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-gold-300">
      <span aria-hidden="true">★</span>
      <span aria-label={label}>{rating.toFixed(1)}</span>
    </span>
  );
}

/**
 * The spec's customer testimonials: 1, 2 or 3 cards in view (480 and 768 px breakpoints),
 * moving one card at a time over 500 ms, stopping at the first and when the last is in view.
 * The card widths come from CSS (no shift before hydration); a 10 px swipe moves it too.
 */
export function TestimonialsSlider({ testimonials, rating }: { testimonials: Testimonial[]; rating: number }) {
  const { t } = useTranslation();
  const perView = usePerView(cardsPerView, 3); // the widths come from CSS until then
  const [step, setStep] = useState(0);
  const last = lastStep(testimonials.length, perView);
  const current = Math.min(step, last);
  const move = (by: -1 | 1) => setStep(stepBy(current, by, testimonials.length, perView));
  const swipe = useSwipe(move);
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-5 py-14" data-testid="testimonials">
      <SectionHeading
        id="testimonials-title"
        title={t("homePage.testimonials.title")}
        subtitle={t("homePage.testimonials.subtitle", { rating: rating.toFixed(1) })}
      />
      <div className="flex items-center gap-2 sm:gap-3">
        <CarouselArrow by={-1} label={t("homePage.testimonials.previous")} disabled={current === 0} onMove={move} />
        <div className="min-w-0 flex-1 touch-pan-y overflow-hidden" {...swipe}>
          <ul
            data-step={current}
            className="flex transition-transform duration-500 ease-in-out [--per-view:1] min-[481px]:[--per-view:2] min-[769px]:[--per-view:3]"
            style={{ transform: `translateX(calc(${current} * -100% / var(--per-view)))` }}
          >
            {testimonials.map((item, i) => {
              const inView = i >= current && i < current + perView;
              return (
                <li
                  key={item.id}
                  aria-hidden={inView ? undefined : true}
                  data-in-view={inView ? "true" : undefined}
                  className="shrink-0 basis-full px-1.5 min-[481px]:basis-1/2 min-[769px]:basis-1/3"
                >
                  <figure className="flex h-full flex-col gap-3 rounded-2xl border border-gold-400/15 bg-night-900/70 p-5">
                    <div className="flex items-center gap-3">
                      <img
                        src={item.avatar}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        decoding="async"
                        className="h-12 w-12 rounded-full"
                      />
                      <figcaption className="min-w-0">
                        <p className="font-semibold text-gold-200">{item.name}</p>
                        <p className="text-sm text-cream/60">{item.designation}</p>
                      </figcaption>
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="rounded-full bg-saffron-500/15 px-2.5 py-0.5 text-xs font-semibold text-saffron-300">
                        {item.compliment_tag}
                      </span>
                      <Stars
                        rating={item.rating}
                        label={t("homePage.testimonials.rating", { rating: item.rating.toFixed(1) })}
                      />
                    </div>
                    <blockquote className="text-sm leading-relaxed text-cream/80">{item.comment}</blockquote>
                  </figure>
                </li>
              );
            })}
          </ul>
        </div>
        <CarouselArrow by={1} label={t("homePage.testimonials.next")} disabled={current === last} onMove={move} />
      </div>
    </section>
  );
}
