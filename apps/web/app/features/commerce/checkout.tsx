import type {
  CheckoutSummary,
  PaymentResultResponse,
  SandboxOrderResponse,
  SandboxPayResponse,
} from "@graha/contracts";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { LineIcon } from "../../components/layout/icons";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { api, apiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { localMobile, useRootData } from "../../lib/session";
import { itemLabel } from "./item-label";
import { formatPaise } from "./money";
import { loadRazorpay, openRazorpay, type RazorpayResult } from "./razorpay";

export const METHODS = ["upi", "card", "netbanking", "wallet"] as const;

/**
 * What to say when the server refused a payment step: its own message when the wheel
 * discount the order was priced with went to another payment (reopen for the new price),
 * else the spec's generic text.
 */
function refusal(body: unknown, generic: string): string {
  const error = apiError(body);
  return error.message_code === "commerce.discount_used" && error.message ? error.message : generic;
}
export type PayMethod = (typeof METHODS)[number];

/** An order the server created: what to pay and through which provider. */
export interface PreparedOrder {
  kind: "recharge" | "subscription";
  item: string;
  summary: CheckoutSummary;
  provider: "sandbox" | "razorpay";
  keyId: string;
  /** order_id for a recharge, subscription_id for a plan. */
  orderId: string;
  /** Our payment id (recharges), for the receipt link. */
  paymentId?: string | undefined;
  /** The sandbox serves a deployed site (a staging demo): the checkout says no money moves. */
  demoPayments: boolean;
}

type Phase =
  | { name: "choose" }
  | { name: "opening" }
  | { name: "sandbox"; amountPaise: number }
  | { name: "paying" }
  | { name: "verifying" }
  | { name: "success"; paymentId: string | null }
  | { name: "failed"; message: string };

/** The figures exactly as the server computed them. */
export function SummaryTable({ order }: { order: Pick<PreparedOrder, "item" | "summary" | "kind"> }) {
  const { t, i18n } = useTranslation();
  const { summary } = order;
  const rows: Array<{ label: string; value: string; tone?: string; testId: string }> = [
    {
      label: summary.gst_included ? t("commerce.payment.planBase") : t("commerce.payment.base"),
      value: formatPaise(summary.base_paise),
      testId: "summary-base",
    },
  ];
  if (summary.discount_paise > 0) {
    rows.push({
      label: t("commerce.payment.discount", { percent: summary.discount_percent }),
      value: formatPaise(-summary.discount_paise),
      tone: "text-emerald-700",
      testId: "summary-discount",
    });
  }
  rows.push({
    label: summary.gst_included
      ? t("commerce.payment.gstIncluded", { percent: summary.gst_percent })
      : t("commerce.payment.gst", { percent: summary.gst_percent }),
    value: formatPaise(summary.gst_paise),
    testId: "summary-gst",
  });
  return (
    <div className="rounded-2xl border border-night-700/10 bg-white/70 p-4">
      <p className="text-xs font-semibold uppercase tracking-wider text-night-800/60">{t("commerce.payment.item")}</p>
      <p className="mb-3 font-semibold" data-testid="summary-item">
        {itemLabel(order.item, i18n.language, t)}
      </p>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.testId} className={cn("flex justify-between gap-4", row.tone)} data-testid={row.testId}>
            <dt>{row.label}</dt>
            <dd className="font-medium tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div
          className="mt-1 flex justify-between gap-4 border-t border-dashed border-night-700/20 pt-3 text-base font-bold"
          data-testid="summary-total"
        >
          <dt>{t("commerce.payment.total")}</dt>
          <dd className="tabular-nums">{formatPaise(summary.total_paise)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The lines of each payment method's glyph (drawn in a LineIcon). */
const methodGlyph: Record<PayMethod, ReactNode> = {
  upi: <path d="M7 4l5 8-5 8M13 4l5 8-5 8" strokeLinejoin="round" />,
  card: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  netbanking: <path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" strokeLinejoin="round" />,
  wallet: (
    <>
      <path d="M4 7h14a2 2 0 012 2v9a2 2 0 01-2 2H5a1 1 0 01-1-1V7zm0 0l11-3v3" strokeLinejoin="round" />
      <circle cx="16" cy="13.5" r="1.2" fill="currentColor" />
    </>
  ),
};

export function MethodTiles({
  value,
  onChange,
  disabled,
  name,
}: {
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  disabled?: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-night-800">{t("commerce.payment.methods")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {METHODS.map((method) => (
          <label
            key={method}
            className={cn(
              "relative flex cursor-pointer flex-col gap-1 rounded-2xl border-2 bg-white p-3 text-night-900 transition-colors",
              "has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-saffron-500",
              value === method
                ? "border-saffron-500 bg-saffron-500/10"
                : "border-night-700/10 hover:border-saffron-400/60",
            )}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="sr-only"
            />
            <span className="text-saffron-700">
              <LineIcon className="h-6 w-6">{methodGlyph[method]}</LineIcon>
            </span>
            <span className="text-sm font-semibold leading-tight">{t(`commerce.payment.${method}`)}</span>
            <span className="text-xs leading-tight text-night-800/60">{t(`commerce.payment.${method}Hint`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The banner of a staging demo's checkout: nothing paid here is real. */
function DemoPaymentsBanner() {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="demo-payments-banner"
    >
      <p className="font-semibold">{t("commerce.payment.demoTitle")}</p>
      <p>{t("commerce.payment.demoText")}</p>
    </div>
  );
}

/**
 * Method tiles and Pay for an order the server created, then the provider's checkout (the
 * built-in sandbox step, or Razorpay Checkout), then verification and the result; under the
 * demo banner when the server says payments are a demo.
 */
export function CheckoutPanel({ order, onPaid }: { order: PreparedOrder; onPaid?: () => void }) {
  const steps = <CheckoutSteps order={order} {...(onPaid ? { onPaid } : {})} />;
  if (!order.demoPayments) return steps;
  return (
    <div className="flex flex-col gap-4">
      <DemoPaymentsBanner />
      {steps}
    </div>
  );
}

function CheckoutSteps({ order, onPaid }: { order: PreparedOrder; onPaid?: () => void }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const [method, setMethod] = useState<PayMethod>("upi");
  const [phase, setPhase] = useState<Phase>({ name: "choose" });

  const verify = async (result: RazorpayResult | null) => {
    if (!result?.razorpay_payment_id || !result.razorpay_signature) {
      setPhase({ name: "failed", message: t("commerce.payment.failed") });
      return;
    }
    setPhase({ name: "verifying" });
    const body =
      order.kind === "subscription"
        ? {
            razorpay_subscription_id: result.razorpay_subscription_id ?? order.orderId,
            razorpay_payment_id: result.razorpay_payment_id,
            razorpay_signature: result.razorpay_signature,
          }
        : {
            razorpay_order_id: result.razorpay_order_id ?? order.orderId,
            razorpay_payment_id: result.razorpay_payment_id,
            razorpay_signature: result.razorpay_signature,
          };
    const path = order.kind === "subscription" ? "/api/v1/subscriptions/verify" : "/api/v1/payments/verify";
    const answer = await api<PaymentResultResponse>(path, { body });
    if (!answer.ok) {
      setPhase({ name: "failed", message: refusal(answer.body, t("commerce.payment.verifyFailed")) });
      return;
    }
    setPhase({ name: "success", paymentId: order.kind === "recharge" ? answer.data.payment_id : null });
    onPaid?.();
  };

  const pay = async () => {
    setPhase({ name: "opening" });
    if (order.provider === "sandbox") {
      const sandboxOrder = await api<SandboxOrderResponse>(
        `/api/v1/sandbox/orders/${encodeURIComponent(order.orderId)}`,
      );
      if (!sandboxOrder.ok) {
        setPhase({ name: "failed", message: refusal(sandboxOrder.body, t("commerce.payment.orderFailed")) });
        return;
      }
      setPhase({ name: "sandbox", amountPaise: sandboxOrder.data.amount_paise });
      return;
    }
    if (!(await loadRazorpay())) {
      setPhase({ name: "failed", message: t("commerce.payment.sdkFailed") });
      return;
    }
    openRazorpay(
      {
        key: order.keyId,
        ...(order.kind === "subscription" ? { subscription_id: order.orderId } : { order_id: order.orderId }),
        name: "Graha",
        description: order.item,
        currency: "INR",
        prefill: { method, ...(user?.mobile ? { contact: `+91${localMobile(user.mobile)}` } : {}) },
        theme: { color: "#ff9933" },
        handler: (result) => void verify(result),
        modal: { ondismiss: () => setPhase({ name: "choose" }) },
      },
      () => setPhase({ name: "failed", message: t("commerce.payment.failed") }),
    );
  };

  const sandboxPay = async (outcome: "success" | "failure") => {
    setPhase({ name: "paying" });
    const answer = await api<SandboxPayResponse>(`/api/v1/sandbox/orders/${encodeURIComponent(order.orderId)}/pay`, {
      body: { method, outcome },
    });
    const result = answer.ok && answer.data.status === "success" ? answer.data.result : null;
    if (!result) {
      setPhase({
        name: "failed",
        message: answer.ok ? t("commerce.payment.failed") : refusal(answer.body, t("commerce.payment.failed")),
      });
      return;
    }
    await verify(result);
  };

  if (phase.name === "success") {
    return (
      <div className="flex flex-col items-center gap-3 text-center" role="status" data-testid="payment-success">
        <span
          className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
          aria-hidden="true"
        >
          ✓
        </span>
        <h2 className="font-display text-3xl font-semibold">{t("commerce.payment.thankYou")}</h2>
        <p className="text-night-800">
          {order.kind === "subscription" ? t("commerce.payment.planDone") : t("commerce.payment.rechargeDone")}
        </p>
        <p className="text-sm text-night-800/70">
          {t("commerce.payment.paidAmount", { amount: formatPaise(order.summary.total_paise) })}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {order.kind === "subscription" ? (
            <Link to="/my-active-plans" className={buttonClasses("primary", "md")}>
              {t("commerce.payment.viewPlans")}
            </Link>
          ) : (
            <>
              <Link to="/balance" className={buttonClasses("primary", "md")}>
                {t("commerce.payment.viewBalance")}
              </Link>
              {phase.paymentId ? (
                <Link
                  to={`/receipts/${encodeURIComponent(phase.paymentId)}`}
                  className={buttonClasses("outline", "md", "border-night-700/30 text-night-900 hover:bg-night-900/5")}
                >
                  {t("commerce.payment.viewReceipt")}
                </Link>
              ) : null}
            </>
          )}
        </div>
      </div>
    );
  }

  const busy = phase.name === "opening" || phase.name === "paying" || phase.name === "verifying";

  if (
    phase.name === "sandbox" ||
    phase.name === "paying" ||
    (phase.name === "verifying" && order.provider === "sandbox")
  ) {
    const amount = phase.name === "sandbox" ? phase.amountPaise : order.summary.total_paise;
    return (
      <section
        aria-labelledby="sandbox-title"
        className="flex flex-col gap-4 rounded-2xl border-2 border-dashed border-saffron-500/60 bg-saffron-500/5 p-4"
        data-testid="sandbox-checkout"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id="sandbox-title" className="font-display text-xl font-semibold">
            {t("commerce.payment.sandboxTitle")}
          </h2>
          <span className="rounded-full bg-night-900 px-2.5 py-0.5 text-xs font-semibold text-gold-300">
            {t("commerce.payment.sandboxBadge")}
          </span>
        </div>
        <p className="text-sm text-night-800">{t("commerce.payment.sandboxNote")}</p>
        <dl className="flex justify-between text-sm">
          <dt>{t("commerce.payment.sandboxAmount")}</dt>
          <dd className="font-bold tabular-nums">{formatPaise(amount)}</dd>
        </dl>
        <MethodTiles value={method} onChange={setMethod} disabled={busy} name="sandbox-method" />
        {phase.name === "verifying" ? <p role="status">{t("commerce.payment.verifying")}</p> : null}
        <div className="grid grid-cols-2 gap-2">
          <Button variant="danger" onClick={() => void sandboxPay("failure")} disabled={busy}>
            {t("commerce.payment.sandboxFail")}
          </Button>
          <Button onClick={() => void sandboxPay("success")} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("commerce.payment.paying") : t("commerce.payment.sandboxPay", { amount: formatPaise(amount) })}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <MethodTiles value={method} onChange={setMethod} disabled={busy} name="pay-method" />
      {phase.name === "failed" ? <Alert>{phase.message}</Alert> : null}
      {phase.name === "verifying" ? <p role="status">{t("commerce.payment.verifying")}</p> : null}
      <Button size="lg" onClick={() => void pay()} disabled={busy} aria-busy={busy || undefined}>
        {busy
          ? t("commerce.payment.paying")
          : t("commerce.payment.pay", { amount: formatPaise(order.summary.total_paise) })}
      </Button>
      <p className="text-center text-xs text-night-800/60">{t("commerce.payment.secure")}</p>
    </div>
  );
}
