// Money as the API gives it: integer paise (checkout figures, the wallet) or rupees (offer and
// plan prices). Indian digit grouping (1,00,000), the rupee sign, always two decimals for paise.

const twoDecimals = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** 5377 → "₹53.77"; -343 → "−₹3.43". */
export function formatPaise(paise: number): string {
  const safe = Number.isFinite(paise) ? Math.round(paise) : 0;
  const sign = safe < 0 ? "−" : "";
  return `${sign}₹${twoDecimals.format(Math.abs(safe) / 100)}`;
}

/** A price in rupees: whole rupees without decimals (₹199), otherwise two decimals (₹7.48). */
export function formatRupees(rupees: number): string {
  const safe = Number.isFinite(rupees) ? rupees : 0;
  const sign = safe < 0 ? "−" : "";
  const abs = Math.abs(safe);
  const text = Number.isInteger(abs) ? whole.format(abs) : twoDecimals.format(abs);
  return `${sign}₹${text}`;
}

/** Percent of a whole to one decimal (the usage bar): 12 of 500 → "2.4". */
export function percentOneDecimal(part: number, total: number): string {
  if (!total || total <= 0) return "0.0";
  const value = Math.min(100, Math.max(0, (part / total) * 100));
  return value.toFixed(1);
}
