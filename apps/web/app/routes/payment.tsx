import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams, type MetaFunction } from "react-router";
import { Alert } from "../components/ui/alert";
import { buttonClasses } from "../components/ui/button";
import type { CheckoutSummary } from "../features/commerce/api";
import { CheckoutPanel, SummaryTable, type PreparedOrder } from "../features/commerce/checkout";
import { commerceMeta } from "../features/commerce/meta";
import { CreamCard, LoginRequired, PageHeading } from "../features/commerce/ui";
import { field, postJson, serverMessage } from "../lib/api";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "payment", { noindex: true });

type State =
  { name: "preparing" } | { name: "ready"; order: PreparedOrder } | { name: "error"; message: string | null };

/** Creates the checkout on the server (prices, wheel discount and GST are the server's). */
async function createCheckout(offerId: string): Promise<State> {
  try {
    const answer = await postJson("/api/v1/checkout", { offer_id: offerId });
    const provider = field(answer.data, "provider") as
      { name?: string; key_id?: string; order_id?: string } | undefined;
    const summary = field(answer.data, "summary") as CheckoutSummary | undefined;
    if (answer.ok && provider?.order_id && summary) {
      return {
        name: "ready",
        order: {
          kind: "recharge",
          item: String(field(answer.data, "item") ?? ""),
          summary,
          provider: provider.name === "razorpay" ? "razorpay" : "sandbox",
          keyId: provider.key_id ?? "",
          orderId: provider.order_id,
          paymentId: String(field(answer.data, "payment_id") ?? ""),
        },
      };
    }
    return { name: "error", message: serverMessage(answer.data) ?? null };
  } catch {
    return { name: "error", message: null };
  }
}

function Checkout({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ name: "preparing" });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === offerId) return;
    started.current = offerId;
    setState({ name: "preparing" });
    void createCheckout(offerId).then(setState);
  }, [offerId]);

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
