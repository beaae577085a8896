// The wallet feature's public entry: its routes, the ledger others post to, holds and grants.
export { grantAndroidFirstLogin, grantSignupQuestions } from "./grants.ts";
export { chargeHold, releaseHold, releaseStaleHolds, reserve, type Hold } from "./holds.ts";
export { balancesOf, postEntries } from "./ledger.ts";
export { walletRoutes } from "./routes.ts";
