import type { ParseKeys } from "i18next";
import type { HomeResponse } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { links } from "../../lib/links";

/** A link of a banner: where it goes, its label's key, its button style. */
type BannerLink = { to: string; label: ParseKeys; variant: "primary" | "outline" };

/**
 * A wide banner in a bordered card: the title and line of text of `homePage.<name>` and its
 * links as buttons. Its title's id is `<name>-banner-title`.
 */
function Banner(props: {
  name: "promo" | "subscription" | "astroHub";
  tone: "saffron" | "night";
  links: readonly BannerLink[];
}) {
  const { t } = useTranslation();
  const id = `${props.name.toLowerCase()}-banner-title`;
  const tone =
    props.tone === "saffron"
      ? "border-saffron-400/40 bg-gradient-to-r from-saffron-500/20 via-night-900/80 to-night-900/80"
      : "border-gold-400/20 bg-gradient-to-r from-night-800 to-night-900";
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-5 py-6">
      <div
        className={`flex flex-col items-start gap-4 rounded-3xl border p-6 sm:flex-row sm:items-center sm:p-8 ${tone}`}
      >
        <div className="flex-1">
          <h2 id={id} className="font-display text-2xl font-semibold text-gold-200 sm:text-3xl">
            {t(`homePage.${props.name}.title`)}
          </h2>
          <p className="mt-2 max-w-2xl text-cream/75">{t(`homePage.${props.name}.text`)}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {props.links.map((link) => (
            <Link key={link.label} to={link.to} className={buttonClasses(link.variant, "md")}>
              {t(link.label)}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Book Online Astrologer: More About (about-us) and the consult page. */
export const BookAstrologerPromo = () => (
  <Banner
    name="promo"
    tone="night"
    links={[
      { to: links.about, label: "homePage.promo.more", variant: "outline" },
      { to: links.consult, label: "homePage.promo.consult", variant: "primary" },
    ]}
  />
);

export const SubscriptionBanner = () => (
  <Banner
    name="subscription"
    tone="saffron"
    links={[{ to: links.subscribe, label: "homePage.subscription.cta", variant: "primary" }]}
  />
);

export const AstroHubBanner = () => (
  <Banner
    name="astroHub"
    tone="night"
    links={[{ to: links.astroHub, label: "homePage.astroHub.cta", variant: "outline" }]}
  />
);

/** Figures as cards (a description list): the hero's stats cards and the closing stats block. */
export function FigureCards(props: { figures: { value: string; label: string }[]; className: string; label?: string }) {
  return (
    <dl aria-label={props.label} className={`grid gap-3 ${props.className}`}>
      {props.figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-gold-400/15 bg-night-900/70 p-4 text-center"
        >
          <dt className="text-xs text-cream/70 sm:text-sm">{figure.label}</dt>
          <dd className="font-display text-xl font-semibold text-gold-300 sm:text-3xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The spec's closing figures: chats, users and AI astrologers, from the database. */
export function StatsBlock({ stats }: { stats: HomeResponse["stats"] }) {
  const { t } = useTranslation();
  const figures = [
    { value: stats.total_chats, label: t("homePage.stats.chats") },
    { value: stats.happy_users, label: t("homePage.stats.users") },
    { value: String(stats.ai_astrologers), label: t("homePage.stats.astrologers") },
  ];
  return (
    <section aria-labelledby="stats-block-title" className="mx-auto max-w-7xl px-5 pb-28 pt-10 sm:pb-20">
      <h2 id="stats-block-title" className="mb-6 text-center font-display text-3xl font-semibold">
        {t("homePage.stats.title")}
      </h2>
      <FigureCards figures={figures} className="grid-cols-3" />
    </section>
  );
}
