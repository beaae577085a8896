import { describe, expect, it } from "vitest";
import { formatPaise, formatRupees, percentOneDecimal } from "./money";

describe("formatPaise", () => {
  it("shows rupees with two decimals", () => {
    expect(formatPaise(5377)).toBe("₹53.77");
    expect(formatPaise(4900)).toBe("₹49.00");
    expect(formatPaise(5)).toBe("₹0.05");
    expect(formatPaise(0)).toBe("₹0.00");
  });

  it("groups digits the Indian way", () => {
    expect(formatPaise(12345678)).toBe("₹1,23,456.78");
    expect(formatPaise(10000000)).toBe("₹1,00,000.00");
  });

  it("marks negative amounts with a minus before the sign", () => {
    expect(formatPaise(-343)).toBe("−₹3.43");
  });

  it("never prints NaN", () => {
    expect(formatPaise(Number.NaN)).toBe("₹0.00");
  });
});

describe("formatRupees", () => {
  it("drops the decimals of whole rupees and keeps two otherwise", () => {
    expect(formatRupees(199)).toBe("₹199");
    expect(formatRupees(7.48)).toBe("₹7.48");
    expect(formatRupees(7.5)).toBe("₹7.50");
    expect(formatRupees(100000)).toBe("₹1,00,000");
  });
});

describe("percentOneDecimal", () => {
  it("rounds to one decimal and stays within 0–100", () => {
    expect(percentOneDecimal(12, 500)).toBe("2.4");
    expect(percentOneDecimal(1, 3)).toBe("33.3");
    expect(percentOneDecimal(600, 500)).toBe("100.0");
    expect(percentOneDecimal(5, 0)).toBe("0.0");
  });
});
