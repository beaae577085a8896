import { commerceHi } from "../features/commerce/i18n-hi";
import { forumHi } from "../features/forum/i18n-hi";
import { chatStrings } from "../features/chat/i18n";
import { predictionStrings } from "../features/predictions/i18n";
import { hi as horoscopeHi } from "../features/horoscope/i18n-hi";
import { hi as kundliHi } from "../features/kundli/i18n-hi";
import { chartHi as kundliChartHi } from "../features/kundli/i18n-chart-hi";
import { matchingHi as kundliMatchingHi } from "../features/kundli/i18n-matching-hi";
import { trustStrings } from "../features/trust/i18n";
import { blogStrings } from "../features/blogs/i18n";
import { homePageStrings } from "../features/home/i18n";
import { consultStrings } from "../features/consult/i18n";
import { accountStrings } from "../features/account/i18n";
import { shareStrings } from "../features/share/i18n";
import { adminStrings } from "../features/admin/i18n";
import type { Messages } from "./en";
import { coreHi } from "./core-hi";
import { homeHi } from "./home-hi";

// हिंदी अनुवाद: en.ts की हर कुंजी यहाँ होनी चाहिए (i18n.test.ts यह जाँचता है)।
export const hi: Messages = {
  ...coreHi,
  home: homeHi,
  kundli: kundliHi,
  kundliChart: kundliChartHi,
  kundliMatching: kundliMatchingHi,
  chat: chatStrings.hi,
  predictions: predictionStrings.hi,
  commerce: commerceHi,
  horoscope: horoscopeHi,
  forum: forumHi,
  trust: trustStrings.hi,
  blogs: blogStrings.hi,
  homePage: homePageStrings.hi,
  consult: consultStrings.hi,
  account: accountStrings.hi,
  share: shareStrings.hi,
  admin: adminStrings.hi,
};
