import {
  balanceResponse,
  pageQuery,
  statementResponse,
  transferBody,
  transferHistoryResponse,
  transferResponse,
  type LedgerAccount,
} from "@graha/contracts";
import type { AppContext } from "../../context.ts";
import { notice } from "../../i18n/messages.ts";
import { isoAt } from "../../lib/clock.ts";
import { apiRoutes, errors } from "../../lib/route-doc.ts";
import { userAction, userRoute } from "../auth/index.ts";
import { balancesOf } from "./ledger.ts";
import { statementPage } from "./statement.ts";
import { transferHistory, transferOracleQuestions } from "./transfer-service.ts";

/** Balance, statement and question transfers of the logged-in user. */
export function walletRoutes(ctx: AppContext) {
  return apiRoutes(["wallet"], (api, route) => {
    api.get(
      "/balance",
      userRoute(
        route("Questions, predictions and rupee wallet left", { response: { 200: balanceResponse } }),
        async (user) => {
          const nowIso = isoAt(ctx.clock.now());
          return { status: "success" as const, ...(await balancesOf(ctx.database.db, user.id, nowIso)) };
        },
      ),
    );

    const statement = { querystring: pageQuery, response: { 200: statementResponse, ...errors(400) } };
    api.get(
      "/wallet/transactions",
      userRoute(
        route("The statement: every ledger entry with its reason, newest first", statement),
        async (user, request) => {
          const { entries, pageCount } = await statementPage(ctx.database.db, user.id, request.query.page);
          return {
            status: "success" as const,
            transactions: entries.map((e) => ({ ...e, account: e.account as LedgerAccount, amount: Number(e.amount) })),
            page: request.query.page,
            page_count: pageCount,
          };
        },
      ),
    );

    api.post(
      "/transfers",
      userAction(
        route(
          "Send Oracle questions to another registered number",
          { body: transferBody, response: { 200: transferResponse, ...errors(400, 402, 429) } },
          { rateLimit: { max: 20, timeWindow: "1 minute" } },
        ),
        (user, { body }) =>
          transferOracleQuestions(
            { db: ctx.database.db, clock: ctx.clock, secret: ctx.env.SESSION_SECRET },
            user,
            body,
          ),
      ),
    );

    api.get(
      "/transfers",
      userRoute(
        route("Questions sent and received", { response: { 200: transferHistoryResponse } }),
        async (user, request) => {
          const transactions = await transferHistory(ctx.database.db, user.id);
          return {
            status: "success" as const,
            transactions,
            ...(transactions.length ? { message: "" } : notice(request, "wallet.no_record")),
          };
        },
      ),
    );
  });
}
