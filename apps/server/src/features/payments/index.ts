// The payments feature's public entry: its routes, the astrologers' prices and the invite reward.
export { astrologerContent, lowestPricePerQuestion } from "./catalog.ts";
export { recordInviteByCode, rewardInviter } from "./invite-service.ts";
export { settleLapsedPlans } from "./lapsed-plans.ts";
export { paymentDepsOf } from "./routes.ts";
export { commerceRoutes } from "./routes.ts";
export { sandboxRoutes } from "./sandbox-routes.ts";
export { subscriptionRoutes } from "./subscription-routes.ts";
export { webhookRoutes } from "./webhook-routes.ts";
export { cancelActiveSubscription } from "./subscription-service.ts";
