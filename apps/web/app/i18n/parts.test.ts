import { catalogues } from "@graha/contracts/messages";
import { describe, expect, it } from "vitest";
import { coreEn } from "./core-en";
import { en } from "./en";
import { hi } from "./hi";
import { pagesEn } from "../features/trust/pages-en";
import { pagesHi } from "../features/trust/pages-hi";
import { EXTRA_PARTS, PARTS, partsForPath, type Part } from "./parts";

describe("the catalogue's parts", () => {
  it("are the catalogue beyond the site-wide strings, each language loading its own", async () => {
    const features = Object.keys(en).filter((key) => !(key in coreEn));
    expect(Object.keys(PARTS).sort()).toEqual([...features, ...EXTRA_PARTS].sort());
    for (const part of features as Exclude<Part, (typeof EXTRA_PARTS)[number]>[]) {
      expect(await PARTS[part].en()).toBe(en[part]);
      expect(await PARTS[part].hi()).toBe(hi[part]);
    }
    expect(await PARTS.apiMessages.en()).toBe(catalogues.en);
    expect(await PARTS.apiMessages.hi()).toBe(catalogues.hi);
    expect(await PARTS.trustPages.en()).toBe(pagesEn);
    expect(await PARTS.trustPages.hi()).toBe(pagesHi);
  });

  it("are named per page", () => {
    expect(partsForPath("/")).toEqual(["home", "homePage", "blogs", "horoscope"]);
    expect(partsForPath("/free-kundli-celeb/oracle")).toEqual(["kundli"]);
    expect(partsForPath("/profile/transfer-history")).toEqual(["commerce"]);
    expect(partsForPath("/profile")).toEqual(["forum", "commerce"]);
    expect(partsForPath("/forum/some-post")).toEqual(["forum"]);
    expect(partsForPath("/admin/users/1")).toEqual(["admin", "commerce", "forum", "apiMessages"]);
    expect(partsForPath("/no-such-page")).toEqual([]);
  });
});
