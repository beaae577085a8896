import type { HoroscopeCategoryView, HoroscopeResponse } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import type { HoroscopePageData } from "./loader.server";
import { dailyPath, LONG_PERIODS, longDate, periodPath, WHENS, ZODIAC, type LongPeriod, type When } from "./model";
import { ZodiacCarousel } from "./zodiac-carousel";
import { PageTitle } from "../../components/ui/page-title";
import { ShareButton } from "../../components/ui/share-button";
import { TitledSection } from "../../components/ui/titled-section";

function barColour(score: number): string {
  if (score >= 65) return "from-emerald-500 to-emerald-300";
  if (score >= 45) return "from-saffron-500 to-gold-300";
  return "from-rose-600 to-rose-400";
}

function CategoryCard({ category }: { category: HoroscopeCategoryView }) {
  const { t } = useTranslation();
  const labelId = `horoscope-${category.key}`;
  return (
    <li className="rounded-2xl border border-white/10 bg-night-900/60 p-4" data-testid={`category-${category.key}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={labelId} className="font-semibold text-cream">
          {category.label}
        </h3>
        <span className="font-semibold tabular-nums text-gold-200">{category.score}%</span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={category.score}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className={cn("h-full rounded-full bg-gradient-to-r", barColour(category.score))}
          style={{ width: `${category.score}%` }}
        />
      </div>
      <p className="mt-3 text-cream/85">{category.text}</p>
      <details className="group mt-2">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-full border border-gold-400/40 px-3 py-1 text-sm font-semibold text-gold-200 hover:bg-gold-400/10">
          {t("horoscope.why")}
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <p className="mt-2 rounded-xl bg-white/5 px-3 py-2 text-sm text-cream/80">{category.reason}</p>
      </details>
    </li>
  );
}

function Lucky({ reading }: { reading: HoroscopeResponse }) {
  const { t } = useTranslation();
  const items = [
    { label: t("horoscope.lucky.colour"), value: reading.lucky.colour },
    { label: t("horoscope.lucky.number"), value: String(reading.lucky.number) },
    ...(reading.lucky.timeWindow ? [{ label: t("horoscope.lucky.time"), value: reading.lucky.timeWindow }] : []),
    { label: t("horoscope.lucky.compatible"), value: reading.lucky.compatibleSign },
  ];
  return (
    <TitledSection
      id="lucky-title"
      title={t("horoscope.lucky.title")}
      className="rounded-2xl border border-gold-400/20 bg-night-900/60 p-4"
      titleClassName="font-display text-xl font-semibold text-gold-200"
    >
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-white/5 px-3 py-2">
            <dt className="text-xs uppercase tracking-wide text-cream/60">{item.label}</dt>
            <dd className="font-semibold text-cream">{item.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}

const pill = (active: boolean) =>
  cn(
    "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
    active
      ? "border-saffron-400 bg-saffron-500/20 text-saffron-200"
      : "border-gold-400/40 text-gold-200 hover:bg-gold-400/10",
  );

/** A row of pill links; `active` highlights one, `current` also marks it as this page for screen readers. */
function PillNav(props: { label: string; items: { to: string; text: string; active: boolean; current: boolean }[] }) {
  return (
    <nav aria-label={props.label} className="flex flex-wrap justify-center gap-2">
      {props.items.map((item) => (
        <Link key={item.to} to={item.to} aria-current={item.current ? "page" : undefined} className={pill(item.active)}>
          {item.text}
        </Link>
      ))}
    </nav>
  );
}

/** Yesterday / Today / Tomorrow on the daily page; each reloads the page with its value. */
function DayToggle({ sign, when }: { sign: string; when: When }) {
  const { t } = useTranslation();
  const items = WHENS.map((w) => ({
    to: dailyPath(sign, w),
    text: t(`horoscope.when.${w}`),
    active: w === when,
    current: w === when,
  }));
  return <PillNav label={t("horoscope.dayLabel")} items={items} />;
}

/** Daily, then the longer periods; the daily link is not marked current (the day toggle marks the page there). */
function PeriodLinks({ sign, current }: { sign: string; current: LongPeriod | "daily" }) {
  const { t } = useTranslation();
  const daily = { to: dailyPath(sign), text: t("horoscope.period.daily"), active: current === "daily", current: false };
  const longer = LONG_PERIODS.map((p) => ({
    to: periodPath(sign, p),
    text: t(`horoscope.period.${p}`),
    active: p === current,
    current: p === current,
  }));
  return <PillNav label={t("horoscope.periodLabel")} items={[daily, ...longer]} />;
}

/** The daily and longer horoscope pages: heading, day or period links, category bars, lucky items, carousel. */
export function HoroscopePage({ page }: { page: HoroscopePageData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "hi" ? "hi" : "en";
  if (page.kind === "missing") {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-5 py-10">
        <div className="text-center">
          <h1 className="font-display text-3xl font-semibold text-gold-200">{t("horoscope.missing.title")}</h1>
          <p className="mt-2 text-cream/75">{t("horoscope.missing.text")}</p>
        </div>
        <ZodiacCarousel />
      </div>
    );
  }
  const sign = ZODIAC[page.signIndex]!;
  const heading =
    page.period === "daily"
      ? t("horoscope.heading", { sign: sign[lang], when: t(`horoscope.when.${page.when ?? "Today"}`) })
      : t("horoscope.periodHeading", { sign: sign[lang], period: t(`horoscope.period.${page.period}`) });
  const reading = page.kind === "ok" ? page.reading : null;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-5 py-8 sm:py-10">
      <header className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden="true" className="text-5xl text-gold-300">
          {sign.glyph}
        </span>
        <PageTitle>{heading}</PageTitle>
        {reading ? (
          <p className="font-semibold text-cream/90" data-testid="horoscope-date">
            {reading.start === reading.end
              ? longDate(reading.start, lang)
              : t("horoscope.rangeLine", { start: longDate(reading.start, lang), end: longDate(reading.end, lang) })}
          </p>
        ) : null}
        <p className="max-w-2xl text-sm text-cream/70">{t("horoscope.lead")}</p>
        <ShareButton
          target={() =>
            Promise.resolve({
              title: heading,
              text: t("horoscope.shareText", { heading }),
              url: `${window.location.origin}${page.period === "daily" ? dailyPath(sign.en, page.when ?? "Today") : periodPath(sign.en, page.period)}`,
            })
          }
        />
        {page.period === "daily" ? <DayToggle sign={sign.en} when={page.when ?? "Today"} /> : null}
        <PeriodLinks sign={sign.en} current={page.period} />
      </header>
      {reading ? (
        <>
          <section aria-label={t("horoscope.scoresLabel", { sign: sign[lang] })}>
            <ul className="grid gap-3 md:grid-cols-2">
              {reading.categories.map((c) => (
                <CategoryCard key={c.key} category={c} />
              ))}
            </ul>
          </section>
          <Lucky reading={reading} />
        </>
      ) : (
        <div role="alert" className="rounded-2xl border border-rose-400/40 bg-rose-500/10 p-4 text-center">
          <p className="font-semibold text-cream">{t("horoscope.error.title")}</p>
          <p className="text-cream/75">{t("horoscope.error.text")}</p>
        </div>
      )}
      <ZodiacCarousel key={sign.en} selected={sign.index} />
    </div>
  );
}
