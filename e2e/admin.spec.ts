import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./support/test.ts";
import { codesSent, nextCode, randomMobile } from "./support/accounts.ts";
import {
  adminMobile,
  AdminConsole,
  AdminModerationPage,
  BlogEditorPage,
  ContentPage,
  grantViaApi,
  LeadsAdminPage,
  PaymentAdminPage,
  StaffPage,
  UserAdminPage,
} from "./pages/admin.ts";
import { BlogListPage } from "./pages/blogs.ts";
import {
  BalancePage,
  buyPackViaApi,
  logInViaApi,
  registerOtherAccount,
  setLanguage,
  subscribeViaApi,
} from "./pages/commerce.ts";
import { HomePage } from "./pages/home.ts";
import {
  postByNewMemberViaApi,
  postViaApi,
  randomUsername,
  registerHandleViaApi,
  reportByNewMembersViaApi,
  reportViaApi,
} from "./pages/forum.ts";
import { LoginDialog } from "./pages/login-dialog.ts";

/** The moderator FORUM_MODERATOR_MOBILES names in playwright.config.ts. */
const MODERATOR = "9999999901";

/** The admin gives a new number `role`; the page is then signed in as that staff member. Returns the number. */
async function signInAsNewStaff(page: Page, baseURL: string | undefined, role: string): Promise<string> {
  const mobile = randomMobile();
  await (await registerOtherAccount(baseURL ?? "", mobile)).dispose();
  await logInViaApi(page.request, adminMobile());
  await grantViaApi(page.request, adminMobile(), mobile, role);
  await page.context().clearCookies();
  await logInViaApi(page.request, mobile);
  return mobile;
}

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
    await logInViaApi(page.request, adminMobile());
    const staff = new StaffPage(page);
    await gotoReady(page, "/admin/staff");
    await expect(staff.section("Staff")).toBeVisible();
    await expect(staff.row("From ADMIN_MOBILES").first()).toBeVisible();

    // A role goes to an account: the number has signed in once.
    const newcomer = randomMobile();
    const support = await registerOtherAccount(baseURL ?? "", newcomer);
    await staff.grant(newcomer, "Support");
    // A grant changes access: the console asks for a fresh code, then goes on with the grant.
    await staff.confirmWithCode(adminMobile());
    await expect(page.getByText(/is now support\./)).toBeVisible();
    await expect(staff.row(newcomer)).toContainText("Support");

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
    const supportMobile = await signInAsNewStaff(page, baseURL, "support");
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
    const title = `A post for the console ${randomUsername()}`;
    const did = await postByNewMemberViaApi(baseURL ?? "", title);
    await reportByNewMembersViaApi(baseURL ?? "", did, 3);
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
    await signInAsNewStaff(page, baseURL, "editor");

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
    await signInAsNewStaff(page, baseURL, "editor");

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
    await logInViaApi(page.request, adminMobile());
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
    await frame.confirmWithCode(adminMobile());
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

  test("support marks a consultation request contacted with notes, and the CSV export carries them", async ({
    page,
    baseURL,
  }) => {
    // A visitor asks for a consultation the way the consult page does.
    const name = `Lead ${randomUsername()}`;
    const lead = await page.request.post("/api/v1/leads", {
      data: { full_name: name, mobile_number: randomMobile(), date_of_birth: "1992-08-14", birth_place: "Pune" },
    });
    expect(lead.ok(), `lead answered ${lead.status()}`).toBe(true);

    await signInAsNewStaff(page, baseURL, "support");
    const leads = new LeadsAdminPage(page);
    await gotoReady(page, "/admin/leads?status=new");
    await expect(leads.card(name)).toContainText("New");
    const notes = `Called back, "wants a marriage reading", ${name}`;
    await leads.update(name, "Contacted", notes);
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();

    // Filtered to contacted, the lead is there with its notes, and the export carries both.
    await leads.filter("Contacted");
    await expect(page).toHaveURL(/status=contacted/);
    await expect(leads.card(name)).toContainText("Contacted");
    await expect(leads.card(name).getByLabel("Notes")).toHaveValue(notes);
    const csv = await leads.downloadCsv();
    expect(csv.name).toMatch(/\.csv$/);
    const [header, ...rows] = csv.text.trim().split("\r\n");
    expect(header).toBe("kind,id,created_at,status,name,mobile,email,language,detail,notes");
    const row = rows.find((r) => r.includes(name));
    expect(row, "the lead's row in the CSV").toBeDefined();
    expect(row).toContain(",contacted,");
    // The notes' quotes are doubled inside a quoted cell.
    expect(row).toContain(`"Called back, ""wants a marriage reading"", ${name}"`);
    expect(rows.every((r) => r.split(",")[3] === "contacted")).toBe(true);
  });

  test("support ends a user's sessions, suspends the account (no sign-in) and lifts the suspension", async ({
    page,
    baseURL,
    browser,
  }) => {
    const userMobile = randomMobile();
    const user = await registerOtherAccount(baseURL ?? "", userMobile);
    expect((await user.get("/api/v1/balance")).status()).toBe(200);
    const supportMobile = await signInAsNewStaff(page, baseURL, "support");

    await gotoReady(page, `/admin/users?mobile=${userMobile}`);
    await page.getByTestId("users").getByRole("link").first().click();
    const detail = new UserAdminPage(page);
    await expect(detail.form("end-sessions")).toBeVisible();
    await detail.act("end-sessions", "End all sessions", "Lost phone, asked to sign out");
    await expect(page.getByText(/^1 session ended\.$/)).toBeVisible();
    await expect(detail.sessions).toContainText("Ended");
    // The user's own session no longer answers.
    expect((await user.get("/api/v1/balance")).status()).toBe(401);
    await user.dispose();

    // Suspending changes access: a fresh code first.
    await detail.act("ban", "Suspend", "Chargeback fraud");
    await detail.confirmWithCode(supportMobile);
    await expect(page.getByText("The account is suspended and signed out everywhere.")).toBeVisible();
    await expect(page.getByTestId("admin-user")).toContainText("Suspended since");
    await expect(page.getByTestId("admin-user")).toContainText("Chargeback fraud");

    // The suspended user cannot sign in: the login dialog says why.
    const visitor = await browser.newContext({ baseURL, locale: "en-IN", serviceWorkers: "block" });
    const visitorPage = await visitor.newPage();
    await gotoReady(visitorPage, "/contact-us");
    const login = new LoginDialog(visitorPage);
    await login.open();
    const before = await codesSent(visitorPage.request, userMobile);
    await login.requestCode(userMobile);
    await login.typeCode(await nextCode(visitorPage.request, userMobile, before));
    await login.verify.click();
    await expect(login.root).toContainText("This account has been suspended.");
    await visitor.close();

    // Lifted, the user signs in again (the confirmation still holds: no new code).
    await detail.act("unban", "Lift suspension", "Bank confirmed the payment");
    await expect(page.getByText("The account can sign in again.")).toBeVisible();
    await expect(detail.form("ban")).toBeVisible();
    const again = await registerOtherAccount(baseURL ?? "", userMobile);
    expect((await again.get("/api/v1/balance")).status()).toBe(200);
    await again.dispose();
  });

  test("a moderator silences a reported member for three days", async ({ page, baseURL }) => {
    const author = await registerOtherAccount(baseURL ?? "", randomMobile());
    const handle = randomUsername();
    await registerHandleViaApi(author, handle);
    const title = `Silence me ${randomUsername()}`;
    const did = await postViaApi(author, title, "Visit my site for cheap remedies, call now.");
    const reporter = await registerOtherAccount(baseURL ?? "", randomMobile());
    await reportViaApi(reporter, did, "Advertising");
    await reporter.dispose();

    // A moderator the console made (the restore test signs in as the configured one).
    await signInAsNewStaff(page, baseURL, "moderator");
    const queue = new AdminModerationPage(page);
    await gotoReady(page, "/admin/moderation");
    const item = queue.item(title);
    await expect(item).toContainText("Reported, still visible");
    await item.getByTestId("silence-open").click();
    const form = item.getByTestId("silence");
    await form.getByLabel("Days").selectOption({ label: "3 days" });
    await form.getByLabel("Reason").fill("Advertising in the forum");
    const started = Date.now();
    await form.getByRole("button", { name: "Silence the author" }).click();
    await expect(page.getByText(/cannot post, comment or vote until/)).toBeVisible();
    await expect(item).toContainText("Author silenced until");

    // Three days from now, and the member cannot post meanwhile.
    const queued = (await (await page.request.get("/api/v1/admin/moderation")).json()) as {
      items: { title: string; author_silenced_until: string | null }[];
    };
    const until = Date.parse(queued.items.find((i) => i.title === title)?.author_silenced_until ?? "");
    expect(Math.abs(until - started - 3 * 86_400_000)).toBeLessThan(5 * 60_000);
    const refused = await author.post("/api/v1/forum/discussions", {
      data: { title: `Another one ${handle}`, description: "Still selling remedies here." },
    });
    expect(refused.ok()).toBe(false);
    expect(JSON.stringify(await refused.json())).toContain("Advertising in the forum");
    await author.dispose();
  });

  test("an admin takes back a role and the member loses the console", async ({ page, baseURL }) => {
    const editorMobile = randomMobile();
    const editor = await registerOtherAccount(baseURL ?? "", editorMobile);
    await logInViaApi(page.request, adminMobile());
    await grantViaApi(page.request, adminMobile(), editorMobile, "editor");
    expect((await editor.get("/api/v1/admin/me")).status()).toBe(200);

    const staff = new StaffPage(page);
    await gotoReady(page, "/admin/staff");
    // The list shows admins their full numbers.
    const row = staff.rows.and(page.locator(`[data-mobile="+91${editorMobile}"]`));
    await expect(row).toContainText("Content editor");
    await row.locator("summary", { hasText: "Take back Content editor" }).click();
    await row.getByTestId("revoke").getByRole("button", { name: "Take back Content editor" }).click();
    await expect(page.getByText(/role was taken back\.$/)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await editor.get("/api/v1/admin/me")).status()).toBe(404);
    await editor.dispose();
  });

  test("support cancels a user's active plan from its payment", async ({ page, baseURL }) => {
    const userMobile = randomMobile();
    const user = await registerOtherAccount(baseURL ?? "", userMobile);
    await subscribeViaApi(user);
    const current = async () =>
      (await (await user.get("/api/v1/subscriptions/current")).json()) as { is_active: boolean; status: string };
    expect((await current()).is_active).toBe(true);

    const supportMobile = await signInAsNewStaff(page, baseURL, "support");
    await gotoReady(page, `/admin/payments?q=${userMobile}`);
    const rows = page.getByTestId("payments").locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("Subscription");
    await rows.getByRole("link").first().click();

    const payment = new PaymentAdminPage(page);
    const cancel = page.getByTestId("cancel-plan");
    await expect(cancel).toBeVisible();
    await cancel.getByLabel("Reason").fill("User asked by email to stop the plan");
    await cancel.getByRole("button", { name: "Cancel the plan" }).click();
    await payment.confirmWithCode(supportMobile);
    await expect(page.getByText("The plan is cancelled; its remaining questions end with it.")).toBeVisible();
    await expect(cancel).toHaveCount(0);
    await expect(page.getByText(/^Plan: cancelled, until /)).toBeVisible();
    expect((await current()).is_active).toBe(false);
    await user.dispose();
  });

  test("an editor adds a video that the public list shows, then switches it off", async ({ page, baseURL }) => {
    await signInAsNewStaff(page, baseURL, "editor");
    const content = new ContentPage(page);
    await gotoReady(page, "/admin/content");
    const videos = content.table("videos");
    await videos.getByText("Add one").click();
    const form = videos.getByTestId("videos-new");
    const title = `New video ${randomUsername()}`;
    const youtubeId = `e2e${randomUsername()}`
      .replace(/[^A-Za-z0-9_-]/g, "")
      .padEnd(11, "x")
      .slice(0, 11);
    await form.getByLabel("YouTube video id").fill(youtubeId);
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Title (Hindi)").fill(`नया ${title}`);
    await form.getByLabel("Order").fill("999");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. Public pages show it now.")).toBeVisible();
    const listed = async () =>
      ((await (await page.request.get("/api/v1/videos")).json()) as { videos: { title: string; youtube_id: string }[] })
        .videos;
    expect((await listed()).find((v) => v.title === title)?.youtube_id).toBe(youtubeId);

    // Switched off, it leaves the public list.
    const row = await content.openRow("videos", title);
    await row.getByLabel("Shown (1) or off (0)").fill("0");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(videos.locator("summary", { hasText: title })).toContainText("Switched off");
    expect((await listed()).some((v) => v.title === title)).toBe(false);
  });
});
