import type { RedeemHistoryResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CreamCard, formatDateTime, LoginRequired, NightCard, PageHeading } from "../features/commerce";
import { forumMeta } from "../features/forum";
import { signedInList } from "../features/forum/loader.server";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => forumMeta(args, "redeemHistory", { noindex: true });

// The spec: redeem history requires login.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { login, items } = await signedInList<"transactions", RedeemHistoryResponse>(
    context,
    request,
    "/api/v1/forum/redeem-history",
    "transactions",
  );
  return { login, transactions: items };
}

export default function RedeemHistory() {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { login, transactions } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageHeading title={t("forum.redeemHistory.title")} />
      {login ? (
        <LoginRequired />
      ) : transactions.length === 0 ? (
        <CreamCard className="text-center">
          <p className="text-lg font-semibold" data-testid="redeems-empty">
            {t("forum.redeemHistory.empty")}
          </p>
        </CreamCard>
      ) : (
        <NightCard>
          <ul className="flex flex-col divide-y divide-white/10" data-testid="redeems">
            {transactions.map((tx) => (
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
            ))}
          </ul>
        </NightCard>
      )}
    </section>
  );
}
