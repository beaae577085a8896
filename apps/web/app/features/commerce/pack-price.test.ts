import type { OfferView } from "@graha/contracts";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format";
import { packPrice } from "./pack-price";

// The oracle-5 pack as the server lists it: ₹99 list, ₹49 now; ₹116.82 and ₹57.82 with GST.
const pack: OfferView = {
  id: "oracle-5",
  text: "5 Oracle questions",
  originalPrice: 99,
  discountPrice: 49,
  credits: 5,
  account: "oracle_questions",
  original_price_with_gst_paise: 11682,
  price_with_gst_paise: 5782,
  wheel_discount_percent: null,
  wheel_price_with_gst_paise: null,
};

describe("packPrice", () => {
  it("shows the GST-inclusive price to pay, with the list price (also with GST) struck through", () => {
    expect(packPrice(pack)).toEqual({
      payPaise: 5782,
      struckPaise: 11682,
      wheelPercent: 0,
      packOff: 51,
      unitPaise: 1156,
    });
  });

  it("with a wheel discount, shows the discounted figure beside the price without it", () => {
    const withWheel = { ...pack, wheel_discount_percent: 10, wheel_price_with_gst_paise: 5204 };
    expect(packPrice(withWheel)).toMatchObject({
      payPaise: 5204,
      struckPaise: 5782,
      wheelPercent: 10,
      unitPaise: 1041,
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
