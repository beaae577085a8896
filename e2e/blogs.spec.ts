import type { Page } from "@playwright/test";
import { BlogListPage, BlogPostPage, LatestBlogsSection } from "./pages/blogs.ts";
import { Header } from "./pages/header.ts";
import { expect, gotoReady, test } from "./support/test.ts";

// The builtin blog as `npm start` seeds it: twelve articles, nine a page, newest first.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 780 });
});

/** Nothing on the page is wider than the viewport (no sideways scrolling on a 360 px phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test("the list is server-rendered with its meta tags, nine a page, with numbered page links", async ({ page }) => {
  const response = await page.goto("/blogs");
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? "";
  expect(html).toContain("<title>Blogs: Vedic astrology explained | Graha</title>");
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/blogs"/);
  expect(html).toContain("Yogas: the special combinations in a chart");
  expect(html).not.toContain("Loading...");

  await gotoReady(page, "/blogs");
  const list = new BlogListPage(page);
  await expect(list.heading).toHaveText("Blogs");
  await expect(list.cards).toHaveCount(9);
  await expect(list.cards.first()).toContainText("3 Nov 2026");
  await expectNoSidewaysScroll(page);
  await list.pageLink(2).click();
  await expect(page).toHaveURL(/\/blogs\?page=2$/);
  await expect(list.cards).toHaveCount(3);
  await expect(list.pageLink(2)).toHaveAttribute("aria-current", "page");
  expect((await page.request.get("/blogs?page=9")).status()).toBe(404);
});

test("a post links its previous and next post by date, with its own meta tags", async ({ page }) => {
  await gotoReady(page, "/blogs?page=2");
  const list = new BlogListPage(page);
  await list.openPost("What is a kundli?");
  const post = new BlogPostPage(page);
  await post.expectOpen("What is a kundli?");
  await expect(page).toHaveURL(/\/blogs\/what-is-a-kundli$/);
  await expect(post.previousPost).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await post.nextPost.click();
  await post.expectOpen("The 27 nakshatras, simply explained");
  await expect(post.article).toContainText("13°20′");
  await expect(post.previousPost).toContainText("What is a kundli?");
  await post.nextPost.click();
  await post.expectOpen("Vimshottari dasha: the timeline of your chart");

  const response = await page.request.get("/blogs/sade-sati-without-fear");
  const html = await response.text();
  expect(html).toContain("<title>Sade Sati without fear | Graha Blogs</title>");
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/blogs\/sade-sati-without-fear"/);
  expect((await page.request.get("/blogs/no-such-post")).status()).toBe(404);
});

test("in Hindi the list, the post and its links are Hindi", async ({ page }) => {
  await gotoReady(page, "/blogs");
  await new Header(page).switchLanguage("हिंदी");
  const list = new BlogListPage(page);
  await expect(list.heading).toHaveText("ब्लॉग");
  await list.openPost("योग: कुंडली के विशेष संयोग");
  const post = new BlogPostPage(page);
  await post.expectOpen("योग: कुंडली के विशेष संयोग");
  await expect(post.article).toContainText("राजयोग");
  // (Whether it has a next post depends on what the console's tests published after it.)
  await post.previousPost.click();
  await post.expectOpen("गोचर: ग्रहों का भ्रमण आपकी कुंडली को कैसे छूता है");
  await expectNoSidewaysScroll(page);
});

test("the home page shows the three latest posts and reaches the blog", async ({ page }) => {
  await gotoReady(page, "/");
  const latest = new LatestBlogsSection(page);
  await expect(latest.cards).toHaveCount(3);
  await expect(latest.cards.first()).toContainText("Yogas: the special combinations in a chart");
  await expectNoSidewaysScroll(page);
  await latest.all.click();
  await expect(new BlogListPage(page).cards).toHaveCount(9);
});

test("Blogs in the phone's side menu and in the footer reaches the blog", async ({ page }, testInfo) => {
  await gotoReady(page, "/about-us");
  if (testInfo.project.name === "phone") {
    const nav = await new Header(page).navigation();
    await nav.getByRole("link", { name: "Blogs", exact: true }).click();
  } else {
    await page.getByRole("contentinfo").getByRole("link", { name: "Blogs", exact: true }).click();
  }
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(new BlogListPage(page).heading).toHaveText("Blogs");
});
