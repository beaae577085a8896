// The forum's services, by area; the routes and moderation use them through this module.
export { creationAward, itemWithComments, ownHandle, type ForumDeps } from "./common.ts";
export * from "./comments.ts";
export * from "./discussions.ts";
export * from "./handles.ts";
export * from "./notifications.ts";
export * from "./redeem.ts";
export * from "./votes.ts";
