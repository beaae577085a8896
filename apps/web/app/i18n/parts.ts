// The catalogue's parts beyond the site-wide strings (core-en.ts): each feature's strings, a
// script of their own per language (or, for the small features that keep both languages in
// one file, per feature), and which parts a page's first render needs (issue #15, ADR 038).
type Loader = () => Promise<object>;

export const PARTS = {
  home: {
    en: () => import("./home-en").then((m) => m.homeEn),
    hi: () => import("./home-hi").then((m) => m.homeHi),
  },
  kundli: {
    en: () => import("../features/kundli/i18n-en").then((m) => m.en),
    hi: () => import("../features/kundli/i18n-hi").then((m) => m.hi),
  },
  // The chart report's strings (it needs no other kundli part) and matching's beside the form's.
  kundliChart: {
    en: () => import("../features/kundli/i18n-chart-en").then((m) => m.chartEn),
    hi: () => import("../features/kundli/i18n-chart-hi").then((m) => m.chartHi),
  },
  kundliMatching: {
    en: () => import("../features/kundli/i18n-matching-en").then((m) => m.matchingEn),
    hi: () => import("../features/kundli/i18n-matching-hi").then((m) => m.matchingHi),
  },
  commerce: {
    en: () => import("../features/commerce/i18n-en").then((m) => m.commerceEn),
    hi: () => import("../features/commerce/i18n-hi").then((m) => m.commerceHi),
  },
  forum: {
    en: () => import("../features/forum/i18n-en").then((m) => m.forumEn),
    hi: () => import("../features/forum/i18n-hi").then((m) => m.forumHi),
  },
  horoscope: {
    en: () => import("../features/horoscope/i18n-en").then((m) => m.en),
    hi: () => import("../features/horoscope/i18n-hi").then((m) => m.hi),
  },
  admin: {
    en: () => import("../features/admin/i18n-en").then((m) => m.adminEn),
    hi: () => import("../features/admin/i18n-hi").then((m) => m.adminHi),
  },
  chat: both(() => import("../features/chat/i18n").then((m) => m.chatStrings)),
  predictions: both(() => import("../features/predictions/i18n").then((m) => m.predictionStrings)),
  trust: both(() => import("../features/trust/i18n").then((m) => m.trustStrings)),
  blogs: {
    en: () => import("../features/blogs/i18n-en").then((m) => m.en),
    hi: () => import("../features/blogs/i18n-hi").then((m) => m.hi),
  },
  homePage: {
    en: () => import("../features/home/i18n-en").then((m) => m.en),
    hi: () => import("../features/home/i18n-hi").then((m) => m.hi),
  },
  consult: both(() => import("../features/consult/i18n").then((m) => m.consultStrings)),
  account: both(() => import("../features/account/i18n").then((m) => m.accountStrings)),
  share: both(() => import("../features/share/i18n").then((m) => m.shareStrings)),
  // Beyond the `t` catalogue, read as they are through the translator's `part`: the trust
  // pages' texts (features/trust) and the API's messages by code (lib/api-message.ts).
  trustPages: {
    en: () => import("../features/trust/pages-en").then((m) => m.pagesEn),
    hi: () => import("../features/trust/pages-hi").then((m) => m.pagesHi),
  },
  apiMessages: {
    en: () => import("@graha/contracts/messages/en").then((m) => m.en),
    hi: () => import("@graha/contracts/messages/hi").then((m) => m.hi),
  },
} satisfies Record<string, { en: Loader; hi: Loader }>;

export type Part = keyof typeof PARTS;

/** The parts that are not keys of the `t` catalogue (en.ts): the server adds them to it. */
export const EXTRA_PARTS = ["trustPages", "apiMessages"] as const satisfies readonly Part[];

function both(load: () => Promise<{ en: object; hi: object }>) {
  return { en: () => load().then((s) => s.en), hi: () => load().then((s) => s.hi) };
}

// Parts a page's server render uses, by path (first match wins). A part missing here is not
// lost: the page would wait for it on a navigation only if listed, and every part arrives
// after hydration anyway; but a first render without it would not match the server's.
// Found by logging the parts each page's server render looked up, logged out, with the
// logged-in views' parts added from the components (LoginRequired and prices are commerce's;
// the chat screen and the console show API messages as they render).
const BY_PATH: [RegExp, Part[]][] = [
  [/^\/$/, ["home", "homePage", "blogs", "horoscope"]],
  [/^\/invite-earn$/, ["home", "homePage", "blogs", "horoscope", "commerce"]],
  [/^\/(create-kundli|free-kundli|free-kundli-celeb)(\/|$)/, ["kundli"]],
  [/^\/kundli\//, ["kundliChart"]],
  [/^\/matching$/, ["kundli", "kundliMatching"]],
  [/^\/horoscope(\/|$)/, ["horoscope"]],
  [
    /^\/(recharges|payment|receipts|subscription|my-active-plans|balance|profile\/transfer-history|wheel-of-fortune)(\/|$)/,
    ["commerce"],
  ],
  [/^\/(chats|chatsceleb|oracle|astra)$/, ["chat", "apiMessages"]],
  [/^\/(daily-prediction|free-prediction)$/, ["predictions", "chat", "commerce"]],
  [/^\/forum(\/learn-more(-hindi)?)?$/, ["forum"]],
  [/^\/forum\/(create|moderation)$|^\/profile(\/|$)|^\/notifications$/, ["forum", "commerce"]],
  [/^\/forum\//, ["forum"]],
  [
    /^\/(about-us|terms-and-conditions|privacy-policy|refund-policy|shipping-policy|contact-us)$/,
    ["trust", "trustPages"],
  ],
  [/^\/blogs(\/|$)/, ["blogs", "forum"]],
  [/^\/consult-astrologer$/, ["consult"]],
  [/^\/share\//, ["share"]],
  [/^\/admin(\/|$)/, ["admin", "commerce", "forum", "apiMessages"]],
  [/^\/delete-account$/, ["account"]],
];

export function partsForPath(pathname: string): Part[] {
  for (const [pattern, parts] of BY_PATH) if (pattern.test(pathname)) return parts;
  return [];
}
