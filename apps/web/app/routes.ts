import { ASTROLOGERS } from "@graha/contracts/vocabulary";
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("delete-account", "routes/delete-account.tsx"),
  // Kundli (birth chart) pages: one form module for the nine form URLs.
  ...["create-kundli", "free-kundli", "free-kundli-celeb"].flatMap((base) => [
    route(base, "routes/kundli-form.tsx", { id: base }),
    route(`${base}/oracle`, "routes/kundli-form.tsx", { id: `${base}-oracle` }),
    route(`${base}/astra`, "routes/kundli-form.tsx", { id: `${base}-astra` }),
  ]),
  route("kundli/free", "routes/kundli-free.tsx"),
  route("kundli/:bid", "routes/kundli-report.tsx"),
  route("matching", "routes/matching.tsx"),
  // Sign horoscopes: the daily page (Today, Tomorrow, Yesterday) and the weekly, monthly and yearly ones.
  route("horoscope", "routes/horoscope.tsx", { id: "horoscope" }),
  route("horoscope/:period", "routes/horoscope.tsx", { id: "horoscope-period" }),
  // Commerce: recharge, payment, receipts, subscription, plans, balance, transfers, wheel, invite.
  route("invite-earn", "routes/invite-earn.tsx"),
  route("recharges", "routes/recharges.tsx"),
  route("payment", "routes/payment.tsx"),
  route("receipts/:id", "routes/receipt.tsx"),
  route("subscription", "routes/subscription.tsx"),
  route("my-active-plans", "routes/my-active-plans.tsx"),
  route("balance", "routes/balance.tsx"),
  route("profile/transfer-history", "routes/transfer-history.tsx"),
  route("wheel-of-fortune", "routes/wheel-of-fortune.tsx"),
  // Chat with Oracle and Astra, and their landing cards.
  route("chats", "routes/chats.tsx"),
  route("chatsceleb", "routes/chatsceleb.tsx"),
  ...ASTROLOGERS.map((astrologer) => route(astrologer, "routes/astrologer.tsx", { id: astrologer })),
  // Personal predictions and the static demo page.
  route("daily-prediction", "routes/daily-prediction.tsx"),
  route("free-prediction", "routes/free-prediction.tsx"),
  // AstroHub, the community forum: list, help, create, edit, post view; profiles, notifications.
  route("forum", "routes/forum.tsx"),
  route("forum/learn-more", "routes/forum-learn-more.tsx", { id: "forum-learn-more" }),
  route("forum/learn-more-hindi", "routes/forum-learn-more.tsx", { id: "forum-learn-more-hindi" }),
  route("forum/create", "routes/forum-create.tsx"),
  route("forum/moderation", "routes/forum-moderation.tsx"),
  route("forum/edit-post/:postId", "routes/forum-edit.tsx"),
  route("forum/:slug", "routes/forum-post.tsx"),
  route("profile", "routes/profile.tsx"),
  route("profile/activities", "routes/profile-activities.tsx"),
  route("profile/redeem-history", "routes/redeem-history.tsx"),
  route("notifications", "routes/notifications.tsx"),
  // Trust pages: About Us and the policies (one module), and Contact Us with its form.
  ...["about-us", "terms-and-conditions", "privacy-policy", "refund-policy", "shipping-policy"].map((path) =>
    route(path, "routes/trust-page.tsx", { id: path }),
  ),
  route("contact-us", "routes/contact-us.tsx"),
  // The blog: the list by page and one post.
  route("blogs", "routes/blogs.tsx"),
  route("blogs/:slug", "routes/blog-post.tsx"),
  // Consult an expert (human) astrologer: profiles and the consultation request.
  route("consult-astrologer", "routes/consult-astrologer.tsx"),
  // A shared chart or chat answer (public, kept out of search engines).
  route("share/:id", "routes/share.tsx"),
  // The operations console (ADR 033): staff only; the API answers 404 to anyone else.
  route("admin", "routes/admin.tsx", [
    index("routes/admin-dashboard.tsx"),
    route("users", "routes/admin-users.tsx"),
    route("users/:id", "routes/admin-user.tsx"),
    route("payments", "routes/admin-payments.tsx"),
    route("payments/:id", "routes/admin-payment.tsx"),
    route("replies", "routes/admin-replies.tsx"),
    route("moderation", "routes/admin-moderation.tsx"),
    route("leads", "routes/admin-leads.tsx"),
    route("content", "routes/admin-content.tsx"),
    route("content/blog", "routes/admin-blog.tsx"),
    route("content/blog/new", "routes/admin-blog-post.tsx", { id: "admin-blog-new" }),
    route("content/blog/:id", "routes/admin-blog-post.tsx", { id: "admin-blog-edit" }),
    route("staff", "routes/admin-staff.tsx"),
    route("audit", "routes/admin-audit.tsx"),
  ]),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
