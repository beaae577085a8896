// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage, testCompany } from "../../test-support/render-page";
import { CONSENT_VERSION } from "@graha/contracts/patterns";
import { trustStrings } from "./i18n";
import { TRUST_PAGE_IDS, type TrustPage } from "./page-model";
import { pagesEn } from "./pages-en";
import { pagesHi } from "./pages-hi";
import { GrievanceOfficer, TrustPageView } from "./trust-page";

afterEach(cleanup);

const company = testCompany;

const shape = (page: TrustPage) =>
  page.sections.map((s) => [s.paragraphs.length, s.list?.length ?? 0, Boolean(s.languageModelItem)]);

describe("trust pages", () => {
  it("have the same pages and sections in English and Hindi", () => {
    for (const id of TRUST_PAGE_IDS) expect(shape(pagesHi[id]), id).toEqual(shape(pagesEn[id]));
  });

  it("keep Graha, Oracle and Astra in Latin letters in Hindi", () => {
    const hindi = JSON.stringify(pagesHi);
    expect(hindi).not.toMatch(/ग्रह एस्ट्रो|ओरेकल|एस्ट्रा/);
    expect(hindi).toContain("Oracle");
  });

  it("are dated the day of the consent version the login records, and the privacy policy says it is recorded", () => {
    const day = Number(CONSENT_VERSION.slice(8, 10));
    expect(trustStrings.en.lastUpdated).toContain(`${day} November ${CONSENT_VERSION.slice(0, 4)}`);
    expect(trustStrings.hi.lastUpdated).toContain(`${day} नवंबर ${CONSENT_VERSION.slice(0, 4)}`);
    expect(JSON.stringify(pagesEn.privacy)).toMatch(/record the version of these terms/);
    expect(JSON.stringify(pagesHi.privacy)).toMatch(/संस्करण/);
  });

  it("About Us has the spec's four sections", () => {
    const headings = pagesEn.about.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(["Who we are", "Our Mission", "Our Vision", "What We Do"]));
  });

  it("fill in the company from the API and say whether a language model writes replies", async () => {
    renderPage(<TrustPageView page="privacy" />, { root: { user: null, company } });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Privacy Policy");
    expect(screen.getByText(/The data fiduciary is Graha Technologies Pvt\. Ltd\., 12 Residency Road/)).toBeTruthy();
    expect(screen.getByTestId("language-model-processor").textContent).toMatch(/written on our own servers/);
    expect(document.body.textContent).not.toContain("{{");
    expect(screen.getByRole("link", { name: /Go back/ }).getAttribute("href")).toBe("/");
    cleanup();
    renderPage(<TrustPageView page="privacy" />, {
      root: { user: null, company: { ...company, external_language_model: true } },
    });
    expect((await screen.findByTestId("language-model-processor")).textContent).toMatch(
      /language-model provider writes/,
    );
  });

  it("name the grievance officer and the keyed fingerprint kept after deletion, in Hindi too", async () => {
    renderPage(<GrievanceOfficer company={company} />, { root: { user: null, lang: "hi", company } });
    const officer = await screen.findByRole("region", { name: "शिकायत अधिकारी" });
    expect(within(officer).getByText("Asha Rao")).toBeTruthy();
    expect(within(officer).getByRole("link", { name: "grievance@graha.in" }).getAttribute("href")).toBe(
      "mailto:grievance@graha.in",
    );
    expect(JSON.stringify(pagesEn.privacy)).toContain("keyed, one-way fingerprint");
  });
});
