import { GST_RATE_PERCENT, type CheckoutSummary } from "@graha/contracts";

/**
 * A recharge pack's figures: the wheel's percent comes off the price rounded to whole
 * rupees (the spec), GST 18% is added on what remains. Integer paise throughout.
 */
export function rechargeFigures(pricePaise: number, discountPercent: number): CheckoutSummary {
  const base = Math.round(pricePaise / 100) * 100;
  const discount = Math.round((base * discountPercent) / 100);
  const gst = Math.round(((base - discount) * GST_RATE_PERCENT) / 100);
  return {
    base_paise: base,
    discount_percent: discountPercent,
    discount_paise: discount,
    gst_percent: GST_RATE_PERCENT,
    gst_paise: gst,
    total_paise: base - discount + gst,
    gst_included: false,
  };
}

/** A plan's price includes GST (₹199 is what a subscriber pays); the receipt shows the split. */
export function planFigures(pricePaise: number): CheckoutSummary {
  const base = Math.round((pricePaise * 100) / (100 + GST_RATE_PERCENT));
  return {
    base_paise: base,
    discount_percent: 0,
    discount_paise: 0,
    gst_percent: GST_RATE_PERCENT,
    gst_paise: pricePaise - base,
    total_paise: pricePaise,
    gst_included: true,
  };
}
