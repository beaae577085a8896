import type { RedeemHistoryResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { formatDateTime, HistoryPage } from "../features/commerce";
import { forumMeta } from "../features/forum";
import { signedInList } from "../features/forum/loader.server";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => forumMeta(args, "redeemHistory", { noindex: true });

// The spec: redeem history requires login.
export const loader = (args: LoaderFunctionArgs) =>
  signedInList<"transactions", RedeemHistoryResponse>(args, "/api/v1/forum/redeem-history", "transactions");

export default function RedeemHistory() {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { login, items: transactions } = useLoaderData<typeof loader>();
  return (
    <HistoryPage
      testId="redeems"
      items={transactions}
      login={login}
      title={t("forum.redeemHistory.title")}
      emptyText={t("forum.redeemHistory.empty")}
      renderItem={(tx) => (
        <li key={tx.transaction_id} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-semibold">{t("forum.redeemHistory.line", { points: tx.points_redeemed })}</p>
            <p className="text-xs text-cream/60">
              <time dateTime={tx.redeemed_at}>{formatDateTime(tx.redeemed_at, lang)}</time>
            </p>
          </div>
          <span className="shrink-0 font-semibold text-emerald-300">
            {t("forum.redeemHistory.questions", { count: tx.questions_added })}
          </span>
        </li>
      )}
    />
  );
}
