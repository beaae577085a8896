import type { OfferView } from "@graha/contracts";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format";
import { packPrice } from "./pack-price";

// The astra-15 pack as the server lists it: ₹249 list, ₹129 now; ₹293.82 and ₹152.22 with GST.
const pack: OfferView = {
  wheel_discount_percent: null,
  wheel_price_with_gst_paise: null,
  original_price_with_gst_paise: 29382,
  price_with_gst_paise: 15222,
  id: "astra-15",
  text: "15 Astra questions",
  account: "astra_questions",
  credits: 15,
  originalPrice: 249,
  discountPrice: 129,
};

describe("packPrice", () => {
  it("shows the GST-inclusive price to pay, with the list price (also with GST) struck through", () => {
    expect(packPrice(pack)).toEqual({
      payPaise: 15222,
      struckPaise: 29382,
      wheelPercent: 0,
      packOff: 48,
      unitPaise: 1015,
    });
  });

  it("with a wheel discount, shows the discounted figure beside the price without it", () => {
    // 10% off ₹129 is ₹116.10, plus ₹20.90 GST.
    const withWheel = { ...pack, wheel_discount_percent: 10, wheel_price_with_gst_paise: 13700 };
    expect(packPrice(withWheel)).toMatchObject({
      payPaise: 13700,
      struckPaise: 15222,
      wheelPercent: 10,
      unitPaise: 913,
    });
  });

  it("strikes nothing through when nothing is off, and has no unit price for a wallet top-up", () => {
    const wallet = {
      ...pack,
      originalPrice: 100,
      discountPrice: 100,
      credits: 0,
      account: "wallet_paise",
      original_price_with_gst_paise: 11800,
      price_with_gst_paise: 11800,
    };
    expect(packPrice(wallet)).toMatchObject({ payPaise: 11800, struckPaise: null, packOff: 0, unitPaise: null });
  });
});

describe("formatDateTime", () => {
  it("reads Hindi times on the 24-hour clock, never with pm", () => {
    const hindi = formatDateTime("2026-11-22T10:35:00.000Z", "hi");
    expect(hindi).toContain("16:05");
    expect(hindi).not.toMatch(/am|pm/i);
    expect(formatDateTime("2026-11-22T10:35:00.000Z", "en")).toMatch(/4:05\s?pm/i);
  });
});
