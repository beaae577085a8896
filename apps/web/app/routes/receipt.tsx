import type { ReceiptResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import type { ReactNode } from "react";
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { buttonClasses } from "../components/ui/button";
import {
  commerceMeta,
  CreamCard,
  formatDateTime,
  formatPaise,
  LoginRequired,
  PageHeading,
  SummaryTable,
} from "../features/commerce";
import { hasSessionCookie, loaderApi } from "../lib/api";
import { cn } from "../lib/cn";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "receipt", { noindex: true });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return data({ receipt: null }, { status: 401 });
  const path = `/api/v1/payments/${encodeURIComponent(params.id ?? "")}`;
  const result = await loaderApi(context, request)<ReceiptResponse>(path);
  if (result.ok) return { receipt: result.data };
  if (result.status === 401) return data({ receipt: null }, { status: 401 });
  // Someone else's receipt answers exactly as a missing one: the 404 page, with its status.
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  throw data(null, { status: result.status >= 500 ? result.status : 502 });
}

const statusTone = {
  paid: "bg-emerald-100 text-emerald-800",
  created: "bg-amber-100 text-amber-800",
  failed: "bg-red-100 text-red-800",
} as const;
const statusKey = { paid: "statusPaid", created: "statusCreated", failed: "statusFailed" } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-night-800/70">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The seller a GST invoice must name: registered name, address and GSTIN (the server's configuration). */
function Seller({ seller }: { seller: ReceiptResponse["seller"] }) {
  const { t } = useTranslation();
  return (
    <div className="border-b border-dashed border-night-700/20 pb-4 text-sm" data-testid="invoice-seller">
      <p className="text-xs font-semibold uppercase tracking-wider text-saffron-700">
        {t("commerce.receipt.taxInvoice")}
      </p>
      <p className="mt-1 text-base font-semibold">{seller.name}</p>
      <p className="text-night-800/80">{seller.address}</p>
      <p className="mt-1">
        <span className="text-night-800/70">{t("commerce.receipt.gstin")}</span>{" "}
        <span className="font-mono font-semibold">{seller.gstin}</span>
      </p>
    </div>
  );
}

export default function ReceiptPage() {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const { receipt } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <PageHeading title={t("commerce.receipt.title")} />
      {!user ? (
        <LoginRequired />
      ) : !receipt ? null : (
        <CreamCard className="flex flex-col gap-4" data-testid="receipt">
          {receipt.invoice_number ? <Seller seller={receipt.seller} /> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {receipt.invoice_number ? (
              <Row label={t("commerce.receipt.invoiceNumber")}>
                <span className="font-mono text-xs font-semibold" data-testid="invoice-number">
                  {receipt.invoice_number}
                </span>
              </Row>
            ) : null}
            <Row label={t("commerce.receipt.status")}>
              <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", statusTone[receipt.status])}>
                {t(`commerce.receipt.${statusKey[receipt.status]}`)}
              </span>
            </Row>
            <Row label={t("commerce.receipt.paymentId")}>
              <span className="break-all font-mono text-xs">{receipt.payment_id}</span>
            </Row>
            {receipt.provider_payment_id ? (
              <Row label={t("commerce.receipt.providerPaymentId")}>
                <span className="break-all font-mono text-xs">{receipt.provider_payment_id}</span>
              </Row>
            ) : null}
            <Row label={t("commerce.receipt.provider")}>
              <span className="capitalize">{receipt.provider}</span>
            </Row>
            <Row label={t("commerce.receipt.createdAt")}>{formatDateTime(receipt.created_at, lang)}</Row>
            {receipt.paid_at ? (
              <Row label={t(receipt.invoice_number ? "commerce.receipt.invoiceDate" : "commerce.receipt.paidAt")}>
                {formatDateTime(receipt.paid_at, lang)}
              </Row>
            ) : null}
            <Row label={t("commerce.receipt.taxableValue")}>
              <span data-testid="taxable-value">
                {formatPaise(receipt.summary.base_paise - receipt.summary.discount_paise)}
              </span>
            </Row>
          </dl>
          <SummaryTable order={receipt} />
          {receipt.invoice_number ? (
            <p className="text-xs text-night-800/70">
              {t("commerce.receipt.gstNote", { percent: receipt.summary.gst_percent })}
            </p>
          ) : (
            <p className="text-xs text-night-800/70">{t("commerce.receipt.notInvoiceYet")}</p>
          )}
        </CreamCard>
      )}
      <Link to="/balance" className={buttonClasses("ghost", "sm", "mt-5 w-full")}>
        {t("commerce.receipt.backToBalance")}
      </Link>
    </section>
  );
}
