import type { ReceiptResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { buttonClasses } from "../components/ui/button";
import {
  commerceMeta,
  CreamCard,
  formatDateTime,
  LoginRequired,
  PageHeading,
  SummaryTable,
} from "../features/commerce";
import { hasSessionCookie, loaderApi } from "../lib/api";
import { cn } from "../lib/cn";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "receipt", { noindex: true });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return { receipt: null };
  const path = `/api/v1/payments/${encodeURIComponent(params.id ?? "")}`;
  const result = await loaderApi(context, request)<ReceiptResponse>(path);
  return { receipt: result.ok ? result.data : null };
}

const statusTone = {
  paid: "bg-emerald-100 text-emerald-800",
  created: "bg-amber-100 text-amber-800",
  failed: "bg-red-100 text-red-800",
} as const;
const statusKey = { paid: "statusPaid", created: "statusCreated", failed: "statusFailed" } as const;

export default function ReceiptPage() {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const { receipt } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <PageHeading title={t("commerce.receipt.title")} />
      {!user ? (
        <LoginRequired />
      ) : !receipt ? (
        <CreamCard>
          <p>{t("commerce.receipt.notFound")}</p>
        </CreamCard>
      ) : (
        <CreamCard className="flex flex-col gap-4" data-testid="receipt">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-night-800/70">{t("commerce.receipt.status")}</dt>
            <dd>
              <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", statusTone[receipt.status])}>
                {t(`commerce.receipt.${statusKey[receipt.status]}`)}
              </span>
            </dd>
            <dt className="text-night-800/70">{t("commerce.receipt.paymentId")}</dt>
            <dd className="break-all font-mono text-xs">{receipt.payment_id}</dd>
            {receipt.provider_payment_id ? (
              <>
                <dt className="text-night-800/70">{t("commerce.receipt.providerPaymentId")}</dt>
                <dd className="break-all font-mono text-xs">{receipt.provider_payment_id}</dd>
              </>
            ) : null}
            <dt className="text-night-800/70">{t("commerce.receipt.provider")}</dt>
            <dd className="capitalize">{receipt.provider}</dd>
            <dt className="text-night-800/70">{t("commerce.receipt.createdAt")}</dt>
            <dd>{formatDateTime(receipt.created_at, lang)}</dd>
            {receipt.paid_at ? (
              <>
                <dt className="text-night-800/70">{t("commerce.receipt.paidAt")}</dt>
                <dd>{formatDateTime(receipt.paid_at, lang)}</dd>
              </>
            ) : null}
          </dl>
          <SummaryTable order={receipt} />
        </CreamCard>
      )}
      <Link to="/balance" className={buttonClasses("ghost", "sm", "mt-5 w-full")}>
        {t("commerce.receipt.backToBalance")}
      </Link>
    </section>
  );
}
