import { describe, expect, it } from "vitest";
import { formatPaise, formatRupees, percentOneDecimal } from "./money";

describe("formatPaise", () => {
  it.each([
    ["shows rupees with two decimals", 5377, "₹53.77"],
    ["shows rupees with two decimals", 4900, "₹49.00"],
    ["shows rupees with two decimals", 5, "₹0.05"],
    ["shows rupees with two decimals", 0, "₹0.00"],
    ["groups digits the Indian way", 12345678, "₹1,23,456.78"],
    ["groups digits the Indian way", 10000000, "₹1,00,000.00"],
    ["marks negative amounts with a minus before the sign", -343, "−₹3.43"],
    ["never prints NaN", Number.NaN, "₹0.00"],
  ])("%s: %d paise is %s", (_why, paise, shown) => {
    expect(formatPaise(paise)).toBe(shown);
  });
});

describe("formatRupees", () => {
  // Drops the decimals of whole rupees and keeps two otherwise.
  it.each([
    [199, "₹199"],
    [7.48, "₹7.48"],
    [7.5, "₹7.50"],
    [100000, "₹1,00,000"],
  ])("%d rupees is %s", (rupees, shown) => {
    expect(formatRupees(rupees)).toBe(shown);
  });
});

describe("percentOneDecimal", () => {
  // Rounds to one decimal and stays within 0–100.
  it.each([
    [12, 500, "2.4"],
    [1, 3, "33.3"],
    [600, 500, "100.0"],
    [5, 0, "0.0"],
  ])("%d of %d is %s percent", (part, whole, shown) => {
    expect(percentOneDecimal(part, whole)).toBe(shown);
  });
});
