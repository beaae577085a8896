// The auth feature's public entry: what other features and the composition root may use.
export { deleteSpentCodesAndSessions } from "./cleanup.ts";
export { codeConfirmation, type ConfirmedAction } from "./code-confirmation.ts";
export { otpDepsOf } from "./otp-deps.ts";
export type { OtpDeps } from "./otp-service.ts";
export {
  rateLimitKey,
  readSession,
  registerRouteAuth,
  sessionIfAny,
  signedIn,
  signedInOnly,
  userAction,
  userRoute,
} from "./route-auth.ts";
export type { AccountHooks } from "./login-service.ts";
export { hashMobile, rememberGrantsPaid, type NumberGrant, type PaidGrants } from "./number-grants.ts";
export { authRoutes } from "./routes.ts";
export { clearSessionCookie } from "./session-cookie.ts";
