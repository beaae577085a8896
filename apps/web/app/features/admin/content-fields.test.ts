import { describe, expect, it } from "vitest";
import { editableFields, fromTexts, TEMPLATES, toText } from "./content-fields";

const plan = {
  id: "monthly",
  name: "Monthly",
  price_paise: 49900,
  old_price_paise: 99900,
  questions_per_period: 300,
  bullet_points: ["300 questions", "Both astrologers"],
  provider_plan_id: null,
  featured: 1,
  sort: 1,
  active: 1,
};

describe("content rows in the form", () => {
  it("shows lists one per line and null as empty; never the id", () => {
    expect(toText(plan.bullet_points)).toBe("300 questions\nBoth astrologers");
    expect(toText(null)).toBe("");
    expect(editableFields(plan)).not.toContain("id");
    expect(editableFields({ ...plan, astrologer: "oracle", account: "oracle_questions" })).not.toContain("account");
  });

  it("sends back only what changed, in the API's types", () => {
    const texts = Object.fromEntries(editableFields(plan).map((f) => [f, toText(plan[f as keyof typeof plan])]));
    expect(fromTexts(plan, texts, plan)).toEqual({ body: {}, invalid: [] });
    const changed = {
      ...texts,
      price_paise: "39900",
      bullet_points: "300 questions\n\n Both astrologers \nPriority",
      provider_plan_id: " plan_X ",
    };
    expect(fromTexts(plan, changed, plan)).toEqual({
      body: {
        price_paise: 39900,
        bullet_points: ["300 questions", "Both astrologers", "Priority"],
        provider_plan_id: "plan_X",
      },
      invalid: [],
    });
  });

  it("names the fields that are not numbers", () => {
    const texts = Object.fromEntries(editableFields(plan).map((f) => [f, toText(plan[f as keyof typeof plan])]));
    expect(fromTexts(plan, { ...texts, price_paise: "4 99", sort: "" }, plan).invalid).toEqual(["price_paise", "sort"]);
  });

  it("sends every field of a new row", () => {
    const texts = Object.fromEntries(editableFields(TEMPLATES.videos).map((f) => [f, ""]));
    const { body, invalid } = fromTexts(TEMPLATES.videos, {
      ...texts,
      youtube_id: "dQw4w9WgXcQ",
      sort: "2",
      active: "1",
    });
    expect(invalid).toEqual([]);
    expect(body).toEqual({ youtube_id: "dQw4w9WgXcQ", title: "", title_hi: "", sort: 2, active: 1 });
  });
});
