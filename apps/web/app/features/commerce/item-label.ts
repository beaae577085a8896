import type { TFunction } from "i18next";
import { formatPaise } from "./money";

/**
 * The server names checkout items in English ("5 Oracle questions", "₹110 chat balance",
 * "Monthly subscription"); Hindi readers get the same item in Hindi. Unknown names stay as sent.
 */
type PredictionPeriod = "daily" | "weekly" | "monthly" | "yearly";

/** "7 daily predictions" / "7 दैनिक भविष्यफल". */
function predictionPack(period: PredictionPeriod, count: number, t: TFunction): string {
  return t(`commerce.recharge.${period}Pack`, { count });
}

export function itemLabel(item: string, lang: string, t: TFunction): string {
  if (lang !== "hi") return item;
  const questions = /^(\d+) (Oracle|Astra) questions$/.exec(item);
  if (questions) {
    const astrologer = questions[2] === "Astra" ? t("commerce.recharge.astra") : t("commerce.recharge.oracle");
    return t("commerce.recharge.questionsPack", { count: Number(questions[1]), astrologer });
  }
  const wallet = /^(₹[\d,.]+) chat balance$/.exec(item);
  if (wallet?.[1]) return t("commerce.recharge.walletPack", { amount: wallet[1] });
  const predictions = /^(\d+) (daily|weekly|monthly|yearly) predictions?$/.exec(item);
  if (predictions) return predictionPack(predictions[2] as PredictionPeriod, Number(predictions[1]), t);
  if (item === "Monthly subscription") return t("commerce.recharge.monthlySubscription");
  if (item === "Monthly") return t("commerce.subscription.planMonthly");
  return item;
}

/** A recharge pack's name in the reader's language (the server's English text otherwise). */
export function offerLabel(
  offer: { text: string; account: string; credits: number },
  lang: string,
  t: TFunction,
): string {
  if (lang === "en" && offer.text) return offer.text;
  if (offer.account === "wallet_paise")
    return t("commerce.recharge.walletPack", { amount: formatPaise(offer.credits) });
  const period = /^(daily|weekly|monthly|yearly)_predictions$/.exec(offer.account)?.[1];
  if (period) return predictionPack(period as PredictionPeriod, offer.credits, t);
  const astrologer = offer.account === "astra_questions" ? t("commerce.recharge.astra") : t("commerce.recharge.oracle");
  return t("commerce.recharge.questionsPack", { count: offer.credits, astrologer });
}
