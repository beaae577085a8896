import type { AdminDashboardResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { DayChart } from "./charts";

/** The dashboard: 30 days of sign-ups, questions, revenue, plans, predictions and forum posts. */
export function Dashboard({ days }: { days: AdminDashboardResponse["days"] }) {
  const { t } = useTranslation();
  const dates = days.map((d) => d.day);
  const of = (pick: (d: AdminDashboardResponse["days"][number]) => number) => days.map(pick);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-cream/80">{t("admin.dashboard.intro")}</p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <DayChart
          testId="chart-signups"
          title={t("admin.dashboard.signups")}
          days={dates}
          series={[{ label: t("admin.dashboard.signups"), values: of((d) => d.signups), color: "saffron" }]}
        />
        <DayChart
          testId="chart-questions"
          title={t("admin.dashboard.questions")}
          days={dates}
          series={[
            { label: t("admin.dashboard.answered"), values: of((d) => d.questions_answered), color: "emerald" },
            { label: t("admin.dashboard.refused"), values: of((d) => d.questions_refused), color: "red" },
          ]}
        />
        <DayChart
          testId="chart-revenue"
          unit="rupees"
          title={t("admin.dashboard.revenue")}
          days={dates}
          series={[{ label: t("admin.dashboard.revenue"), values: of((d) => d.revenue_paise / 100), color: "saffron" }]}
        />
        <DayChart
          testId="chart-subscriptions"
          kind="line"
          summary="latest"
          title={t("admin.dashboard.subscriptions")}
          days={dates}
          series={[
            { label: t("admin.dashboard.subscriptions"), values: of((d) => d.active_subscriptions), color: "night" },
          ]}
        />
        <DayChart
          testId="chart-predictions"
          title={t("admin.dashboard.predictions")}
          days={dates}
          series={[{ label: t("admin.dashboard.predictions"), values: of((d) => d.predictions), color: "night" }]}
        />
        <DayChart
          testId="chart-forum"
          title={t("admin.dashboard.forumPosts")}
          days={dates}
          series={[{ label: t("admin.dashboard.forumPosts"), values: of((d) => d.forum_posts), color: "emerald" }]}
        />
      </div>
    </div>
  );
}
