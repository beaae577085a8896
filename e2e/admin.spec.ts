import { expect, gotoReady, test } from "./support/test.ts";
import { randomMobile } from "./support/accounts.ts";
import {
  ADMIN,
  AdminConsole,
  AdminModerationPage,
  BlogEditorPage,
  ContentPage,
  grantViaApi,
  PaymentAdminPage,
  StaffPage,
} from "./pages/admin.ts";
import { BlogListPage } from "./pages/blogs.ts";
import { BalancePage, buyPackViaApi, logInViaApi, registerOtherAccount, setLanguage } from "./pages/commerce.ts";
import { HomePage } from "./pages/home.ts";
import { postViaApi, randomUsername, registerHandleViaApi, reportViaApi } from "./pages/forum.ts";

/** The moderator FORUM_MODERATOR_MOBILES names in playwright.config.ts. */
const MODERATOR = "9999999901";

test.describe("operations console", () => {
  test("asks a visitor to log in and is not there for a member who is not staff", async ({ page }) => {
    // A visitor's page is a 401 (never kept in the page cache) asking to log in.
    expect((await page.request.get("/admin")).status()).toBe(401);
    await gotoReady(page, "/admin");
    await expect(page.getByText("Log in with a staff number to open the console.")).toBeVisible();
    await page.keyboard.press("Escape");

    await logInViaApi(page.request, randomMobile());
    for (const path of ["/admin", "/admin/users", "/admin/staff", "/admin/content/blog/new"]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
    expect((await page.request.get("/api/v1/admin/me")).status()).toBe(404);
  });

  test("an admin grants support rights to another number, confirming with a code", async ({ page, baseURL }) => {
    await logInViaApi(page.request, ADMIN);
    const staff = new StaffPage(page);
    await gotoReady(page, "/admin/staff");
    await expect(staff.section("Staff")).toBeVisible();
    await expect(staff.row("From ADMIN_MOBILES").first()).toBeVisible();

    // A role goes to an account: the number has signed in once.
    const newcomer = randomMobile();
    const support = await registerOtherAccount(baseURL ?? "", newcomer);
    await staff.grant(newcomer, "Support");
    // A grant changes access: the console asks for a fresh code, then goes on with the grant.
    await staff.confirmWithCode(ADMIN);
    await expect(page.getByText(/is now support\./)).toBeVisible();
    await expect(staff.row(newcomer.slice(-3))).toContainText("Support");

    // The new support member sees the support sections, not the admin's.
    const me = (await (await support.get("/api/v1/admin/me")).json()) as { roles: string[] };
    expect(me.roles).toEqual(["support"]);
    await support.dispose();
    await page.context().clearCookies();
    await logInViaApi(page.request, newcomer);
    const frame = new AdminConsole(page);
    await gotoReady(page, "/admin");
    await expect(frame.section("Payments")).toBeVisible();
    await expect(frame.section("Staff")).toHaveCount(0);
    await expect(page.getByTestId("chart-signups")).toBeVisible();
  });

  test("support refunds a sandbox payment and the user's statement shows it", async ({ page, baseURL }) => {
    // The user buys five Oracle questions through the sandbox.
    const userMobile = randomMobile();
    const user = await registerOtherAccount(baseURL ?? "", userMobile);
    await buyPackViaApi(user, "oracle-5");
    await user.dispose();

    // The admin makes a support member, who finds the payment by the user's number.
    const supportMobile = randomMobile();
    await (await registerOtherAccount(baseURL ?? "", supportMobile)).dispose();
    await logInViaApi(page.request, ADMIN);
    await grantViaApi(page.request, ADMIN, supportMobile, "support");
    await page.context().clearCookies();
    await logInViaApi(page.request, supportMobile);
    await gotoReady(page, `/admin/payments?q=${userMobile}`);
    const rows = page.getByTestId("payments").locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await rows.getByRole("link").first().click();

    const payment = new PaymentAdminPage(page);
    await expect(payment.timeline).toBeVisible();
    await expect(payment.refundForm).toContainText("Still refundable");
    await payment.refund("Charged but the questions did not help");
    await payment.confirmWithCode(supportMobile);
    await expect(page.getByText(/^Refunded ₹/)).toBeVisible();
    await expect(page.getByText("Nothing left to refund.")).toBeVisible();

    // The user's own statement shows the refund taking the questions back.
    await page.context().clearCookies();
    await logInViaApi(page.request, userMobile);
    const balance = new BalancePage(page);
    await balance.goto();
    const refund = balance.statement.filter({ hasText: "Refund" });
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText("−5");
  });

  test("a moderator restores a hidden post from the console", async ({ page, baseURL }) => {
    const author = await registerOtherAccount(baseURL ?? "", randomMobile());
    await registerHandleViaApi(author, randomUsername());
    const title = `A post for the console ${randomUsername()}`;
    const did = await postViaApi(author, title, "Buy my lucky gemstones for a better career.");
    await author.dispose();
    for (let i = 0; i < 3; i += 1) {
      const reporter = await registerOtherAccount(baseURL ?? "", randomMobile());
      await reportViaApi(reporter, did, "Selling gemstones");
      await reporter.dispose();
    }
    expect((await page.request.get(`/api/v1/forum/discussions/${did}`)).status()).toBe(404);

    await logInViaApi(page.request, MODERATOR);
    const queue = new AdminModerationPage(page);
    await gotoReady(page, "/admin/moderation");
    await expect(queue.section("Moderation")).toBeVisible();
    await expect(queue.section("Users")).toHaveCount(0);
    await expect(queue.item(title)).toContainText("Hidden after reports");
    await queue.restore(title, "Reports were about another post");
    await expect(queue.item(title)).toHaveCount(0);
    expect((await page.request.get(`/api/v1/forum/discussions/${did}`)).status()).toBe(200);
  });

  test("an editor publishes a Hindi blog post that appears on /blogs", async ({ page, baseURL }) => {
    const editorMobile = randomMobile();
    await (await registerOtherAccount(baseURL ?? "", editorMobile)).dispose();
    await logInViaApi(page.request, ADMIN);
    await grantViaApi(page.request, ADMIN, editorMobile, "editor");
    await page.context().clearCookies();
    await logInViaApi(page.request, editorMobile);

    await gotoReady(page, "/admin/content/blog");
    await page.getByTestId("new-post").click();
    const editor = new BlogEditorPage(page);
    await expect(editor.form).toBeVisible();
    const slug = `shani-${randomUsername()}`;
    const title = `शनि की साढ़े साती ${slug.slice(-4)}`;
    await editor.fill({
      language: "Hindi",
      slug,
      title,
      excerpt: "साढ़े साती क्या है और इसके उपाय।",
      body: "## साढ़े साती क्या है\n\nशनि का गोचर चंद्र राशि से बारहवें, पहले और दूसरे भाव में।\n\n## उपाय\n\nधैर्य रखें।",
    });
    await editor.form.getByRole("button", { name: "Preview" }).click();
    await expect(editor.preview.getByRole("heading", { name: "साढ़े साती क्या है" })).toBeVisible();
    await editor.form.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: it is on /blogs now.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content\/blog\/[^/]+$/);

    // A visitor reading in Hindi finds it on the blog.
    await page.context().clearCookies();
    await setLanguage(page, "hi", baseURL ?? "");
    await gotoReady(page, "/blogs");
    const list = new BlogListPage(page);
    await expect(list.card(title)).toBeVisible();
    await list.openPost(title);
    await expect(page.getByTestId("blog-post").getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("an editor renames a video in Hindi and the home page shows it", async ({ page, baseURL }) => {
    const editorMobile = randomMobile();
    await (await registerOtherAccount(baseURL ?? "", editorMobile)).dispose();
    await logInViaApi(page.request, ADMIN);
    await grantViaApi(page.request, ADMIN, editorMobile, "editor");
    await page.context().clearCookies();
    await logInViaApi(page.request, editorMobile);

    // The last video: the home tests read the first one's English title.
    const { videos } = (await (await page.request.get("/api/v1/videos")).json()) as { videos: { title: string }[] };
    const video = videos[videos.length - 1]!;
    const content = new ContentPage(page);
    await gotoReady(page, "/admin/content");
    await expect(content.section("Content")).toBeVisible();
    const form = await content.openRow("videos", video.title);
    const title = `नया वीडियो ${randomUsername().slice(-6)}`;
    await form.getByLabel("Title (Hindi)").fill(title);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. Public pages show it now.")).toBeVisible();

    await page.context().clearCookies();
    await setLanguage(page, "hi", baseURL ?? "");
    await gotoReady(page, "/");
    await expect(new HomePage(page).vlogs).toContainText(title);
  });

  test("an admin grants questions to a user, and the audit log shows who, what and why", async ({ page, baseURL }) => {
    const userMobile = randomMobile();
    await (await registerOtherAccount(baseURL ?? "", userMobile)).dispose();
    await logInViaApi(page.request, ADMIN);
    const frame = new AdminConsole(page);
    await gotoReady(page, `/admin/users?mobile=${userMobile}`);
    await page.getByTestId("users").getByRole("link").first().click();
    const balances = page.getByTestId("balances");
    const oracle = balances.locator("[data-account=oracle_questions]");
    const before = Number((await oracle.locator("dd").textContent()) ?? "0");

    const credits = page.getByTestId("credits");
    await credits.getByLabel("Account").selectOption({ label: "Oracle questions" });
    await credits.getByLabel(/^Number/).fill("3");
    await credits.getByLabel("Reason").fill("Goodwill after a failed reply");
    await credits.getByRole("button", { name: "Post to the ledger" }).click();
    // Credits change money: a fresh code first (the window is per session).
    await frame.confirmWithCode(ADMIN);
    await expect(page.getByText(/^Done: /)).toBeVisible();
    await expect(oracle.locator("dd")).toHaveText(String(before + 3));
    // The ledger says a staff adjustment; the reason is in the audit log.
    await expect(page.getByTestId("statement").locator("tr", { hasText: "Adjusted by support" })).toContainText("+3");

    const userId = page.url().split("/").pop()!;
    await gotoReady(page, `/admin/audit?target=${userId}`);
    const entries = page.getByTestId("audit").locator("li");
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText("Goodwill after a failed reply");

    // The other sections open for an admin.
    for (const path of ["/admin/leads", "/admin/replies", "/admin/payments", "/admin/content/blog"]) {
      expect((await gotoReady(page, path))?.status(), path).toBe(200);
    }
  });
});
