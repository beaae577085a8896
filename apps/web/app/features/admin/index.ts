// The operations console's public entry: what the /admin routes use.
export { AuditLog } from "./audit";
export { BlogPostEditor, BlogPostList } from "./blog";
export { ContentEditor } from "./content";
export { Dashboard } from "./dashboard";
export { LeadsList } from "./leads";
export { adminLoad, adminLoader, type Loaded } from "./load";
export { ModerationList } from "./moderation";
export { auditFilterIn, leadStatusIn, withQuery } from "./model";
export { adminPage } from "./page";
export { PaymentDetail, PaymentSearch } from "./payments";
export { RepliesList } from "./replies";
export { AdminShell, SectionHeading } from "./shell";
export { StaffPage } from "./staff";
export { UserDetail, UserSearch } from "./users";
