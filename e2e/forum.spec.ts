import { expect, gotoReady, test } from "./support/test.ts";
import { randomMobile } from "./support/accounts.ts";
import { logInViaApi, registerOtherAccount, setLanguage } from "./pages/commerce.ts";
import {
  ForumListPage,
  ModerationPage,
  NotificationsPage,
  postViaApi,
  PostFormPage,
  PostPage,
  ProfilePage,
  randomUsername,
  registerHandleViaApi,
  postByNewMemberViaApi,
  reportByNewMembersViaApi,
} from "./pages/forum.ts";

/** The moderator FORUM_MODERATOR_MOBILES names in playwright.config.ts. */
const MODERATOR = "9999999901";

test.describe("AstroHub", () => {
  test("registers a handle, posts, gets a comment and a notification, votes, earns and redeems points", async ({
    page,
    baseURL,
  }) => {
    // The longest flow of the suite (two accounts, five posts, a redeem): more than 30 s on a busy machine.
    test.slow();
    await logInViaApi(page.request, randomMobile());
    const list = new ForumListPage(page);
    await gotoReady(page, "/forum?page=1");

    // No handle yet: the registration form, with the spec's texts for a bad user name.
    await expect(list.handleForm).toBeVisible();
    await list.username.fill("ab..c");
    await list.saveHandle.click();
    await expect(list.handleForm.getByText(/^Invalid username format\./)).toBeVisible();
    const username = randomUsername();
    await list.registerHandle(username);

    // A post through the form; success goes back to the list, where it is the newest.
    await list.create.click();
    await expect(page).toHaveURL(/\/forum\/create$/);
    const form = new PostFormPage(page);
    const title = `Saturn transit question ${username}`;
    await form.title.fill(title);
    await form.description.fill("Will Saturn's transit over my moon sign affect my career this year?");
    await form.submit.click();
    await expect(page).toHaveURL(/\/forum$/);
    await list.discussions.filter({ hasText: title }).getByRole("link", { name: title }).click();

    const post = new PostPage(page);
    await expect(post.heading).toHaveText(title);
    await expect(post.editPost).toBeVisible();
    const did = post.did();

    // A second account with its own handle comments on it.
    const other = await registerOtherAccount(baseURL ?? "", randomMobile());
    await registerHandleViaApi(other, randomUsername());
    const comment = await other.post(`/api/v1/forum/discussions/${did}/comments`, {
      data: { comment: "Saturn in the tenth is slow but steady." },
    });
    expect(comment.ok()).toBe(true);
    await other.dispose();

    // Voting: the button shows it is pressed and the score follows.
    await gotoReady(page, page.url());
    await expect(post.comments).toHaveCount(1);
    await expect(post.upvote).toHaveAttribute("aria-pressed", "false");
    await post.upvote.click();
    await expect(post.upvote).toHaveAttribute("aria-pressed", "true");
    await expect(post.score).toHaveText("1");
    // The caller's vote comes back with the page.
    await gotoReady(page, page.url());
    await expect(post.upvote).toHaveAttribute("aria-pressed", "true");

    // The comment's notification: a dot until opened, and opening goes to the discussion.
    const notifications = new NotificationsPage(page);
    await gotoReady(page, "/notifications");
    await expect(notifications.items.filter({ hasText: "commented on your discussion" })).toHaveCount(1);
    await expect(notifications.unseenDots).toHaveCount(1);
    await notifications.items.first().click();
    await expect(post.heading).toHaveText(title);
    await gotoReady(page, "/notifications");
    await expect(notifications.unseenDots).toHaveCount(0);

    // 20 points a discussion: four more make 100, one Oracle question.
    for (let i = 1; i <= 4; i += 1) {
      await postViaApi(page.request, `Question number ${i} ${username}`, "A question about my chart.");
    }
    const profile = new ProfilePage(page);
    await gotoReady(page, "/profile");
    await expect(profile.points).toHaveText("100 astro points");
    await profile.redeemButton.click();
    await profile.redeemPoints.fill("50");
    await profile.redeemSubmit.click();
    await expect(profile.redeemDialog.getByText("Redeem at least 100 points")).toBeVisible();
    await profile.redeemPoints.fill("100");
    await profile.redeemSubmit.click();
    await expect(page.getByText("100 points redeemed, 1 question added")).toBeVisible();
    await expect(profile.redeemDialog).toHaveCount(0);
    await profile.redeemHistory.click();
    await expect(page.getByTestId("redeems")).toContainText("100 points redeemed");
  });

  test("reads in Hindi on a 360 px phone: list, help and an empty notifications page", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await setLanguage(page, "hi", baseURL ?? "");
    await logInViaApi(page.request, randomMobile());
    await gotoReady(page, "/forum?page=1");
    await expect(page.getByRole("heading", { name: "अपनी AstroHub प्रोफ़ाइल बनाएँ" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "चर्चाएँ खोजें" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    await gotoReady(page, "/forum/learn-more-hindi");
    await expect(page.getByRole("table")).toContainText("नई चर्चा शुरू करें");
    await expect(page.getByText("आप एक दिन में अधिक से अधिक 400 पॉइंट्स कमा सकते हैं।")).toBeVisible();

    await gotoReady(page, "/notifications");
    await expect(new NotificationsPage(page).empty).toHaveText("ओह! कोई सूचना इतिहास उपलब्ध नहीं है");
  });

  test("three members' reports hide a post until a moderator restores it", async ({ page, baseURL }) => {
    const title = `A post to report ${randomUsername()}`;
    const did = await postByNewMemberViaApi(baseURL ?? "", title);

    // Two members report it through the API, the third through the Report dialog.
    await reportByNewMembersViaApi(baseURL ?? "", did, 2);
    await logInViaApi(page.request, randomMobile());
    await gotoReady(page, `/forum/${did}`);
    const post = new PostPage(page);
    await expect(post.heading).toHaveText(title);
    await page.getByRole("button", { name: "Report" }).first().click();
    await page.getByTestId("report-dialog").getByLabel("Reason").fill("Selling gemstones");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Thank you. Our moderators will review this.")).toBeVisible();
    // Hidden: gone for everyone but its author, and the queue is not this member's to see.
    expect((await page.request.get(`/api/v1/forum/discussions/${did}`)).status()).toBe(404);
    expect((await page.request.get("/forum/moderation")).status()).toBe(404);

    // The moderator sees why it is hidden and restores it.
    await logInViaApi(page.request, MODERATOR);
    const queue = new ModerationPage(page);
    await gotoReady(page, "/forum/moderation");
    const item = queue.items.filter({ hasText: title });
    await expect(item).toContainText("Hidden after reports");
    await expect(item).toContainText("3 members reported it");
    await item.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText("Restored: it is visible again.")).toBeVisible();
    await expect(queue.items.filter({ hasText: title })).toHaveCount(0);
    await gotoReady(page, `/forum/${did}`);
    await expect(post.heading).toHaveText(title);
  });
});
