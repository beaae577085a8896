import type { TFunction } from "i18next";

/**
 * The server names checkout items in English ("5 Oracle questions", "₹110 chat balance",
 * "Monthly subscription"); Hindi readers get the same item in Hindi. Unknown names stay as sent.
 */
export function itemLabel(item: string, lang: string, t: TFunction): string {
  if (lang !== "hi") return item;
  const questions = /^(\d+) (Oracle|Astra) questions$/.exec(item);
  if (questions) {
    const astrologer = questions[2] === "Astra" ? t("commerce.recharge.astra") : t("commerce.recharge.oracle");
    return t("commerce.recharge.questionsPack", { count: Number(questions[1]), astrologer });
  }
  const wallet = /^(₹[\d,.]+) chat balance$/.exec(item);
  if (wallet?.[1]) return t("commerce.recharge.walletPack", { amount: wallet[1] });
  if (item === "Monthly subscription") return t("commerce.recharge.monthlySubscription");
  if (item === "Monthly") return t("commerce.subscription.planMonthly");
  return item;
}
