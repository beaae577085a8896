import type { OfferView } from "@graha/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/react";
import { cn } from "../../lib/cn";
import { formatPaise, formatRupees } from "./money";

/** A price in paise as a card shows it: ₹118 when whole rupees, else ₹57.82. */
const cardPrice = (paise: number) => formatRupees(Math.round(paise) / 100);

/**
 * What a pack card shows, all computed by the server exactly as checkout will charge it:
 * the price to pay with GST, and either the user's wheel discount on it (the figure without
 * it struck through) or the pack's own discount (the list price struck through).
 */
export function packPrice(offer: OfferView) {
  const wheelPercent = offer.wheel_discount_percent ?? 0;
  const withWheel = wheelPercent > 0 && offer.wheel_price_with_gst_paise !== null;
  const payPaise = withWheel ? (offer.wheel_price_with_gst_paise ?? 0) : offer.price_with_gst_paise;
  const listPaise = withWheel ? offer.price_with_gst_paise : offer.original_price_with_gst_paise;
  const packOff =
    offer.originalPrice > offer.discountPrice
      ? Math.round(((offer.originalPrice - offer.discountPrice) / offer.originalPrice) * 100)
      : 0;
  return {
    payPaise,
    struckPaise: listPaise > payPaise ? listPaise : null,
    wheelPercent: withWheel ? wheelPercent : 0,
    packOff,
    /** What one question or prediction comes to, in paise (null for wallet top-ups). */
    unitPaise: offer.credits > 0 ? Math.round(payPaise / offer.credits) : null,
  };
}

/** The price line of a pack card (recharges, prediction packs). */
export function PackPrice({ offer, className }: { offer: OfferView; className?: string }) {
  const { t } = useTranslation();
  const price = packPrice(offer);
  const badge = price.wheelPercent
    ? t("commerce.recharge.wheelOff", { percent: price.wheelPercent })
    : price.packOff > 0
      ? t("commerce.recharge.off", { percent: price.packOff })
      : null;
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2 text-sm", className)} data-testid="pack-price">
      {price.struckPaise !== null ? (
        <s
          className="text-cream/50"
          aria-label={t(
            price.wheelPercent ? "commerce.recharge.priceWithoutWheel" : "commerce.recharge.originalPrice",
            {
              price: formatPaise(price.struckPaise),
            },
          )}
        >
          {cardPrice(price.struckPaise)}
        </s>
      ) : null}
      <span
        className="text-lg font-bold text-cream"
        aria-label={t("commerce.recharge.priceNow", { price: formatPaise(price.payPaise) })}
        data-testid="pack-pay"
      >
        {cardPrice(price.payPaise)}
      </span>
      {badge ? (
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-semibold",
            price.wheelPercent ? "bg-gold-400/15 text-gold-200" : "bg-emerald-500/15 text-emerald-300",
          )}
        >
          {badge}
        </span>
      ) : null}
    </p>
  );
}

/** "₹8.82 a question" under a pack's price: the GST-inclusive figure the user pays, per credit. */
export function unitPriceText(offer: OfferView, t: TFunction) {
  const { unitPaise } = packPrice(offer);
  if (unitPaise === null) return null;
  if (offer.account.endsWith("_questions"))
    return t("commerce.recharge.perQuestion", { price: formatPaise(unitPaise) });
  if (offer.account.endsWith("_predictions"))
    return t("commerce.recharge.perPrediction", { price: formatPaise(unitPaise) });
  return null;
}
