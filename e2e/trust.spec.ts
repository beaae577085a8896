import { Header } from "./pages/header.ts";
import { ContactFormPage, TrustPage } from "./pages/trust.ts";
import { expect, gotoReady, test } from "./support/test.ts";

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 780 });
});

const PAGES = [
  { path: "/about-us", en: "About Us", hi: "हमारे बारे में" },
  { path: "/terms-and-conditions", en: "Terms of Use", hi: "उपयोग की शर्तें" },
  { path: "/privacy-policy", en: "Privacy Policy", hi: "गोपनीयता नीति" },
  { path: "/refund-policy", en: "Refund Policy", hi: "धनवापसी नीति" },
  { path: "/shipping-policy", en: "Shipping Policy", hi: "शिपिंग नीति" },
  { path: "/contact-us", en: "Contact Us", hi: "संपर्क करें" },
] as const;

test("every trust page answers 200, server-rendered with its meta tags, in English and Hindi", async ({ page }) => {
  for (const { path, en } of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const html = (await response?.text()) ?? "";
    expect(html).toContain(`<title>${en} | Graha</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${path}"`));
    expect(html).toContain('property="og:description"');
  }

  await gotoReady(page, "/about-us");
  const trust = new TrustPage(page);
  await trust.expectOpen("About Us");
  await new Header(page).switchLanguage("हिंदी");
  for (const { path, hi } of PAGES) {
    await gotoReady(page, path);
    await trust.expectOpen(hi);
    await expect(trust.article).toContainText(/[\u0900-\u097F]{3,}/);
  }
});

test("the privacy policy and the footer name the configured company and grievance officer", async ({ page }) => {
  const company = await (await page.request.get("/api/v1/company")).json();
  await gotoReady(page, "/privacy-policy");
  const trust = new TrustPage(page);
  await trust.expectOpen("Privacy Policy");
  await expect(trust.article).toContainText("Digital Personal Data Protection Act, 2023");
  await expect(trust.article).toContainText("keyed, one-way fingerprint");
  await expect(trust.grievanceOfficer).toContainText(company.grievance_officer.name);
  await expect(trust.grievanceOfficer.getByRole("link", { name: company.grievance_officer.email })).toBeVisible();
  await expect(trust.companyDetails).toContainText(company.gstin);
  await expect(trust.footerCompany).toContainText(company.name);
  await expect(trust.footerCompany).toContainText(company.gstin);
});

test("footer links reach the trust pages and Go back returns", async ({ page }) => {
  await gotoReady(page, "/horoscope?zodiac=Leo&when=Today");
  await page.getByRole("contentinfo").getByRole("link", { name: "Refund Policy" }).click();
  const trust = new TrustPage(page);
  await trust.expectOpen("Refund Policy");
  await expect(trust.article).toContainText("within 7 days");
  await trust.goBack.click();
  await expect(page).toHaveURL(/\/horoscope\?zodiac=Leo&when=Today$/);
});

test("the contact form says what to fix, then sends and thanks", async ({ page }) => {
  await gotoReady(page, "/contact-us");
  const trust = new TrustPage(page);
  await trust.expectOpen("Contact Us");
  await expect(trust.article).toContainText("Monday to Friday, 9 am to 6 pm");
  const form = new ContactFormPage(page);
  await form.fill("Meera", "12345", "help");
  await form.send.click();
  await expect(
    form.form.getByText("Enter a 10-digit mobile number starting with 6, 7, 8 or 9, or a valid email address."),
  ).toBeVisible();
  await expect(form.reach).toHaveAttribute("aria-invalid", "true");

  await form.fill("Meera", "98765 43210", "My plan did not start after paying.");
  await form.send.click();
  await expect(form.status).toHaveText("Thank you, we have your message. We reply within 24 hours on working days.");
  await expect(form.name).toHaveValue("");
});

test("/kundli/free without its data opens the free kundli form", async ({ page }) => {
  await gotoReady(page, "/kundli/free");
  await expect(page).toHaveURL(/\/free-kundli$/);
});
