import { MIN_REDEEM_POINTS, POINTS_PER_QUESTION } from "@graha/contracts/patterns";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { PageTitle } from "../../components/ui/page-title";
import { forumPaths } from "./links";

/** product.md: the one daily cap (the Hindi help's 200 was a typo). */
export const DAILY_POINTS_CAP = 400;

const EARNINGS = [
  ["newDiscussion", 20],
  ["comment", 5],
  ["vote", 1],
  ["upvoteReceived", 1],
] as const;
const MISSIONS = ["mission1", "mission2", "mission3"] as const;
const RULES = ["rule1", "rule2", "rule3", "rule4", "rule5"] as const;

function Bullets({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="mb-2 font-display text-xl font-semibold">{title}</h2>
      <ul className="list-disc space-y-1 pl-5 text-cream/85">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The help page in one language (whatever the site's language): points table, missions, rules. */
export function LearnMore({ lang }: { lang: "en" | "hi" }) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(lang);
  return (
    <section lang={lang} className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t("forum.learnMore.title")}</PageTitle>
        <Link
          to={lang === "en" ? forumPaths.learnMoreHindi : forumPaths.learnMore}
          lang={lang === "en" ? "hi" : "en"}
          className={buttonClasses("outline", "sm")}
        >
          {t("forum.learnMore.toggle")}
        </Link>
      </div>
      <p className="text-cream/85">
        {t("forum.learnMore.intro", { per: POINTS_PER_QUESTION, min: MIN_REDEEM_POINTS })}
      </p>
      <div className="overflow-x-auto rounded-3xl border border-white/10 bg-night-900/60">
        <table className="w-full text-left text-sm">
          <caption className="p-4 text-left font-display text-xl font-semibold">
            {t("forum.learnMore.tableTitle")}
          </caption>
          <thead>
            <tr className="border-b border-white/10 text-cream/70">
              <th scope="col" className="px-4 py-2">
                {t("forum.learnMore.action")}
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                {t("forum.learnMore.pointsCol")}
              </th>
            </tr>
          </thead>
          <tbody>
            {EARNINGS.map(([key, points]) => (
              <tr key={key} className="border-b border-white/5 last:border-0">
                <td className="px-4 py-2">{t(`forum.learnMore.${key}`)}</td>
                <td className="px-4 py-2 text-right font-semibold text-gold-200">+{points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Bullets title={t("forum.learnMore.missionsTitle")} items={MISSIONS.map((key) => t(`forum.learnMore.${key}`))} />
      <Bullets
        title={t("forum.learnMore.rulesTitle")}
        items={RULES.map((key) => t(`forum.learnMore.${key}`, { cap: DAILY_POINTS_CAP }))}
      />
      <Link to={forumPaths.list} className={buttonClasses("primary", "md", "self-start")}>
        {t("forum.learnMore.back")}
      </Link>
    </section>
  );
}
