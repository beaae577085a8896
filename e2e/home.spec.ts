import { ConsultPage, HomePage, swipe } from "./pages/home.ts";
import { LoginDialog } from "./pages/login-dialog.ts";
import { codesSent, nextCode, randomMobile } from "./support/accounts.ts";
import { expect, gotoReady, test } from "./support/test.ts";

// The phone project runs at the narrowest common Android width.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 780 });
  // The players come from YouTube's privacy-enhanced domain; the tests stay offline.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
  );
});

test("every home section shows the database's content, in order", async ({ page }) => {
  const content = await (await page.request.get("/api/v1/home")).json();
  await gotoReady(page, "/");
  const home = new HomePage(page);
  await expect(home.heroTitle).toHaveText(content.hero.title);
  await expect(page.getByText(content.hero.badge).first()).toBeVisible();
  for (const figure of [content.stats.predictions_completed, content.stats.happy_users, content.stats.total_chats]) {
    await expect(home.heroStats).toContainText(figure);
  }
  await expect(home.astrologers.getByRole("heading", { name: "Our AI Astrologers" })).toBeVisible();
  await expect(home.howItWorks.getByRole("listitem")).toHaveCount(4);
  await expect(home.promo.getByRole("link", { name: "More About" })).toHaveAttribute("href", "/about-us");
  await expect(home.promo.getByRole("link", { name: "Consult an Expert" })).toHaveAttribute(
    "href",
    "/consult-astrologer",
  );
  await expect(home.zodiacCards).toHaveCount(3);
  await expect(home.testimonials.locator("li")).toHaveCount(6);
  await expect(home.testimonials).toContainText(content.testimonials[0].name);
  await expect(home.vlogs.getByRole("listitem")).toHaveCount(content.videos.length);
  await expect(home.subscription.getByRole("link", { name: "View Subscription Plans" })).toHaveAttribute(
    "href",
    "/subscription",
  );
  await expect(home.astroHub.getByRole("link", { name: "Visit AstroHub" })).toHaveAttribute("href", "/forum?page=1");
  await expect(home.statsBlock).toContainText(content.stats.total_chats);
  await expect(home.statsBlock).toContainText(content.stats.happy_users);
  await expect(home.statsBlock).toContainText(String(content.stats.ai_astrologers));

  // The sections come in the spec's order down the page.
  const tops = [];
  for (const section of [
    home.astrologers,
    home.howItWorks,
    home.promo,
    home.zodiac,
    home.testimonials,
    home.vlogs,
    home.subscription,
    home.astroHub,
    home.statsBlock,
  ]) {
    tops.push((await section.boundingBox())?.y ?? -1);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
});

test("the zodiac carousel: 3 signs, the middle highlighted, ends disabled, a 10 px swipe on a phone", async ({
  page,
}, testInfo) => {
  await gotoReady(page, "/");
  const home = new HomePage(page);
  await home.zodiac.scrollIntoViewIfNeeded();
  await expect(home.zodiacPrevious).toBeDisabled();
  await expect(home.zodiacCards.nth(1)).toHaveAttribute("data-middle", "true");
  await expect(home.zodiacCards.first()).toContainText("Aries");
  await home.zodiacNext.click();
  await expect(home.zodiacCards.first()).toContainText("Taurus");
  for (let i = 0; i < 8; i++) await home.zodiacNext.click();
  await expect(home.zodiacNext).toBeDisabled();
  await expect(home.zodiacCards.last()).toContainText("Pisces");
  if (testInfo.project.name === "phone") {
    await swipe(home.zodiac, 9);
    await expect(home.zodiacCards.last()).toContainText("Pisces");
    await swipe(home.zodiac, 10);
    await expect(home.zodiacCards.last()).toContainText("Aquarius");
    await swipe(home.zodiac, -40);
    await expect(home.zodiacCards.last()).toContainText("Pisces");
  }
});

test("the testimonials slider steps one card at a time and stops at both ends", async ({ page }, testInfo) => {
  await gotoReady(page, "/");
  const home = new HomePage(page);
  await home.testimonials.scrollIntoViewIfNeeded();
  const perView = testInfo.project.name === "phone" ? 1 : 3;
  await expect(home.testimonialsInView).toHaveCount(perView);
  await expect(home.testimonialPrevious).toBeDisabled();
  await home.testimonialNext.click();
  await home.expectTestimonialStep(1);
  await expect(home.testimonialsInView.first()).toContainText(/Rahul Verma/);
  // The slide takes 500 ms: the track is in motion, then rests one card further.
  await expect(home.testimonialTrack).toHaveCSS("transition-duration", "0.5s");
  const last = 6 - perView;
  for (let i = 1; i < last; i++) await home.testimonialNext.click();
  await home.expectTestimonialStep(last);
  await expect(home.testimonialNext).toBeDisabled();
  await expect(home.testimonialsInView.last()).toContainText(/Arjun Mehta/);
  await home.testimonialPrevious.click();
  await home.expectTestimonialStep(last - 1);
  if (testInfo.project.name === "phone") {
    // A finger moving left shows the next card, moving right the previous; 9 px is not a swipe.
    await swipe(home.testimonialTrack, -12);
    await home.expectTestimonialStep(last);
    await swipe(home.testimonialTrack, 9);
    await home.expectTestimonialStep(last);
    await swipe(home.testimonialTrack, 12);
    await home.expectTestimonialStep(last - 1);
  }
});

test("a video loads from youtube-nocookie.com only when played, with Watch on YouTube below", async ({ page }) => {
  const { videos } = await (await page.request.get("/api/v1/videos")).json();
  await gotoReady(page, "/");
  const home = new HomePage(page);
  await home.vlogs.scrollIntoViewIfNeeded();
  await expect(home.vlogs.locator("iframe")).toHaveCount(0);
  const first = home.vlogs.getByRole("listitem").first();
  await expect(first.getByRole("link", { name: "Watch on YouTube" })).toHaveAttribute(
    "href",
    `https://www.youtube.com/watch?v=${videos[0].youtube_id}`,
  );
  const loaded = page.waitForRequest((r) => r.url().startsWith("https://www.youtube-nocookie.com/embed/"));
  await first.getByRole("button", { name: `Play video: ${videos[0].title}` }).click();
  expect((await loaded).url()).toContain(`/embed/${videos[0].youtube_id}`);
  await expect(first.locator("iframe")).toHaveAttribute("title", videos[0].title);
  await expect(home.vlogs.locator("iframe")).toHaveCount(1);
});

test("the Recharge button rests below the last section, covering nothing on a phone", async ({ page }, testInfo) => {
  await gotoReady(page, "/");
  const home = new HomePage(page);
  const link = home.rechargeBar.getByRole("link", { name: "Recharge at Discount Rate" });
  await expect(link).toHaveAttribute("href", "/recharges");
  await expect(link).toBeInViewport();
  await home.footer.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = (await home.rechargeBar.boundingBox())!;
  const stats = (await home.statsBlock.boundingBox())!;
  const footer = (await home.footer.boundingBox())!;
  expect(bar.y).toBeGreaterThanOrEqual(stats.y + stats.height - 1);
  expect(bar.y + bar.height).toBeLessThanOrEqual(footer.y + 1);
  if (testInfo.project.name === "phone") expect(bar.width).toBeGreaterThanOrEqual(355);
});

test("the home page speaks Hindi from the database too", async ({ page, context }, testInfo) => {
  const base = testInfo.project.use.baseURL!;
  await context.addCookies([{ name: "lang", value: "hi", url: base }]);
  await gotoReady(page, "/");
  const home = new HomePage(page);
  await expect(home.heroTitle).toHaveText("आपके सितारे, मिनटों में जवाब");
  await expect(home.heroStats).toContainText("30 लाख+");
  await expect(home.testimonials).toContainText("प्रिया शर्मा");
  await expect(home.vlogs.getByRole("link", { name: "YouTube पर देखें" }).first()).toBeVisible();
});

test("consult page: three astrologers, the photo enlarges, Consult Now asks a visitor to log in", async ({ page }) => {
  test.setTimeout(60_000); // two dialogs on a shared machine
  const { consultants } = await (await page.request.get("/api/v1/astrologers/consultants")).json();
  const response = await gotoReady(page, "/consult-astrologer");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Consult Expert Astrologer | Graha");
  const consult = new ConsultPage(page);
  await expect(consult.cards).toHaveCount(3);
  const first = consultants[0];
  const card = consult.card(first.name);
  await expect(card).toContainText(first.specialization);
  await expect(card).toContainText(`${first.experience_years} years of experience`);
  await expect(card).toContainText(first.languages.join(", "));
  await expect(card).toContainText(first.rating.toFixed(1));
  await expect(card.getByTestId("consultant-testimonials")).toContainText(first.testimonials[0].text);
  await card.getByRole("button", { name: "Hide testimonials" }).click();
  await expect(card.getByTestId("consultant-testimonials")).toBeHidden();

  await card.getByRole("button", { name: `Enlarge the photo of ${first.name}` }).click();
  await expect(consult.dialog.getByRole("img", { name: `Photo of ${first.name}` })).toBeVisible();
  await consult.dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(consult.dialog).toHaveCount(0);

  await consult.consultNow(first.name).click();
  await expect(new LoginDialog(page).root).toBeVisible();
});

test("consult form: a signed-in user's number is locked; validation, then the request is stored with thanks", async ({
  page,
}) => {
  const mobile = randomMobile();
  test.setTimeout(60_000); // a login, then the form
  const { consultants } = await (await page.request.get("/api/v1/astrologers/consultants")).json();
  await gotoReady(page, "/consult-astrologer");
  const consult = new ConsultPage(page);
  // Consult Now logs a visitor in first; the page reloads signed in.
  await consult.consultNow(consultants[1].name).click();
  const login = new LoginDialog(page);
  const before = await codesSent(page.request, mobile);
  await login.requestCode(mobile);
  await login.typeCode(await nextCode(page.request, mobile, before));
  await login.verify.click();
  await expect(page.getByRole("link", { name: "Notifications" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await consult.consultNow(consultants[1].name).click();
  await expect(consult.mobile).toHaveValue(mobile);
  await expect(consult.mobile).toHaveAttribute("readonly", "");
  await consult.submit.click();
  await expect(consult.dialog).toContainText("Name is required");
  await consult.fullName.fill("R");
  await consult.email.fill("ravi@");
  await consult.submit.click();
  await expect(consult.dialog).toContainText("Name must be at least 2 characters long");
  await expect(consult.dialog).toContainText("Please enter a valid email address");
  await consult.fullName.fill("Ravi Kumar");
  await consult.email.fill("ravi@example.in");
  await consult.birthPlace.fill("Varanasi");
  await consult.submit.click();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
  await expect(consult.dialog).toContainText("Thank you! We will get back to you soon.");
  await consult.dialog.getByRole("button", { name: "OK" }).click();
  await expect(consult.dialog).toHaveCount(0);
});
