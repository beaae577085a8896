import type { TransferHistoryResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { Link, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { commerceMeta, formatDateTime, HistoryPage } from "../features/commerce";
import { hasSessionCookie, loaderApi } from "../lib/api";
import { cn } from "../lib/cn";
import { localMobile, useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "transferHistory", { noindex: true });

// The spec: transfer history redirects home without a session.
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) throw redirect("/");
  const result = await loaderApi(context, request)<TransferHistoryResponse>("/api/v1/transfers");
  if (!result.ok && result.status === 401) throw redirect("/");
  return { transactions: result.ok ? result.data.transactions : [] };
}

export default function TransferHistory() {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { transactions } = useLoaderData<typeof loader>();
  return (
    <HistoryPage
      testId="transfers"
      items={transactions}
      title={t("commerce.transferHistory.title")}
      emptyText={t("commerce.transferHistory.empty")}
      renderItem={(tx) => (
        <li key={tx.transaction_id} className="flex items-center gap-3 py-3">
          <span
            aria-hidden="true"
            className={cn(
              "flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg",
              tx.sent ? "bg-red-500/15 text-red-300" : "bg-emerald-500/15 text-emerald-300",
            )}
          >
            {tx.sent ? "↑" : "↓"}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {tx.sent
                ? t("commerce.transferHistory.sentTo", { mobile: localMobile(tx.recipient_mobile) })
                : t("commerce.transferHistory.receivedFrom", { mobile: localMobile(tx.sender_mobile) })}
            </p>
            <p className="text-xs text-cream/60">
              <time dateTime={tx.transferred_at}>{formatDateTime(tx.transferred_at, lang)}</time>
            </p>
          </div>
          <span className={cn("shrink-0 font-semibold", tx.sent ? "text-red-300" : "text-emerald-300")}>
            {tx.sent ? "−" : "+"}
            {t("commerce.transferHistory.questions", { count: tx.oracle_questions })}
          </span>
        </li>
      )}
    >
      <Link to="/balance" className={buttonClasses("ghost", "sm", "mt-5 w-full")}>
        {t("commerce.transferHistory.backToBalance")}
      </Link>
    </HistoryPage>
  );
}
