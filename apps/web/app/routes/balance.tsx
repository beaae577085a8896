import type { BalanceResponse, StatementResponse } from "@graha/contracts";
import { useState } from "react";
import { useTranslation } from "../i18n/react";
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Button, buttonClasses } from "../components/ui/button";
import {
  AppDownloadDialog,
  commerceMeta,
  CreamCard,
  formatDateTime,
  formatPaise,
  InviteDialog,
  isAccountKey,
  LoginRequired,
  NightCard,
  PageHeading,
  paymentIdOf,
  reasonKey,
  TransferDialog,
} from "../features/commerce";
import { hasSessionCookie, loaderApi } from "../lib/api";
import { cn } from "../lib/cn";
import { useRootData } from "../lib/session";

export const meta: MetaFunction = (args) => commerceMeta(args, "balance", { noindex: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return { balance: null, statement: null, failed: false };
  const page = Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get("page") ?? "1")) || 1);
  const load = loaderApi(context, request);
  const [balance, statement] = await Promise.all([
    load<BalanceResponse>("/api/v1/balance"),
    load<StatementResponse>(`/api/v1/wallet/transactions?page=${page}`),
  ]);
  const ok = balance.ok && balance.data.status === "success";
  return {
    balance: ok ? balance.data : null,
    statement: statement.ok ? statement.data : null,
    failed: !ok,
  };
}

const QUESTION_STATS = [
  ["oracle", "oracle_questions"],
  ["astra", "astra_questions"],
  ["subscription", "subscription_questions"],
] as const;
const PREDICTION_STATS = [
  ["daily", "daily_predictions"],
  ["weekly", "weekly_predictions"],
  ["monthly", "monthly_predictions"],
  ["yearly", "yearly_predictions"],
] as const;

/** A card of counts from the balance, each labelled `commerce.balance.<key>`. */
function StatCard({
  title,
  stats,
  balance,
  className,
}: {
  title: string;
  stats: typeof QUESTION_STATS | typeof PREDICTION_STATS;
  balance: BalanceResponse;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <NightCard>
      <h2 className="mb-4 font-display text-xl font-semibold text-gold-200">{title}</h2>
      <dl className={className}>
        {stats.map(([key, field]) => (
          <div
            key={key}
            // min-w-0 and narrow side padding: on a 360 px phone "Subscription" and "Monthly" fit their tiles.
            className="flex min-w-0 flex-col gap-1 rounded-2xl border border-white/10 bg-night-950/40 px-1 py-3 text-center sm:p-4"
          >
            <dd className="font-display text-3xl font-semibold text-gold-300" data-testid={`balance-${key}`}>
              {balance[field]}
            </dd>
            <dt className="order-first text-xs leading-tight text-cream/70 [overflow-wrap:anywhere] sm:text-sm">
              {t(`commerce.balance.${key}`)}
            </dt>
          </div>
        ))}
      </dl>
    </NightCard>
  );
}

function StatementList({ statement }: { statement: StatementResponse }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  if (statement.transactions.length === 0)
    return <p className="text-cream/70">{t("commerce.balance.statementEmpty")}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-white/10" data-testid="statement">
        {statement.transactions.map((entry) => {
          const account = isAccountKey(entry.account) ? t(`commerce.accounts.${entry.account}`) : entry.account;
          const amount =
            entry.account === "wallet_paise"
              ? formatPaise(entry.amount)
              : `${entry.amount > 0 ? "+" : entry.amount < 0 ? "−" : ""}${Math.abs(entry.amount)}`;
          const paymentId = paymentIdOf(entry.reference);
          return (
            <li key={entry.id} className="flex items-center gap-3 py-3" data-testid="statement-entry">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-cream">{t(`commerce.reasons.${reasonKey(entry.reason)}`)}</p>
                <p className="text-xs text-cream/60">
                  {account} · <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, lang)}</time>
                  {paymentId ? (
                    <>
                      {" · "}
                      <Link
                        to={`/receipts/${encodeURIComponent(paymentId)}`}
                        className="font-semibold text-saffron-300 underline"
                      >
                        {t("commerce.balance.receipt")}
                      </Link>
                    </>
                  ) : null}
                </p>
              </div>
              <span
                className={cn(
                  "shrink-0 font-semibold tabular-nums",
                  entry.amount > 0 ? "text-emerald-300" : entry.amount < 0 ? "text-red-300" : "text-cream/70",
                )}
              >
                {entry.account === "wallet_paise" && entry.amount > 0 ? "+" : ""}
                {amount}
              </span>
            </li>
          );
        })}
      </ul>
      {statement.page_count > 1 ? (
        <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t("commerce.balance.statementTitle")}>
          {statement.page > 1 ? (
            <Link to={`?page=${statement.page - 1}`} className={buttonClasses("outline", "sm")}>
              {t("commerce.balance.previous")}
            </Link>
          ) : (
            <span className={buttonClasses("outline", "sm", "pointer-events-none opacity-40")} aria-disabled="true">
              {t("commerce.balance.previous")}
            </span>
          )}
          <span className="text-sm text-cream/70">
            {t("commerce.balance.pageOf", { page: statement.page, count: statement.page_count })}
          </span>
          {statement.page < statement.page_count ? (
            <Link to={`?page=${statement.page + 1}`} className={buttonClasses("outline", "sm")}>
              {t("commerce.balance.next")}
            </Link>
          ) : (
            <span className={buttonClasses("outline", "sm", "pointer-events-none opacity-40")} aria-disabled="true">
              {t("commerce.balance.next")}
            </span>
          )}
        </nav>
      ) : null}
    </>
  );
}

export default function BalancePage() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { balance, statement, failed } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [transferOpen, setTransferOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [appOpen, setAppOpen] = useState(false);

  if (!user) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <PageHeading title={t("commerce.balance.title")} />
        <LoginRequired />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-5 sm:py-14">
      <PageHeading title={t("commerce.balance.title")}>
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to="/recharges" className={buttonClasses("primary", "sm")}>
            {t("commerce.balance.recharge")}
          </Link>
          <Button variant="outline" size="sm" onClick={() => setTransferOpen(true)} disabled={!balance}>
            {t("commerce.balance.transfer")}
          </Button>
          <Link to="/profile/transfer-history" className={buttonClasses("ghost", "sm")}>
            {t("commerce.balance.history")}
          </Link>
          <Button variant="ghost" size="sm" onClick={() => setInviteOpen(true)}>
            {t("commerce.balance.invite")}
          </Button>
        </div>
      </PageHeading>

      {failed || !balance ? (
        <CreamCard>
          <p data-testid="balance-failed">{t("commerce.common.noDataFound")}</p>
        </CreamCard>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <StatCard
            title={t("commerce.balance.questionsTitle")}
            stats={QUESTION_STATS}
            balance={balance}
            className="grid grid-cols-3 gap-3"
          />
          <StatCard
            title={t("commerce.balance.predictionsTitle")}
            stats={PREDICTION_STATS}
            balance={balance}
            className="grid grid-cols-4 gap-2 sm:gap-3"
          />
          <NightCard className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <h2 className="font-display text-xl font-semibold text-gold-200">{t("commerce.balance.walletTitle")}</h2>
              <p className="text-sm text-cream/70">{t("commerce.balance.walletText")}</p>
            </div>
            <p className="font-display text-3xl font-semibold text-cream" data-testid="balance-wallet">
              {formatPaise(balance.wallet_paise)}
            </p>
          </NightCard>
          <NightCard className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <h2 className="font-display text-xl font-semibold text-gold-200">{t("commerce.balance.appTitle")}</h2>
              <p className="text-sm text-cream/70">{t("commerce.balance.appText")}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => setAppOpen(true)}>
              {t("commerce.balance.appButton")}
            </Button>
          </NightCard>
        </div>
      )}

      <NightCard className="mt-6">
        <h2 className="mb-2 font-display text-xl font-semibold text-gold-200">
          {t("commerce.balance.statementTitle")}
        </h2>
        {statement ? (
          <StatementList statement={statement} />
        ) : (
          <p className="text-cream/70">{t("commerce.common.noDataFound")}</p>
        )}
      </NightCard>

      {balance ? (
        <TransferDialog
          open={transferOpen}
          onOpenChange={setTransferOpen}
          oracleQuestions={balance.oracle_questions}
          onTransferred={() => void revalidator.revalidate()}
        />
      ) : null}
      <InviteDialog open={inviteOpen} onOpenChange={setInviteOpen} />
      <AppDownloadDialog open={appOpen} onOpenChange={setAppOpen} />
    </section>
  );
}
