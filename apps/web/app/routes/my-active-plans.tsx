import type { SubscriptionStatusResponse } from "@graha/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "../i18n/react";
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { toast } from "../lib/toast";
import { buttonClasses } from "../components/ui/button";
import {
  CancelSubscription,
  commerceMeta,
  CheckList,
  CreamCard,
  formatDate,
  LoginRequired,
  PageHeading,
  percentOneDecimal,
} from "../features/commerce";
import { hasSessionCookie, loaderApi } from "../lib/api";
import type { Lang } from "../i18n";
import { cn } from "../lib/cn";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "plans", { noindex: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return { current: null, failed: false };
  const current = await loaderApi(context, request)<SubscriptionStatusResponse>("/api/v1/subscriptions/current");
  return { current: current.ok ? current.data : null, failed: !current.ok };
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function StatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  const tone =
    status === "active"
      ? "bg-emerald-100 text-emerald-800"
      : status === "cancelled"
        ? "bg-red-100 text-red-800"
        : "bg-night-900/5 text-night-800";
  const label =
    status === "active"
      ? t("commerce.plans.statusActive")
      : status === "cancelled"
        ? t("commerce.plans.statusCancelled")
        : (status ?? "—");
  return (
    <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", tone)} data-testid="plan-status">
      {label}
    </span>
  );
}

/** What an ended plan took with it: the four-step cancel ends a plan at once, with its unused questions. */
function planEndedText(current: SubscriptionStatusResponse, lang: Lang, t: TFunction): string | null {
  const count = current.questions_ended;
  if (current.status === "cancelled" && current.cancelled_at) {
    const date = formatDate(current.cancelled_at, lang);
    return count > 0
      ? t("commerce.plans.cancelledAtOnce", { count, date })
      : t("commerce.plans.cancelledAtOnceNone", { date });
  }
  const endedAt = current.cancelled_at ?? current.end_date;
  return count > 0 && endedAt ? t("commerce.plans.expiredOn", { count, date: formatDate(endedAt, lang) }) : null;
}

export default function MyActivePlans() {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const { current, failed } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();

  let body;
  if (!user) body = <LoginRequired />;
  else if (failed || !current)
    body = (
      <CreamCard>
        <p>{t("commerce.common.noDataFound")}</p>
      </CreamCard>
    );
  else if (!current.has_subscription) {
    body = (
      <CreamCard className="flex flex-col items-center gap-4 text-center" data-testid="plans-empty">
        <span aria-hidden="true" className="text-4xl">
          ✦
        </span>
        <p className="text-lg font-semibold">{t("commerce.plans.empty")}</p>
        <Link to="/subscription" className={buttonClasses("primary", "md")}>
          {t("commerce.plans.startNew")}
        </Link>
      </CreamCard>
    );
  } else {
    const used = Math.max(0, current.max_questions - current.remaining_questions);
    const percent = percentOneDecimal(used, current.max_questions);
    const active = current.is_active && current.status === "active";
    const cancelled = current.status === "cancelled";
    const endedText = active ? null : planEndedText(current, lang, t);
    body = (
      <CreamCard className="flex flex-col gap-6" data-testid="plan-card">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-display text-2xl font-semibold">
            {lang === "hi" && current.plan_name === "Monthly"
              ? t("commerce.subscription.planMonthly")
              : current.plan_name}
          </h2>
          <div className="flex items-center gap-2">
            <span className="text-sm text-night-800/70">{t("commerce.plans.status")}</span>
            <StatusBadge status={current.status} />
          </div>
        </div>
        {current.subscription_id ? (
          <div className="flex flex-col gap-1">
            <span className="text-sm text-night-800/70">{t("commerce.plans.subscriptionId")}</span>
            <div className="flex items-center gap-2">
              <code
                className="min-w-0 flex-1 truncate rounded-lg bg-night-900/5 px-3 py-2 text-sm"
                data-testid="subscription-id"
              >
                {current.subscription_id}
              </code>
              <button
                type="button"
                aria-label={t("commerce.plans.copyLabel")}
                className={buttonClasses("outline", "sm", "border-night-700/30 text-night-900 hover:bg-night-900/5")}
                onClick={async () => {
                  if (await copyText(current.subscription_id ?? "")) toast.success(t("commerce.plans.copied"));
                  else toast.error(t("commerce.plans.copyFailed"));
                }}
              >
                {t("commerce.plans.copy")}
              </button>
            </div>
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          <div className="flex justify-between text-sm">
            <span className="font-semibold">{t("commerce.plans.usage")}</span>
            <span data-testid="usage-text">
              {t("commerce.plans.usageText", { used, max: current.max_questions, percent })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t("commerce.plans.usage")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Number(percent)}
            aria-valuetext={`${percent}%`}
            className="h-3 overflow-hidden rounded-full bg-night-900/10"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-saffron-500 to-gold-400"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-sm text-night-800/70">
            {t("commerce.plans.remaining", { count: current.remaining_questions })}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {[
            ["startDate", formatDate(current.start_date, lang)],
            // A cancelled plan ended when it was cancelled, not at the end of its period.
            cancelled && current.cancelled_at
              ? ["endedOn", formatDate(current.cancelled_at, lang)]
              : ["endDate", formatDate(current.end_date, lang)],
            ["lastPayment", formatDate(current.last_payment_date, lang)],
            ["daysRemaining", t("commerce.plans.daysValue", { count: current.days_remaining })],
          ].map(([key, value]) => (
            <div key={key} className="rounded-xl bg-night-900/5 p-3">
              <dt className="text-night-800/70">{t(`commerce.plans.${key as "startDate"}`)}</dt>
              <dd className="font-semibold" data-testid={`plan-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="mb-2 font-semibold">{t("commerce.plans.benefits")}</h3>
          <CheckList
            items={[
              t("commerce.plans.benefit1", { count: current.max_questions }),
              t("commerce.plans.benefit2"),
              t("commerce.plans.benefit3"),
            ]}
            className="flex flex-col gap-1 text-sm"
            markClassName="text-saffron-600"
          />
        </div>
        {active ? (
          <CancelSubscription
            daysRemaining={current.days_remaining}
            remainingQuestions={current.remaining_questions}
            onCancelled={() => void revalidator.revalidate()}
          />
        ) : (
          <div className="flex flex-col gap-3">
            {endedText ? (
              <p className="font-semibold" data-testid="plan-ended">
                {endedText}
              </p>
            ) : null}
            <p className="text-sm text-night-800/80">{t("commerce.plans.cancelledNote")}</p>
            <Link to="/subscription" className={buttonClasses("primary", "lg")}>
              {t("commerce.plans.renew")}
            </Link>
          </div>
        )}
      </CreamCard>
    );
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageHeading title={t("commerce.plans.title")} />
      {body}
    </section>
  );
}
