import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { SIGN_NAMES } from "@graha/jyotish/sign-names";

const GLYPHS = ["♈", "♉", "♊", "♋", "♌", "♍", "♎", "♏", "♐", "♑", "♒", "♓"];

/** A narrow section under the form, titled by its own heading. */
function KundliSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl">
      <h2 id={id} className="font-display text-2xl font-semibold text-gold-200 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The explanatory text under the form. */
export function AboutKundli() {
  const { t } = useTranslation();
  return (
    <KundliSection id="about-kundli-title" title={t("kundli.about.title")}>
      <div className="mt-3 flex flex-col gap-3 text-cream/80">
        <p>{t("kundli.about.p1")}</p>
        <p>{t("kundli.about.p2")}</p>
        <p>{t("kundli.about.p3")}</p>
      </div>
    </KundliSection>
  );
}

const FAQ = [1, 2, 3, 4, 5, 6] as const;

export function KundliFaq() {
  const { t } = useTranslation();
  return (
    <KundliSection id="kundli-faq-title" title={t("kundli.faq.title")}>
      <div className="mt-4 flex flex-col gap-2">
        {FAQ.map((n) => (
          <details key={n} className="group rounded-2xl border border-white/10 bg-night-900/60 px-4 py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold text-cream">
              {t(`kundli.faq.q${n}`)}
              <span aria-hidden="true" className="text-gold-300 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-2 text-sm text-cream/75">{t(`kundli.faq.a${n}`)}</p>
          </details>
        ))}
      </div>
    </KundliSection>
  );
}

/** Today's Horoscope: the twelve signs, each to its horoscope page. */
export function TodaysHoroscope() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "hi" ? "hi" : "en";
  return (
    <section aria-labelledby="today-horoscope-title">
      <div className="text-center">
        <h2 id="today-horoscope-title" className="font-display text-2xl font-semibold text-gold-200 sm:text-3xl">
          {t("kundli.horoscope.title")}
        </h2>
        <p className="mt-1 text-cream/70">{t("kundli.horoscope.subtitle")}</p>
      </div>
      <ul className="mt-5 grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-6">
        {SIGN_NAMES.map((sign, index) => (
          <li key={sign.en}>
            <Link
              to={`/horoscope?zodiac=${sign.en}&when=Today`}
              className="flex h-full flex-col items-center gap-1 rounded-2xl border border-gold-400/15 bg-night-900/70 px-2 py-3 text-center hover:border-saffron-400/60"
            >
              <span aria-hidden="true" className="text-2xl text-gold-300">
                {GLYPHS[index]}
              </span>
              <span className="text-sm font-semibold text-cream">{sign[lang]}</span>
              {lang === "hi" ? <span className="text-xs text-cream/60">{sign.en}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
