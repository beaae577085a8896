import { ASTROLOGERS } from "@graha/contracts/vocabulary";
import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Pages whose module is named after their path: `forum/create` → routes/forum-create.tsx. */
const pages = (...paths: string[]) => paths.map((path) => route(path, `routes/${path.replaceAll("/", "-")}.tsx`));

export default [
  index("routes/home.tsx"),
  ...pages("delete-account"),
  // Kundli (birth chart) pages: one form module for the nine form URLs.
  ...["create-kundli", "free-kundli", "free-kundli-celeb"].flatMap((base) => [
    route(base, "routes/kundli-form.tsx", { id: base }),
    route(`${base}/oracle`, "routes/kundli-form.tsx", { id: `${base}-oracle` }),
    route(`${base}/astra`, "routes/kundli-form.tsx", { id: `${base}-astra` }),
  ]),
  ...pages("kundli/free", "matching"),
  route("kundli/:bid", "routes/kundli-report.tsx"),
  // Sign horoscopes: the daily page (Today, Tomorrow, Yesterday) and the weekly, monthly and yearly ones.
  route("horoscope", "routes/horoscope.tsx", { id: "horoscope" }),
  route("horoscope/:period", "routes/horoscope.tsx", { id: "horoscope-period" }),
  // Commerce: recharge, payment, receipts, subscription, plans, balance, transfers, wheel, invite.
  ...pages("invite-earn", "recharges", "payment", "subscription", "my-active-plans", "balance", "wheel-of-fortune"),
  route("receipts/:id", "routes/receipt.tsx"),
  route("profile/transfer-history", "routes/transfer-history.tsx"),
  // Chat with Oracle and Astra, and their landing cards.
  ...pages("chats", "chatsceleb"),
  ...ASTROLOGERS.map((astrologer) => route(astrologer, "routes/astrologer.tsx", { id: astrologer })),
  // Personal predictions and the static demo page.
  ...pages("daily-prediction", "free-prediction"),
  // AstroHub, the community forum: list, help, create, edit, post view; profiles, notifications.
  ...pages("forum", "forum/create", "forum/moderation"),
  route("forum/learn-more", "routes/forum-learn-more.tsx", { id: "forum-learn-more" }),
  route("forum/learn-more-hindi", "routes/forum-learn-more.tsx", { id: "forum-learn-more-hindi" }),
  route("forum/edit-post/:postId", "routes/forum-edit.tsx"),
  route("forum/:slug", "routes/forum-post.tsx"),
  ...pages("profile", "profile/activities", "notifications"),
  route("profile/redeem-history", "routes/redeem-history.tsx"),
  // Trust pages: About Us and the policies (one module), and Contact Us with its form.
  ...["about-us", "terms-and-conditions", "privacy-policy", "refund-policy", "shipping-policy"].map((path) =>
    route(path, "routes/trust-page.tsx", { id: path }),
  ),
  ...pages("contact-us"),
  // The blog: the list by page and one post.
  ...pages("blogs"),
  route("blogs/:slug", "routes/blog-post.tsx"),
  // Consult an expert (human) astrologer: profiles and the consultation request.
  ...pages("consult-astrologer"),
  // A shared chart or chat answer (public, kept out of search engines).
  route("share/:id", "routes/share.tsx"),
  // The operations console (ADR 033): staff only; the API answers 404 to anyone else.
  route("admin", "routes/admin.tsx", [
    index("routes/admin-dashboard.tsx"),
    // A section's module is admin-<section>.tsx; one record's, the singular.
    ...["users", "payments", "replies", "moderation", "leads", "content", "staff", "audit"].map((section) =>
      route(section, `routes/admin-${section}.tsx`),
    ),
    route("users/:id", "routes/admin-user.tsx"),
    route("payments/:id", "routes/admin-payment.tsx"),
    route("content/blog", "routes/admin-blog.tsx"),
    route("content/blog/new", "routes/admin-blog-post.tsx", { id: "admin-blog-new" }),
    route("content/blog/:id", "routes/admin-blog-post.tsx", { id: "admin-blog-edit" }),
  ]),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
