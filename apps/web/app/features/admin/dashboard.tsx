import type { AdminDashboardResponse } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { DayChart, type Series } from "./charts";

type Day = AdminDashboardResponse["days"][number];
/** A key under `admin.dashboard` in the translations. */
type Label =
  "signups" | "questions" | "answered" | "refused" | "revenue" | "subscriptions" | "predictions" | "forumPosts";

/** One chart: its title, how it is drawn, and its series (a label, the day's value, a colour). */
interface ChartSpec {
  testId: string;
  title: Label;
  kind?: "bar" | "line";
  summary?: "total" | "latest";
  unit?: "count" | "rupees";
  series: readonly { label: Label; value: (day: Day) => number; color: Series["color"] }[];
}

/** The dashboard's charts, in the order they are laid out (two a row on wide screens). */
const CHARTS: readonly ChartSpec[] = [
  {
    testId: "chart-signups",
    title: "signups",
    series: [{ label: "signups", value: (d) => d.signups, color: "saffron" }],
  },
  {
    testId: "chart-questions",
    title: "questions",
    series: [
      { label: "answered", value: (d) => d.questions_answered, color: "emerald" },
      { label: "refused", value: (d) => d.questions_refused, color: "red" },
    ],
  },
  {
    testId: "chart-revenue",
    title: "revenue",
    unit: "rupees",
    series: [{ label: "revenue", value: (d) => d.revenue_paise / 100, color: "saffron" }],
  },
  {
    testId: "chart-subscriptions",
    title: "subscriptions",
    kind: "line",
    summary: "latest",
    series: [{ label: "subscriptions", value: (d) => d.active_subscriptions, color: "night" }],
  },
  {
    testId: "chart-predictions",
    title: "predictions",
    series: [{ label: "predictions", value: (d) => d.predictions, color: "night" }],
  },
  {
    testId: "chart-forum",
    title: "forumPosts",
    series: [{ label: "forumPosts", value: (d) => d.forum_posts, color: "emerald" }],
  },
];

/** The dashboard: 30 days of sign-ups, questions, revenue, plans, predictions and forum posts. */
export function Dashboard({ days }: { days: AdminDashboardResponse["days"] }) {
  const { t } = useTranslation();
  const dates = days.map((d) => d.day);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-cream/80">{t("admin.dashboard.intro")}</p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {CHARTS.map(({ testId, title, kind, summary, unit, series }) => (
          <DayChart
            key={testId}
            testId={testId}
            title={t(`admin.dashboard.${title}`)}
            days={dates}
            kind={kind}
            summary={summary}
            unit={unit}
            series={series.map((s) => ({
              label: t(`admin.dashboard.${s.label}`),
              values: days.map(s.value),
              color: s.color,
            }))}
          />
        ))}
      </div>
    </div>
  );
}
