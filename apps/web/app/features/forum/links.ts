// AstroHub's addresses (the spec's route table).

/** A URL piece of a title: lower-case Latin letters and digits joined by "-" ("post" if none). */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "post";
}

/** The post view: `/forum/{slug}?did=…` (the spec's `forum/{slug}` with query did). */
export function postPath(did: string, title: string): string {
  return `/forum/${slugOf(title)}?did=${encodeURIComponent(did)}`;
}

export const forumPaths = {
  list: "/forum",
  create: "/forum/create",
  learnMore: "/forum/learn-more",
  learnMoreHindi: "/forum/learn-more-hindi",
  edit: (did: string) => `/forum/edit-post/${encodeURIComponent(did)}`,
  profile: (uid?: string | null) => (uid ? `/profile?uid=${encodeURIComponent(uid)}` : "/profile"),
  activities: (uid: string, page = 1) => `/profile/activities?uid=${encodeURIComponent(uid)}&page=${page}`,
  redeemHistory: "/profile/redeem-history",
  moderation: "/forum/moderation",
} as const;

/** The page number of a `page` query value (1 when missing or not a whole number ≥ 1). */
export function pageParam(url: URL): number {
  const page = Math.floor(Number(url.searchParams.get("page") ?? "1"));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}
