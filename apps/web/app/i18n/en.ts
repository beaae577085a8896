// English strings. Every user-visible text of the web app lives here and in hi.ts: the
// site's own (core-en.ts) and each feature's.
import { commerceEn } from "../features/commerce/i18n-en";
import { forumEn } from "../features/forum/i18n-en";
import { chatStrings } from "../features/chat/i18n";
import { predictionStrings } from "../features/predictions/i18n";
import { en as horoscopeEn } from "../features/horoscope/i18n-en";
import { en as kundliEn } from "../features/kundli/i18n-en";
import { chartEn as kundliChartEn } from "../features/kundli/i18n-chart-en";
import { matchingEn as kundliMatchingEn } from "../features/kundli/i18n-matching-en";
import { trustStrings } from "../features/trust/i18n";
import { blogStrings } from "../features/blogs/i18n";
import { homePageStrings } from "../features/home/i18n";
import { consultStrings } from "../features/consult/i18n";
import { accountStrings } from "../features/account/i18n";
import { shareStrings } from "../features/share/i18n";
import { adminStrings } from "../features/admin/i18n";
import { coreEn } from "./core-en";
import { homeEn } from "./home-en";
import type { Strings } from "./strings";

export const en = {
  ...coreEn,
  home: homeEn,
  kundli: kundliEn,
  kundliChart: kundliChartEn,
  kundliMatching: kundliMatchingEn,
  chat: chatStrings.en,
  predictions: predictionStrings.en,
  commerce: commerceEn,
  horoscope: horoscopeEn,
  forum: forumEn,
  trust: trustStrings.en,
  blogs: blogStrings.en,
  homePage: homePageStrings.en,
  consult: consultStrings.en,
  account: accountStrings.en,
  share: shareStrings.en,
  admin: adminStrings.en,
} as const;

/** The shape every language must fill: the same keys as English, any string values. */
export type Messages = Strings<typeof en>;
