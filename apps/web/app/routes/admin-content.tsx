import type { AdminContentResponse } from "@graha/contracts";
import { adminLoader, adminPage, ContentEditor } from "../features/admin";

/** The site's editable content: home figures, testimonials, videos, astrologers, offers and plans. */
export const loader = adminLoader<AdminContentResponse>("/api/v1/admin/content");

export default adminPage<typeof loader>(ContentEditor, { title: "admin.content.title", intro: "admin.content.intro" });
