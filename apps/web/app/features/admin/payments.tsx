import type { AdminPaymentResponse, AdminPaymentsResponse, AdminRefundBody } from "@graha/contracts";
import type { TFunction } from "i18next";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { useRootData } from "../../lib/session";
import { formatDateTime, formatPaise } from "../commerce";
import { recordPath, rupeesToPaise } from "./model";
import { PaymentRows } from "./users";
import { Panel, ReasonForm, SearchPage, TextField } from "./ui";

/** Search payments (ids or mobile digits); the newest when the search is empty. */
export function PaymentSearch({ q, payments }: { q: string; payments: AdminPaymentsResponse["payments"] }) {
  const { t } = useTranslation();
  return (
    <SearchPage input={{ name: "q", label: t("admin.payments.searchLabel"), value: q }}>
      <PaymentRows payments={payments} />
    </SearchPage>
  );
}

const TIMELINE_EVENTS = [
  "order",
  "paid",
  "failed",
  "credited",
  "debited",
  "refund_pending",
  "refund_processed",
  "refund_failed",
  "payment_refund",
  "plan_cancel",
] as const;

/** A timeline step in words ("payment.refund" → "Refund (staff action)"); an unknown one as sent. */
export function timelineEvent(t: TFunction, event: string): string {
  const key = event.replace(/\./g, "_");
  return (TIMELINE_EVENTS as readonly string[]).includes(key)
    ? t(`admin.payments.events.${key as (typeof TIMELINE_EVENTS)[number]}`)
    : event;
}

/** One payment: its facts, its timeline, a refund (full or part) and cancelling its plan. */
export function PaymentDetail({ data }: { data: AdminPaymentResponse }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { payment, subscription } = data;
  const id = useId();
  const [amount, setAmount] = useState("");
  const facts: [string, string][] = [
    [t("admin.payments.kind"), t(`admin.payments.kinds.${payment.kind}`)],
    [t("admin.payments.status"), t(`admin.payments.statuses.${payment.status}`)],
    [t("admin.payments.total"), formatPaise(payment.total_paise)],
    [t("admin.payments.gst"), formatPaise(payment.gst_paise)],
    [t("admin.payments.refunded"), formatPaise(payment.refunded_paise)],
    [t("admin.payments.provider"), payment.provider],
    [t("admin.payments.order"), payment.provider_order_id ?? "—"],
    [t("admin.payments.providerPayment"), payment.provider_payment_id ?? "—"],
    [t("admin.payments.invoice"), payment.invoice_number ?? "—"],
    [t("admin.payments.created"), formatDateTime(payment.created_at, lang)],
    [t("admin.payments.paid"), formatDateTime(payment.paid_at, lang)],
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="admin-payment">
      <Panel title={`${t("admin.payments.id")} ${payment.id}`}>
        <p className="mb-3 text-sm">
          {t("admin.payments.user")}:{" "}
          <Link to={recordPath("users", payment.user_id)} className="font-semibold underline">
            {payment.mobile}
          </Link>
        </p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-night-900/10 py-1">
              <dt className="text-night-800/80">{label}</dt>
              <dd className="break-all text-right font-semibold" data-fact={label}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Panel>

      <Panel title={t("admin.payments.timeline")}>
        <ol className="flex flex-col gap-2" data-testid="timeline">
          {data.timeline.map((step, index) => (
            <li key={`${step.at}-${index}`} className="border-l-2 border-saffron-500 pl-3 text-sm">
              <p className="font-semibold">{timelineEvent(t, step.event)}</p>
              <p className="text-night-800/80">{formatDateTime(step.at, lang)}</p>
              {step.detail ? <p className="break-words">{step.detail}</p> : null}
            </li>
          ))}
        </ol>
      </Panel>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Panel>
          {data.refundable_paise > 0 ? (
            <ReasonForm
              testId="refund"
              title={t("admin.payments.refundTitle")}
              intro={t("admin.payments.refundIntro")}
              path={`/api/v1/admin/payments/${encodeURIComponent(payment.id)}/refund`}
              submitLabel={t("admin.payments.refund")}
              variant="danger"
              onDone={() => setAmount("")}
              body={(reason, setAlert) => {
                if (!amount.trim()) return { reason } satisfies AdminRefundBody;
                const paise = rupeesToPaise(amount);
                if (paise === null || paise <= 0) {
                  setAlert(t("admin.amountInvalid"));
                  return null;
                }
                return { amount_paise: paise, reason } satisfies AdminRefundBody;
              }}
            >
              <p className="text-sm font-semibold">
                {t("admin.payments.refundable", { amount: formatPaise(data.refundable_paise) })}
              </p>
              <TextField
                id={`${id}-amount`}
                name="amount"
                label={t("admin.payments.refundAmount")}
                inputMode="decimal"
                value={amount}
                onChange={setAmount}
              />
            </ReasonForm>
          ) : (
            <p>{t("admin.payments.nothingRefundable")}</p>
          )}
        </Panel>
        {subscription ? (
          <Panel title={t("admin.payments.plan")}>
            <p className="mb-3 text-sm">
              {t("admin.payments.planStatus", {
                status: t(
                  `admin.payments.planStatuses.${subscription.status}` as "admin.payments.planStatuses.active",
                  {
                    defaultValue: subscription.status,
                  },
                ),
                until: formatDateTime(subscription.current_end, lang),
              })}
            </p>
            {subscription.status === "active" ? (
              <ReasonForm
                testId="cancel-plan"
                title={t("admin.payments.cancelTitle")}
                intro={t("admin.payments.cancelIntro")}
                path={`/api/v1/admin/subscriptions/${encodeURIComponent(subscription.id)}/cancel`}
                submitLabel={t("admin.payments.cancel")}
                variant="danger"
              />
            ) : null}
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
