// Where the spec's navigation points.
export const links = {
  home: "/",
  astroHub: "/forum?page=1",
  horoscope: "/horoscope?zodiac=Aries&when=Today",
  yearlyPredictions: "/create-kundli?predictions=true",
  subscribe: "/subscription",
  recharge: "/recharges",
  chatNow: "/#chat-with-ai",
  blogs: "/blogs",
  consult: "/consult-astrologer",
  notifications: "/notifications",
  myPoints: "/profile",
  myBalance: "/balance",
  mySubscriptions: "/my-active-plans",
  chatsHistory: "/chats",
  redeemHistory: "/profile/redeem-history",
  transferHistory: "/profile/transfer-history",
  // The trust pages (features/trust: TRUST_PATHS says the same).
  about: "/about-us",
  contact: "/contact-us",
  terms: "/terms-and-conditions",
  privacy: "/privacy-policy",
  refund: "/refund-policy",
  shipping: "/shipping-policy",
  // The Android app, for users outside India and the app-install bonus.
  playStore: "https://play.google.com/store/apps/details?id=in.graha.app",
} as const;

/** Menu items labelled by the links' own names (`nav.myBalance` goes to `links.myBalance`). */
export const namedLinks = <K extends keyof typeof links>(keys: readonly K[]) =>
  keys.map((key) => ({ key, to: links[key] }));
