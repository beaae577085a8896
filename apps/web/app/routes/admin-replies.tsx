import type { AdminRepliesResponse } from "@graha/contracts";
import { adminLoader, adminPage, RepliesList } from "../features/admin";

export const loader = adminLoader<AdminRepliesResponse>("/api/v1/admin/replies");

export default adminPage<typeof loader>(RepliesList, { title: "admin.replies.title", intro: "admin.replies.intro" });
