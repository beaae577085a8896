import { links } from "../../lib/links";

export interface NavItem {
  key: "home" | "astroHub" | "horoscope" | "yearlyPredictions" | "subscribe" | "recharge" | "chatNow" | "blogs";
  to: string;
  mobileOnly?: boolean;
}

/** The spec's top navigation; logged in, Horoscope becomes Yearly Predictions. */
export function navItems(loggedIn: boolean): NavItem[] {
  return [
    { key: "home", to: links.home },
    { key: "astroHub", to: links.astroHub },
    loggedIn ? { key: "yearlyPredictions", to: links.yearlyPredictions } : { key: "horoscope", to: links.horoscope },
    { key: "subscribe", to: links.subscribe },
    { key: "recharge", to: links.recharge },
    { key: "chatNow", to: links.chatNow },
    { key: "blogs", to: links.blogs, mobileOnly: true },
  ];
}

/** Whether a nav link points at the current page (path and, when the link has one, its query). */
export function isCurrent(to: string, pathname: string, hash: string): boolean {
  const url = new URL(to, "http://x");
  if (url.hash) return pathname === url.pathname && hash === url.hash;
  return pathname === url.pathname && !(url.pathname === "/" && hash);
}
