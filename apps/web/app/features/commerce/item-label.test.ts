import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n";
import { itemLabel, offerLabel } from "./item-label";

describe("itemLabel", () => {
  const hi = createI18n("hi").t;
  const en = createI18n("en").t;

  it("keeps the server's English name in English", () => {
    expect(itemLabel("5 Oracle questions", "en", en)).toBe("5 Oracle questions");
  });

  it("reads packs, chat balance and the plan in Hindi", () => {
    expect(itemLabel("5 Oracle questions", "hi", hi)).toBe("5 Oracle प्रश्न");
    expect(itemLabel("40 Astra questions", "hi", hi)).toBe("40 Astra प्रश्न");
    expect(itemLabel("₹110 chat balance", "hi", hi)).toBe("₹110 चैट बैलेंस");
    expect(itemLabel("Monthly subscription", "hi", hi)).toBe("मासिक सब्सक्रिप्शन");
    expect(itemLabel("Something new", "hi", hi)).toBe("Something new");
  });

  it("names prediction packs by their period, in both languages", () => {
    expect(itemLabel("7 daily predictions", "hi", hi)).toBe("7 दैनिक भविष्यफल");
    expect(itemLabel("1 yearly prediction", "hi", hi)).toBe("1 वार्षिक भविष्यफल");
    const pack = { text: "", account: "weekly_predictions", credits: 4 };
    expect(offerLabel(pack, "en", en)).toBe("4 weekly predictions");
    expect(offerLabel({ ...pack, credits: 1 }, "en", en)).toBe("1 weekly prediction");
    expect(offerLabel(pack, "hi", hi)).toBe("4 साप्ताहिक भविष्यफल");
  });
});
