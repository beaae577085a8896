import type { AdminCreditsBody, AdminPayment, AdminUserResponse, AdminUsersResponse } from "@graha/contracts";
import { LEDGER_ACCOUNTS, type LedgerAccount } from "@graha/contracts/vocabulary";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { apiError } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { formatDateTime, formatPaise, reasonKey } from "../commerce";
import { creditAmount, recordPath } from "./model";
import { Badge, DataTable, Panel, ReasonForm, SearchPage, SelectField, TextField } from "./ui";

/** Search by mobile digits, and the users found. */
export function UserSearch({
  mobile,
  users,
  refused,
}: {
  mobile: string;
  users: AdminUsersResponse["users"] | null;
  refused: unknown;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <SearchPage
      input={{ name: "mobile", label: t("admin.users.searchLabel"), value: mobile, inputMode: "tel" }}
      notice={
        refused ? (
          <Alert className="mt-3">
            {apiError(refused).fields?.mobile ?? apiMessage(refused, lang) ?? t("admin.somethingWrong")}
          </Alert>
        ) : null
      }
    >
      {users ? (
        <DataTable
          testId="users"
          rows={users}
          empty={t("admin.users.noMatch")}
          columns={[
            {
              head: t("admin.users.mobile"),
              cell: (user) => (
                <Link to={recordPath("users", user.id)} className="font-semibold underline">
                  {user.mobile}
                </Link>
              ),
            },
            { head: t("admin.users.joined"), cell: (user) => formatDateTime(user.created_at, lang) },
            {
              head: t("admin.payments.status"),
              cell: (user) =>
                user.banned_at ? (
                  <Badge tone="bad">{t("admin.users.banned")}</Badge>
                ) : (
                  <Badge tone="good">{t("admin.users.active")}</Badge>
                ),
            },
          ]}
        />
      ) : null}
    </SearchPage>
  );
}

/** A balance or a ledger amount: rupees for the wallet, a count otherwise. */
export function amountText(account: LedgerAccount, amount: number): string {
  return account === "wallet_paise" ? formatPaise(amount) : String(amount);
}

/** One user: balances, statement, chats' metadata, sessions, payments, and what staff may do. */
export function UserDetail({ data }: { data: AdminUserResponse }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { user } = data;
  const base = `/api/v1/admin/users/${encodeURIComponent(user.id)}`;
  return (
    <div className="flex flex-col gap-4" data-testid="admin-user">
      <Panel title={user.mobile}>
        <p className="text-sm">
          {t("admin.users.joined")}: {formatDateTime(user.created_at, lang)} · {t("admin.users.kundlis")}:{" "}
          {user.kundlis}
        </p>
        {user.banned_at ? (
          <p className="mt-2">
            <Badge tone="bad">
              {t("admin.users.bannedSince", {
                since: formatDateTime(user.banned_at, lang),
                reason: user.ban_reason ?? "",
              })}
            </Badge>
          </p>
        ) : null}
        {user.silenced_until ? (
          <p className="mt-2 text-sm">
            {t("admin.users.silencedUntil", { until: formatDateTime(user.silenced_until, lang) })}
          </p>
        ) : null}
      </Panel>

      <Panel title={t("admin.users.balances")}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="balances">
          {LEDGER_ACCOUNTS.map((account) => (
            <div key={account} className="rounded-xl bg-night-900/5 p-2" data-account={account}>
              <dt className="text-xs text-night-800/80">{t(`commerce.accounts.${account}`)}</dt>
              <dd className="font-semibold">{amountText(account, data.balances[account])}</dd>
            </div>
          ))}
        </dl>
      </Panel>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Panel>
          <CreditsForm base={base} />
        </Panel>
        <Panel>
          <ReasonForm
            testId="end-sessions"
            title={t("admin.users.sessionsTitle")}
            intro={t("admin.users.sessionsIntro")}
            path={`${base}/sessions/end`}
            submitLabel={t("admin.users.endSessions")}
            variant="secondary"
          />
        </Panel>
        <Panel>
          {user.banned_at ? (
            <ReasonForm
              testId="unban"
              title={t("admin.users.unbanTitle")}
              path={`${base}/unban`}
              submitLabel={t("admin.users.unban")}
            />
          ) : (
            <ReasonForm
              testId="ban"
              title={t("admin.users.banTitle")}
              intro={t("admin.users.banIntro")}
              path={`${base}/ban`}
              submitLabel={t("admin.users.ban")}
              variant="danger"
            />
          )}
        </Panel>
      </div>

      <Panel title={t("admin.users.statement")}>
        <DataTable
          testId="statement"
          rows={data.statement}
          columns={[
            { head: t("admin.users.when"), cell: (entry) => formatDateTime(entry.created_at, lang) },
            { head: t("admin.users.account"), cell: (entry) => t(`commerce.accounts.${entry.account}`) },
            {
              head: t("admin.users.amount"),
              className: (entry) => (entry.amount < 0 ? "text-red-700" : "text-emerald-800"),
              cell: (entry) => `${entry.amount > 0 ? "+" : ""}${amountText(entry.account, entry.amount)}`,
            },
            {
              head: t("admin.reason"),
              className: "break-words",
              cell: (entry) => <ReasonText reason={entry.reason} />,
            },
            {
              head: t("admin.users.reference"),
              className: "break-all text-xs",
              cell: (entry) => entry.reference ?? "—",
            },
          ]}
        />
      </Panel>

      <Panel title={t("admin.users.chats")}>
        <DataTable
          rows={data.chats}
          columns={[
            { head: t("admin.users.astrologer"), cell: (chat) => chat.astrologer },
            { head: t("admin.users.started"), cell: (chat) => formatDateTime(chat.created_at, lang) },
            { head: t("admin.users.lastMessage"), cell: (chat) => formatDateTime(chat.last_message_at, lang) },
            { head: t("admin.users.questionsCount"), cell: (chat) => chat.questions },
            { head: t("admin.users.reported"), cell: (chat) => chat.reported_replies },
          ]}
        />
      </Panel>

      <Panel title={t("admin.users.sessions")}>
        <DataTable
          rows={data.sessions}
          columns={[
            {
              head: t("admin.users.device"),
              className: "break-words",
              cell: (session) => (
                <>
                  {session.device}
                  {session.revoked_at ? (
                    <>
                      {" "}
                      <Badge tone="bad">
                        {t("admin.users.ended", { at: formatDateTime(session.revoked_at, lang) })}
                      </Badge>
                    </>
                  ) : null}
                </>
              ),
            },
            { head: t("admin.users.started"), cell: (session) => formatDateTime(session.created_at, lang) },
            { head: t("admin.users.lastSeen"), cell: (session) => formatDateTime(session.last_seen_at, lang) },
            { head: t("admin.users.expires"), cell: (session) => formatDateTime(session.expires_at, lang) },
          ]}
        />
      </Panel>

      <Panel title={t("admin.users.payments")}>
        <PaymentRows payments={data.payments} />
      </Panel>
    </div>
  );
}

/** A ledger reason in words (the commerce feature's labels); an unknown one also shows its code. */
function ReasonText({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const key = reasonKey(reason);
  return (
    <span data-reason={reason}>
      {t(`commerce.reasons.${key}`)}
      {key === "other" ? <span className="block text-xs text-night-800/70">{reason}</span> : null}
    </span>
  );
}

/** Payments as a table, each linking to its page. */
export function PaymentRows({ payments }: { payments: readonly AdminPayment[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <DataTable
      testId="payments"
      rows={payments}
      columns={[
        {
          head: t("admin.payments.id"),
          cell: (payment) => (
            <Link to={recordPath("payments", payment.id)} className="break-all font-semibold underline">
              {payment.invoice_number ?? payment.id}
            </Link>
          ),
        },
        { head: t("admin.payments.user"), cell: (payment) => payment.mobile },
        { head: t("admin.payments.kind"), cell: (payment) => t(`admin.payments.kinds.${payment.kind}`) },
        { head: t("admin.payments.status"), cell: (payment) => t(`admin.payments.statuses.${payment.status}`) },
        { head: t("admin.payments.total"), cell: (payment) => formatPaise(payment.total_paise) },
        {
          head: t("admin.payments.refunded"),
          cell: (payment) => (payment.refunded_paise > 0 ? formatPaise(payment.refunded_paise) : "—"),
        },
        { head: t("admin.payments.created"), cell: (payment) => formatDateTime(payment.created_at, lang) },
      ]}
    />
  );
}

function CreditsForm({ base }: { base: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [account, setAccount] = useState<LedgerAccount>("oracle_questions");
  const [amount, setAmount] = useState("");
  return (
    <ReasonForm
      testId="credits"
      title={t("admin.users.creditsTitle")}
      intro={t("admin.users.creditsIntro")}
      path={`${base}/credits`}
      submitLabel={t("admin.users.post")}
      onDone={() => setAmount("")}
      body={(reason, setAlert) => {
        const value = creditAmount(account, amount);
        if (value === null || value === 0) {
          setAlert(t("admin.amountInvalid"));
          return null;
        }
        const body: AdminCreditsBody = { account, amount: value, reason };
        return body;
      }}
    >
      <SelectField
        id={`${id}-account`}
        name="account"
        label={t("admin.users.account")}
        value={account}
        onChange={setAccount}
        options={LEDGER_ACCOUNTS}
        optionText={(a) => t(`commerce.accounts.${a}`)}
      />
      <TextField
        id={`${id}-amount`}
        name="amount"
        label={account === "wallet_paise" ? t("admin.users.amountRupees") : t("admin.users.amountCount")}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
      />
    </ReasonForm>
  );
}
