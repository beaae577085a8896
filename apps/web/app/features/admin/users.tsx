import type { AdminCreditsBody, AdminPayment, AdminUserResponse, AdminUsersResponse } from "@graha/contracts";
import { LEDGER_ACCOUNTS, type LedgerAccount } from "@graha/contracts/vocabulary";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Input, Label, NativeSelect } from "../../components/ui/input";
import { apiError } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { formatDateTime, formatPaise, reasonKey } from "../commerce";
import { creditAmount } from "./model";
import { Badge, Cell, Panel, ReasonForm, Table } from "./ui";

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
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <Panel>
        <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-mobile`}>{t("admin.users.searchLabel")}</Label>
            <Input id={`${id}-mobile`} name="mobile" defaultValue={mobile} inputMode="tel" autoComplete="off" />
          </div>
          <Button type="submit">{t("admin.search")}</Button>
        </Form>
        {refused ? (
          <Alert className="mt-3">
            {apiError(refused).fields?.mobile ?? apiMessage(refused, lang) ?? t("admin.somethingWrong")}
          </Alert>
        ) : null}
      </Panel>
      {users ? (
        <Panel>
          {users.length === 0 ? (
            <p>{t("admin.users.noMatch")}</p>
          ) : (
            <Table head={[t("admin.users.mobile"), t("admin.users.joined"), t("admin.payments.status")]} testId="users">
              {users.map((user) => (
                <tr key={user.id}>
                  <Cell>
                    <Link to={`/admin/users/${encodeURIComponent(user.id)}`} className="font-semibold underline">
                      {user.mobile}
                    </Link>
                  </Cell>
                  <Cell>{formatDateTime(user.created_at, lang)}</Cell>
                  <Cell>
                    {user.banned_at ? (
                      <Badge tone="bad">{t("admin.users.banned")}</Badge>
                    ) : (
                      <Badge tone="good">{t("admin.users.active")}</Badge>
                    )}
                  </Cell>
                </tr>
              ))}
            </Table>
          )}
        </Panel>
      ) : null}
    </div>
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
            body={(reason) => ({ reason })}
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
              body={(reason) => ({ reason })}
              submitLabel={t("admin.users.unban")}
            />
          ) : (
            <ReasonForm
              testId="ban"
              title={t("admin.users.banTitle")}
              intro={t("admin.users.banIntro")}
              path={`${base}/ban`}
              body={(reason) => ({ reason })}
              submitLabel={t("admin.users.ban")}
              variant="danger"
            />
          )}
        </Panel>
      </div>

      <Panel title={t("admin.users.statement")}>
        <Table
          testId="statement"
          head={[
            t("admin.users.when"),
            t("admin.users.account"),
            t("admin.users.amount"),
            t("admin.reason"),
            t("admin.users.reference"),
          ]}
        >
          {data.statement.map((entry) => (
            <tr key={entry.id}>
              <Cell>{formatDateTime(entry.created_at, lang)}</Cell>
              <Cell>{t(`commerce.accounts.${entry.account}`)}</Cell>
              <Cell className={entry.amount < 0 ? "text-red-700" : "text-emerald-800"}>
                {entry.amount > 0 ? "+" : ""}
                {amountText(entry.account, entry.amount)}
              </Cell>
              <Cell className="break-words">
                <ReasonText reason={entry.reason} />
              </Cell>
              <Cell className="break-all text-xs">{entry.reference ?? "—"}</Cell>
            </tr>
          ))}
        </Table>
      </Panel>

      <Panel title={t("admin.users.chats")}>
        <Table
          head={[
            t("admin.users.astrologer"),
            t("admin.users.started"),
            t("admin.users.lastMessage"),
            t("admin.users.questionsCount"),
            t("admin.users.reported"),
          ]}
        >
          {data.chats.map((chat) => (
            <tr key={chat.id}>
              <Cell>{chat.astrologer}</Cell>
              <Cell>{formatDateTime(chat.created_at, lang)}</Cell>
              <Cell>{formatDateTime(chat.last_message_at, lang)}</Cell>
              <Cell>{chat.questions}</Cell>
              <Cell>{chat.reported_replies}</Cell>
            </tr>
          ))}
        </Table>
      </Panel>

      <Panel title={t("admin.users.sessions")}>
        <Table
          head={[
            t("admin.users.device"),
            t("admin.users.started"),
            t("admin.users.lastSeen"),
            t("admin.users.expires"),
          ]}
        >
          {data.sessions.map((session) => (
            <tr key={session.id}>
              <Cell className="break-words">
                {session.device}
                {session.revoked_at ? (
                  <>
                    {" "}
                    <Badge tone="bad">{t("admin.users.ended", { at: formatDateTime(session.revoked_at, lang) })}</Badge>
                  </>
                ) : null}
              </Cell>
              <Cell>{formatDateTime(session.created_at, lang)}</Cell>
              <Cell>{formatDateTime(session.last_seen_at, lang)}</Cell>
              <Cell>{formatDateTime(session.expires_at, lang)}</Cell>
            </tr>
          ))}
        </Table>
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
  if (payments.length === 0) return <p>{t("admin.none")}</p>;
  return (
    <Table
      testId="payments"
      head={[
        t("admin.payments.id"),
        t("admin.payments.user"),
        t("admin.payments.kind"),
        t("admin.payments.status"),
        t("admin.payments.total"),
        t("admin.payments.refunded"),
        t("admin.payments.created"),
      ]}
    >
      {payments.map((payment) => (
        <tr key={payment.id}>
          <Cell>
            <Link
              to={`/admin/payments/${encodeURIComponent(payment.id)}`}
              className="break-all font-semibold underline"
            >
              {payment.invoice_number ?? payment.id}
            </Link>
          </Cell>
          <Cell>{payment.mobile}</Cell>
          <Cell>{t(`admin.payments.kinds.${payment.kind}`)}</Cell>
          <Cell>{t(`admin.payments.statuses.${payment.status}`)}</Cell>
          <Cell>{formatPaise(payment.total_paise)}</Cell>
          <Cell>{payment.refunded_paise > 0 ? formatPaise(payment.refunded_paise) : "—"}</Cell>
          <Cell>{formatDateTime(payment.created_at, lang)}</Cell>
        </tr>
      ))}
    </Table>
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-account`}>{t("admin.users.account")}</Label>
        <NativeSelect
          id={`${id}-account`}
          name="account"
          value={account}
          onChange={(event) => setAccount(event.target.value as LedgerAccount)}
        >
          {LEDGER_ACCOUNTS.map((a) => (
            <option key={a} value={a}>
              {t(`commerce.accounts.${a}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-amount`}>
          {account === "wallet_paise" ? t("admin.users.amountRupees") : t("admin.users.amountCount")}
        </Label>
        <Input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
    </ReasonForm>
  );
}
