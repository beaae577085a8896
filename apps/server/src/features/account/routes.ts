import {
  accountExport,
  deleteAccountOtpBody,
  deleteAccountResponse,
  deleteAccountVerifyBody,
  errorBody,
  meResponse,
  requestOtpResponse,
  otpFailResponse,
  unseenCountResponse,
} from "@graha/contracts";
import type { AppContext } from "../../context.ts";
import { notice } from "../../i18n/messages.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import { clearSessionCookie, otpDepsOf, userRoute } from "../auth/index.ts";
import { accountDeletion, confirmAccountDeletion } from "./delete-account.ts";
import { exportAccount, exportFileName } from "./export.ts";
import { presentUser } from "./presenter.ts";

/** The signed-in user: who am I, unseen notifications, and deleting the account with a code. */
export function accountRoutes(ctx: AppContext) {
  return apiRoutes(["account"], (api, route) => {
    api.get(
      "/me",
      userRoute(route("The logged-in user", { response: { 200: meResponse } }), (user) => ({
        user: presentUser(user),
      })),
    );

    api.get(
      "/notifications/unseen-count",
      userRoute(
        route("How many notifications the user has not seen (the header bell's badge)", {
          response: { 200: unseenCountResponse },
        }),
        async (user) => {
          const row = await ctx.database.db
            .selectFrom("notifications")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .where("user_id", "=", user.id)
            .where("seen_at", "is", null)
            .executeTakeFirstOrThrow();
          return { unseen_count: Number(row.n) };
        },
      ),
    );

    api.get(
      "/account/export",
      userRoute(
        route(
          "Download everything kept about the user (profile, consents, kundlis, chats, ledger, payments, forum…) as JSON",
          { response: { 200: accountExport } },
          { rateLimit: { max: 10, timeWindow: "1 minute" } },
        ),
        async (user, request, reply) => {
          const data = await exportAccount({ db: ctx.database.db, clock: ctx.clock }, user);
          void reply
            .header("content-disposition", `attachment; filename="${exportFileName(data.exported_at)}"`)
            .header("cache-control", "no-store");
          return data;
        },
      ),
    );

    const rateLimit = { max: ctx.env.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" };
    api.post(
      "/account/delete/otp",
      userRoute(
        route(
          "Send a code to the account's own number before deleting it",
          { body: deleteAccountOtpBody, response: { 200: requestOtpResponse, 400: errorBody, 429: errorBody } },
          { rateLimit },
        ),
        async (user, request) => {
          const sent = await accountDeletion(otpDepsOf(ctx)).send(user, {
            mobile: request.body.mobile,
            ip: request.ip,
          });
          return { status: "success" as const, token: sent.token, ...notice(request, sent.notice) };
        },
      ),
    );

    api.post(
      "/account/delete/verify",
      userRoute(
        route(
          "Delete the account and its personal data with the code",
          { body: deleteAccountVerifyBody, response: { 200: deleteAccountResponse, 400: otpFailResponse } },
          { rateLimit },
        ),
        async (user, request, reply) => {
          const { mobile, otp, token } = request.body;
          await confirmAccountDeletion({ ...otpDepsOf(ctx), payments: ctx.payments }, user, {
            mobile,
            code: otp,
            token,
          });
          clearSessionCookie(ctx, reply);
          request.log.info({ userId: user.id }, "account deleted");
          return { status: "success" as const, ...notice(request, "account.deleted") };
        },
      ),
    );
  });
}
