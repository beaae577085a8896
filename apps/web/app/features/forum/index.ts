// AstroHub's public entry: what routes may use (loaders also use ./forum.server).
export { DiscussionCard } from "./discussion-card";
export { HandleForm } from "./handle-form";
export { ItemAuthorAndReports } from "./item-reports";
export { forumPaths, pageParam, postPath, slugOf } from "./links";
export { forumMeta } from "./meta";
export { ModerationQueue } from "./moderation-queue";
export { NotificationList } from "./notifications";
export { Pagination, pageItems } from "./pagination";
export { PostForm } from "./post-form";
export { PostView } from "./post-view";
export { ProfileView } from "./profile-view";
export { excerpt, PlainText } from "./text";
export { LearnMore } from "./learn-more";
