import type {
  CreateSubscriptionResponse,
  PlansResponse,
  PlanView,
  SubscriberCountResponse,
  SubscriptionStatusResponse,
} from "@graha/contracts";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/react";
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Alert } from "../components/ui/alert";
import { Button, buttonClasses } from "../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../components/ui/dialog";
import { useLoginDialog } from "../lib/login-dialog";
import {
  CheckList,
  commerceMeta,
  formatRupees,
  // The order summary and the checkout show in the subscribe dialog only: fetched with it.
  LazyCheckoutPanel as CheckoutPanel,
  LazySummaryTable as SummaryTable,
  PageHeading,
  planText,
  type PreparedOrder,
} from "../features/commerce";
import { api, hasSessionCookie, loaderApi } from "../lib/api";
import { apiMessage } from "../lib/api-message";
import { cn } from "../lib/cn";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "subscription");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const load = loaderApi(context, request);
  const [plans, count, current] = await Promise.all([
    load<PlansResponse>("/api/v1/plans"),
    load<SubscriberCountResponse>("/api/v1/subscriptions/count"),
    hasSessionCookie(request)
      ? load<SubscriptionStatusResponse>("/api/v1/subscriptions/current")
      : Promise.resolve(null),
  ]);
  return {
    plans: plans.ok ? plans.data.plans : [],
    count: count.ok ? count.data.count : null,
    isActive: Boolean(current?.ok && current.data.is_active),
  };
}

function useScrolledPast(px: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [px]);
  return past;
}

function useSubscribe() {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const { openLogin } = useLoginDialog();
  const [ordering, setOrdering] = useState(false);
  const [order, setOrder] = useState<PreparedOrder | null>(null);
  const [error, setError] = useState<string | null>(null);

  const subscribe = async (plan: PlanView) => {
    if (!user) return openLogin();
    if (ordering) return;
    setOrdering(true);
    setError(null);
    const answer = await api<CreateSubscriptionResponse>("/api/v1/subscriptions", { body: { plan_id: plan.id } });
    if (answer.ok) {
      const { data } = answer;
      setOrder({
        kind: "subscription",
        item: planText(plan, "en", t).name,
        summary: data.summary,
        provider: data.provider,
        keyId: data.key_id,
        orderId: data.subscription_id,
        demoPayments: data.demo_payments,
      });
    } else {
      const message = apiMessage(answer.body, lang);
      setError(`${t("commerce.payment.orderFailed")}${message ? `: ${message}` : ""}`);
    }
    setOrdering(false);
  };
  return { subscribe, ordering, order, setOrder, error };
}

/** A titled section under the plans (benefits, testimonials, FAQ). */
function PlanSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("mt-16", className)}>
      <h2 id={id} className="mb-6 text-center font-display text-3xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Subscription() {
  const { t, i18n } = useTranslation();
  const { plans, count, isActive } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const { subscribe, ordering, order, setOrder, error } = useSubscribe();
  const [paid, setPaid] = useState(false);
  const showBar = useScrolledPast(500);
  const featured = plans.find((plan) => plan.featured && plan.purchasable) ?? plans.find((plan) => plan.purchasable);

  const benefits = [1, 2, 3, 4] as const;
  const testimonials = [1, 2, 3] as const;
  const faqs = [1, 2, 3, 4, 5, 6] as const;

  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pb-28 pt-10 sm:px-5 sm:pt-14">
        <PageHeading title={t("commerce.subscription.title")} subtitle={t("commerce.subscription.subtitle")}>
          <p className="text-sm font-semibold text-saffron-300" data-testid="subscriber-count">
            {count ? t("commerce.subscription.count", { count }) : t("commerce.subscription.countZero")}
          </p>
        </PageHeading>

        {isActive ? (
          <div
            role="status"
            className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-emerald-400/40 bg-emerald-500/10 p-4 text-emerald-100"
          >
            <p>{t("commerce.subscription.activeNote")}</p>
            <Link to="/my-active-plans" className={buttonClasses("outline", "sm")}>
              {t("commerce.subscription.activeLink")}
            </Link>
          </div>
        ) : null}
        {error ? <Alert className="mb-6">{error}</Alert> : null}

        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan) => {
            const text = planText(plan, i18n.language, t);
            return (
              <li
                key={plan.id}
                data-testid={`plan-${plan.id}`}
                className={cn(
                  "relative flex flex-col gap-4 rounded-3xl border p-6 shadow-xl shadow-black/30",
                  plan.featured
                    ? "border-saffron-400/70 bg-gradient-to-b from-night-700 to-night-900"
                    : "border-gold-400/20 bg-night-900/70",
                )}
              >
                {plan.featured ? (
                  <span className="absolute -top-3 left-6 rounded-full bg-gradient-to-r from-saffron-500 to-gold-400 px-3 py-1 text-xs font-bold uppercase tracking-wider text-night-950">
                    {t("commerce.subscription.mostPopular")}
                  </span>
                ) : null}
                <h2 className="font-display text-2xl font-semibold text-gold-200">{text.name}</h2>
                <p className="flex items-baseline gap-2">
                  {plan.old_price > plan.price ? (
                    <s
                      className="text-lg text-cream/50"
                      aria-label={t("commerce.subscription.oldPrice", { price: formatRupees(plan.old_price) })}
                    >
                      {formatRupees(plan.old_price)}
                    </s>
                  ) : null}
                  <span className="font-display text-4xl font-bold text-cream">{formatRupees(plan.price)}</span>
                  {plan.price > 0 ? <span className="text-cream/70">{t("commerce.subscription.perMonth")}</span> : null}
                </p>
                <p className="text-sm font-semibold text-saffron-300">
                  {t("commerce.subscription.questions", { count: plan.questions })}
                </p>
                <CheckList
                  items={text.bullets}
                  className="flex flex-1 flex-col gap-2 text-sm text-cream/85"
                  markClassName="text-gold-300"
                />
                {plan.purchasable ? (
                  <Button
                    size="lg"
                    onClick={() => void subscribe(plan)}
                    disabled={isActive || paid || ordering}
                    aria-busy={ordering || undefined}
                  >
                    {ordering ? t("commerce.subscription.ordering") : t("commerce.subscription.subscribe")}
                  </Button>
                ) : (
                  <p className="rounded-full border border-white/15 py-3 text-center text-sm text-cream/70">
                    {t("commerce.subscription.freeNote")}
                  </p>
                )}
              </li>
            );
          })}
        </ul>

        <PlanSection id="benefits-title" title={t("commerce.subscription.benefitsTitle")}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map((n) => (
              <li key={n} className="rounded-2xl border border-white/10 bg-night-900/60 p-5">
                <h3 className="font-semibold text-gold-200">{t(`commerce.subscription.benefit${n}Title`)}</h3>
                <p className="mt-1 text-sm text-cream/70">{t(`commerce.subscription.benefit${n}Text`)}</p>
              </li>
            ))}
          </ul>
        </PlanSection>

        <PlanSection id="testimonials-title" title={t("commerce.subscription.testimonialsTitle")}>
          <ul className="grid gap-4 md:grid-cols-3">
            {testimonials.map((n) => (
              <li key={n}>
                <figure className="flex h-full flex-col gap-3 rounded-2xl border border-gold-400/15 bg-night-900/60 p-5">
                  <blockquote className="flex-1 text-cream/85">“{t(`commerce.subscription.t${n}Text`)}”</blockquote>
                  <figcaption className="text-sm">
                    <span className="font-semibold text-gold-200">{t(`commerce.subscription.t${n}Name`)}</span>
                    <span className="text-cream/60"> · {t(`commerce.subscription.t${n}Place`)}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </PlanSection>

        <PlanSection id="faq-title" title={t("commerce.subscription.faqTitle")} className="mx-auto max-w-3xl">
          <div className="flex flex-col gap-3">
            {faqs.map((n) => (
              <details
                key={n}
                className="group rounded-2xl border border-white/10 bg-night-900/60 p-4 open:border-gold-400/30"
              >
                <summary className="cursor-pointer list-none font-semibold text-gold-200 marker:hidden">
                  <span className="flex items-center justify-between gap-3">
                    {t(`commerce.subscription.q${n}`)}
                    <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-2 text-cream/80">{t(`commerce.subscription.a${n}`)}</p>
              </details>
            ))}
          </div>
        </PlanSection>
      </section>

      {featured && showBar ? (
        <div
          data-testid="sticky-subscribe"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-gold-400/25 bg-night-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
        >
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-display text-xl font-bold text-gold-200">
                {t("commerce.subscription.stickyPrice", { price: formatRupees(featured.price) })}
              </p>
              <p className="text-xs text-cream/70">{t("commerce.subscription.stickyText")}</p>
            </div>
            <Button onClick={() => void subscribe(featured)} disabled={isActive || paid || ordering}>
              {ordering ? t("commerce.subscription.ordering") : t("commerce.subscription.subscribe")}
            </Button>
          </div>
        </div>
      ) : null}

      <Dialog
        open={order !== null}
        onOpenChange={(open) => {
          if (!open) {
            setOrder(null);
            if (paid) void revalidator.revalidate();
          }
        }}
      >
        <DialogContent closeLabel={t("commerce.common.close")} data-testid="subscribe-dialog">
          {order ? (
            <div className="flex flex-col gap-4">
              <DialogTitle className="pr-8">
                {t("commerce.subscription.checkoutTitle", {
                  plan: featured ? planText(featured, i18n.language, t).name : order.item,
                })}
              </DialogTitle>
              <DialogDescription>
                {t("commerce.subscription.renewNote", { price: featured ? formatRupees(featured.price) : "" })}
              </DialogDescription>
              {paid ? null : <SummaryTable order={order} />}
              <CheckoutPanel order={order} onPaid={() => setPaid(true)} />
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
