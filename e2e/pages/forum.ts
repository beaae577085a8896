import { expect, type APIRequestContext } from "@playwright/test";
import { randomMobile } from "../support/accounts.ts";
import { registerOtherAccount } from "./commerce.ts";
import { PageObject } from "./page-object.ts";

/** A forum user name no other run has taken: "e2e" and 10 random digits. */
export function randomUsername(): string {
  return `e2e${Math.floor(Math.random() * 1e10)
    .toString()
    .padStart(10, "0")}`;
}

/** Registers a forum handle for an account through the API. */
export async function registerHandleViaApi(api: APIRequestContext, username: string): Promise<void> {
  const res = await api.post("/api/v1/forum/handle", {
    data: { display_name: username, email: `${username}@example.com`, bid: 0 },
  });
  expect(res.ok(), `handle answered ${res.status()}`).toBe(true);
}

/** Starts a discussion through the API; returns its id. */
export async function postViaApi(api: APIRequestContext, title: string, description: string): Promise<string> {
  const res = await api.post("/api/v1/forum/discussions", { data: { title, description } });
  expect(res.ok(), `discussion answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { did: string }).did;
}

/** The forum list (/forum): search, Create, the handle form and the discussions. */
export class ForumListPage extends PageObject {
  readonly create = this.page.getByRole("link", { name: "Create", exact: true });
  readonly handleForm = this.page.getByTestId("handle-form");
  readonly username = this.page.getByLabel("User name");
  readonly email = this.page.getByLabel("Email");
  readonly saveHandle = this.page.getByRole("button", { name: "Save profile" });
  readonly discussions = this.page.getByTestId("discussion");
  readonly search = this.page.getByRole("searchbox");

  async registerHandle(username: string): Promise<void> {
    await this.username.fill(username);
    await this.email.fill(`${username}@example.com`);
    await this.saveHandle.click();
    await expect(this.create).toBeVisible();
  }
}

/** The create and edit form. */
export class PostFormPage extends PageObject {
  readonly title = this.page.getByLabel("Title");
  readonly description = this.page.getByLabel("Description");
  readonly submit = this.page.getByTestId("post-form").getByRole("button", { name: "Post" });
}

/** A post view: the post, its votes, comments and report. */
export class PostPage extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1 });
  readonly upvote = this.page.getByRole("button", { name: "Upvote" }).first();
  readonly score = this.page.getByTestId("score").first();
  readonly comments = this.page.getByTestId("comment");
  readonly commentBox = this.page.getByLabel("Add a comment");
  readonly sendComment = this.page.getByRole("button", { name: "Comment", exact: true });
  readonly editPost = this.page.getByRole("link", { name: "Edit Post" });

  /** The discussion id in the address (`/forum/{slug}?did=…`, or a bare `/forum/{did}`). */
  did(): string {
    const url = new URL(this.page.url());
    return url.searchParams.get("did") ?? decodeURIComponent(url.pathname.split("/").pop() ?? "");
  }
}

/** The caller's profile with its points and the Redeem Questions dialog. */
export class ProfilePage extends PageObject {
  readonly card = this.page.getByTestId("profile");
  readonly points = this.card.getByTestId("points-badge");
  readonly redeemButton = this.card.getByRole("button", { name: "Redeem Questions" });
  readonly redeemDialog = this.page.getByTestId("redeem-dialog");
  readonly redeemPoints = this.page.getByLabel("Points to redeem");
  readonly redeemSubmit = this.redeemDialog.getByRole("button", { name: "Redeem" });
  readonly redeemHistory = this.card.getByRole("link", { name: "Redeem History" });
}

/** The notifications page. */
export class NotificationsPage extends PageObject {
  readonly items = this.page.getByTestId("notifications").getByRole("button");
  readonly unseenDots = this.page.getByRole("img", { name: "Not seen" });
  readonly empty = this.page.getByTestId("notifications-empty");
}

/** The moderators' review queue (/forum/moderation). */
export class ModerationPage extends PageObject {
  readonly items = this.page.getByTestId("moderation-item");
  readonly empty = this.page.getByText("Nothing to review.");
}

/** Reports a discussion through the API. */
export async function reportViaApi(api: APIRequestContext, did: string, reason: string): Promise<void> {
  const res = await api.post("/api/v1/forum/reports", { data: { did, reason } });
  expect(res.ok(), `report answered ${res.status()}`).toBe(true);
}

/** A member with a new number and handle posts a gemstone sales pitch titled `title`; returns its id. */
export async function postByNewMemberViaApi(baseURL: string, title: string): Promise<string> {
  const author = await registerOtherAccount(baseURL, randomMobile());
  await registerHandleViaApi(author, randomUsername());
  const did = await postViaApi(author, title, "Buy my lucky gemstones for a better career.");
  await author.dispose();
  return did;
}

/** `count` members, each with a new number, report the discussion `did` as "Selling gemstones". */
export async function reportByNewMembersViaApi(baseURL: string, did: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const reporter = await registerOtherAccount(baseURL, randomMobile());
    await reportViaApi(reporter, did, "Selling gemstones");
    await reporter.dispose();
  }
}
