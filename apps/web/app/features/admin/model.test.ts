import { describe, expect, it } from "vitest";
import { creditAmount, leadsCsvHref, rupeesToPaise, sectionsFor, withQuery } from "./model";

describe("the console's sections", () => {
  it("shows only what the caller's permissions open, in nav order", () => {
    expect(sectionsFor(["console.view", "forum.moderate"]).map((s) => s.key)).toEqual(["moderation"]);
    expect(sectionsFor(["console.view", "content.edit"]).map((s) => s.path)).toEqual([
      "/admin/content/blog",
      "/admin/content",
    ]);
    expect(
      sectionsFor(["users.read", "payments.read", "replies.read", "leads.manage", "dashboard.read"]).map((s) => s.key),
    ).toEqual(["dashboard", "users", "payments", "replies", "leads"]);
    expect(sectionsFor([])).toEqual([]);
  });
});

describe("links", () => {
  it("keeps only non-empty query values", () => {
    expect(withQuery("/admin/audit", { actor: " u1 ", target: "", action: undefined })).toBe("/admin/audit?actor=u1");
    expect(withQuery("/admin/audit", {})).toBe("/admin/audit");
  });

  it("exports the leads as CSV with the status filter, ignoring an unknown one", () => {
    expect(leadsCsvHref(null)).toBe("/api/v1/admin/leads.csv");
    expect(leadsCsvHref("contacted")).toBe("/api/v1/admin/leads.csv?status=contacted");
    expect(leadsCsvHref("bogus")).toBe("/api/v1/admin/leads.csv");
  });
});

describe("amounts as typed", () => {
  it("reads rupees into paise, with at most two decimals", () => {
    expect(rupeesToPaise("50")).toBe(5000);
    expect(rupeesToPaise("-20.5")).toBe(-2050);
    expect(rupeesToPaise("₹1,250.75")).toBe(125075);
    expect(rupeesToPaise("−3.07")).toBe(-307);
    expect(rupeesToPaise("1.234")).toBeNull();
    expect(rupeesToPaise("abc")).toBeNull();
    expect(rupeesToPaise("")).toBeNull();
  });

  it("sends paise for the wallet and whole counts for questions", () => {
    expect(creditAmount("wallet_paise", "10")).toBe(1000);
    expect(creditAmount("oracle_questions", "-2")).toBe(-2);
    expect(creditAmount("oracle_questions", "1.5")).toBeNull();
  });
});
