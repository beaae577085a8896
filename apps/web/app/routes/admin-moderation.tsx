import type { AdminModerationResponse } from "@graha/contracts";
import { adminLoader, adminPage, ModerationList } from "../features/admin";

export const loader = adminLoader<AdminModerationResponse>("/api/v1/admin/moderation");

export default adminPage<typeof loader>(ModerationList, {
  title: "admin.moderation.title",
  intro: "admin.moderation.intro",
});
