import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { links, namedLinks } from "../../lib/links";
import { useRootData } from "../../lib/session";
import { PlayStoreIcon } from "./icons";
import { SiteLogo } from "./site-header";

type FooterKey =
  | "oracle"
  | "astra"
  | "chatWithAstrologer"
  | "matching"
  | "consult"
  | "blogs"
  | "freeKundli"
  | "dailyPredictions"
  | "balance"
  | "recharges"
  | "horoscopeToday"
  | "horoscopeTomorrow"
  | "horoscopeWeekly"
  | "horoscopeMonthly"
  | "horoscopeYearly"
  | "sitemap"
  | "about"
  | "contact"
  | "shipping"
  | "privacy"
  | "refund"
  | "terms";

const columns: Array<{
  title: "astrologers" | "explore" | "horoscopes" | "company";
  items: Array<{ key: FooterKey; to: string; document?: boolean }>;
}> = [
  {
    title: "astrologers",
    items: [
      { key: "oracle", to: "/oracle" },
      { key: "astra", to: "/astra" },
      { key: "chatWithAstrologer", to: links.chatNow },
      { key: "consult", to: "/consult-astrologer" },
    ],
  },
  {
    title: "explore",
    items: [
      { key: "blogs", to: links.blogs },
      { key: "freeKundli", to: "/free-kundli" },
      { key: "matching", to: "/matching" },
      { key: "dailyPredictions", to: "/create-kundli?predictions=true&p_type=daily" },
      { key: "balance", to: links.myBalance },
      { key: "recharges", to: links.recharge },
    ],
  },
  {
    title: "horoscopes",
    items: [
      { key: "horoscopeToday", to: "/horoscope?zodiac=Aries&when=Today" },
      { key: "horoscopeTomorrow", to: "/horoscope?zodiac=Aries&when=Tomorrow" },
      { key: "horoscopeWeekly", to: "/horoscope/weekly?zodiac=Aries" },
      { key: "horoscopeMonthly", to: "/horoscope/monthly?zodiac=Aries" },
      { key: "horoscopeYearly", to: "/horoscope/yearly?zodiac=Aries" },
    ],
  },
  {
    title: "company",
    items: [
      ...namedLinks(["about", "contact", "shipping", "privacy", "refund", "terms"] as const),
      { key: "sitemap", to: "/sitemap.xml", document: true },
    ],
  },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const { company } = useRootData();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-gold-400/15 bg-night-950/90 text-sm">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 md:grid-cols-[1.3fr_3fr]">
        <div className="flex flex-col gap-4">
          <SiteLogo />
          <p className="max-w-xs text-cream/70">{t("footer.tagline")}</p>
          <div className="rounded-2xl border border-gold-400/20 bg-night-900/70 p-4">
            <p className="font-semibold text-gold-200">{t("footer.appTitle")}</p>
            <p className="mt-1 text-cream/70">{t("footer.appText")}</p>
            <a
              href={links.playStore}
              target="_blank"
              rel="noopener"
              className="mt-3 inline-flex items-center gap-2 rounded-xl bg-black px-3 py-2 font-medium text-white ring-1 ring-white/20 hover:ring-gold-400/60"
            >
              <PlayStoreIcon className="h-5 w-5" />
              {t("footer.playStore")}
            </a>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns.map((column) => (
            <nav key={column.title} aria-label={t(`footer.${column.title}`)}>
              <h2 className="mb-3 font-display text-base font-semibold text-gold-300">{t(`footer.${column.title}`)}</h2>
              <ul className="flex flex-col gap-2.5">
                {column.items.map((item) => (
                  <li key={item.key}>
                    <Link
                      to={item.to}
                      reloadDocument={item.document}
                      className="text-cream/70 transition-colors hover:text-saffron-300"
                    >
                      {t(`footer.${item.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-5 py-5 text-xs text-cream/55 sm:flex-row sm:justify-between">
          <div data-testid="footer-company">
            <p>{t("footer.copyright", { year, company: company?.name ?? t("meta.siteName") })}</p>
            {company ? (
              <p>
                {company.address} · {t("footer.gstin", { gstin: company.gstin })}
              </p>
            ) : null}
          </div>
          <p>{t("footer.disclaimer")}</p>
        </div>
      </div>
    </footer>
  );
}
