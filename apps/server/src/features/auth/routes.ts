import { authContracts, errorBody } from "@graha/contracts";
import type { AppContext } from "../../context.ts";
import { notice } from "../../i18n/messages.ts";
import { apiRoutes } from "../../lib/route-doc.ts";
import { loginWithOtp, type AccountHooks } from "./login-service.ts";
import { otpDepsOf } from "./otp-deps.ts";
import { requestOtp } from "./otp-service.ts";
import { sessionIfAny } from "./route-auth.ts";
import { clearSessionCookie, setSessionCookie } from "./session-cookie.ts";
import { revokeSession } from "./session-service.ts";

/** Login endpoints: request a code, verify it (opens a session), log out. */
export function authRoutes(ctx: AppContext, hooks: AccountHooks) {
  return apiRoutes(["auth"], (api, route) => {
    const rateLimit = { max: ctx.env.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" };

    api.post(
      "/auth/otp",
      route(
        "Send a one-time login code to a mobile number",
        {
          body: authContracts.requestOtp.body,
          response: { 200: authContracts.requestOtp.response, 400: errorBody, 429: errorBody, 503: errorBody },
        },
        { rateLimit },
      ),
      async (request) => {
        const sent = await requestOtp(otpDepsOf(ctx), {
          mobile: request.body.mobile,
          purpose: "login",
          ip: request.ip,
        });
        return { status: "success" as const, token: sent.token, ...notice(request, sent.notice) };
      },
    );

    api.post(
      "/auth/verify",
      route(
        "Verify the code; opens a session (cookie `jwt`) and returns its token",
        {
          body: authContracts.verifyOtp.body,
          response: { 200: authContracts.verifyOtp.response, 400: authContracts.verifyOtp.fail, 429: errorBody },
        },
        { rateLimit },
      ),
      async (request, reply) => {
        const { mobile, otp, token, device, invite } = request.body;
        const result = await loginWithOtp({ ...otpDepsOf(ctx), hooks }, { mobile, code: otp, token, device, invite });
        setSessionCookie(ctx, reply, result.session);
        request.log.info({ userId: result.user.id, isNewUser: result.isNewUser }, "logged in");
        return { status: "success" as const, jwt: result.session.jwt, ...notice(request, "auth.logged_in") };
      },
    );

    api.post(
      "/auth/logout",
      route(
        "End the current session everywhere and clear the cookie",
        { response: { 200: authContracts.logout.response } },
        { auth: "optional" },
      ),
      async (request, reply) => {
        const session = sessionIfAny(request);
        if (session)
          await revokeSession(
            { db: ctx.database.db, clock: ctx.clock, secret: ctx.env.SESSION_SECRET },
            session.sessionId,
          );
        clearSessionCookie(ctx, reply);
        return { status: "success" as const };
      },
    );
  });
}
