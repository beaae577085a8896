import type { CheckoutResponse } from "@graha/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/react";
import { Link, useSearchParams, type MetaFunction } from "react-router";
import { Alert } from "../components/ui/alert";
import { buttonClasses } from "../components/ui/button";
import {
  CheckoutPanel,
  commerceMeta,
  CreamCard,
  LoginRequired,
  PageHeading,
  type PreparedOrder,
  SummaryTable,
} from "../features/commerce";
import { api } from "../lib/api";
import { apiMessage } from "../lib/api-message";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "payment", { noindex: true });

type State =
  { name: "preparing" } | { name: "ready"; order: PreparedOrder } | { name: "error"; message: string | null };

/** Creates the checkout on the server (prices, wheel discount and GST are the server's). */
async function createCheckout(offerId: string, lang: string): Promise<State> {
  const answer = await api<CheckoutResponse>("/api/v1/checkout", { body: { offer_id: offerId } });
  if (!answer.ok) return { name: "error", message: apiMessage(answer.body, lang) ?? null };
  const { item, summary, provider, payment_id, demo_payments } = answer.data;
  return {
    name: "ready",
    order: {
      kind: "recharge",
      item,
      summary,
      provider: provider.name,
      keyId: provider.key_id,
      orderId: provider.order_id,
      paymentId: payment_id,
      demoPayments: demo_payments,
    },
  };
}

function Checkout({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const [state, setState] = useState<State>({ name: "preparing" });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === offerId) return;
    started.current = offerId;
    setState({ name: "preparing" });
    void createCheckout(offerId, lang).then(setState);
  }, [offerId, lang]);

  if (state.name === "preparing") {
    return (
      <p role="status" className="py-8 text-center text-night-800">
        {t("commerce.payment.preparing")}
      </p>
    );
  }
  if (state.name === "error") {
    return (
      <div className="flex flex-col gap-4">
        <Alert>
          {t("commerce.payment.orderFailed")}
          {state.message ? `: ${state.message}` : ""}
        </Alert>
        <Link to="/recharges" className={buttonClasses("primary", "md")}>
          {t("commerce.payment.chooseAnother")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <SummaryTable order={state.order} />
      <CheckoutPanel order={state.order} />
    </div>
  );
}

export default function Payment() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const [params] = useSearchParams();
  const offerId = params.get("offer") ?? "";

  return (
    <section className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <PageHeading title={t("commerce.payment.title")} subtitle={t("commerce.payment.subtitle")} />
      {!user ? (
        <LoginRequired text={t("commerce.payment.loginText")} />
      ) : !offerId ? (
        <CreamCard className="flex flex-col gap-4">
          <p>{t("commerce.payment.noOffer")}</p>
          <Link to="/recharges" className={buttonClasses("primary", "md")}>
            {t("commerce.payment.backToRecharges")}
          </Link>
        </CreamCard>
      ) : (
        <CreamCard data-testid="payment-card">
          <Checkout offerId={offerId} />
        </CreamCard>
      )}
      <Link to="/recharges" className={buttonClasses("ghost", "sm", "mt-5 w-full")}>
        {t("commerce.payment.backToRecharges")}
      </Link>
    </section>
  );
}
