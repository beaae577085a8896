// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse as json, renderPage } from "../../test-support/render-page";
import { HandleForm } from "./handle-form";
import { ModerationQueue } from "./moderation-queue";
import { NotificationList } from "./notifications";
import { pageItems } from "./pagination";
import { PostForm } from "./post-form";
import { ProfileView } from "./profile-view";
import { ReportButton } from "./report-dialog";
import { excerpt, PlainText } from "./text";
import { VoteButtons } from "./votes";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Stubs fetch with one answer; returns the requests' URLs and JSON bodies. */
function stubApi(answer: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    }),
  );
  return calls;
}

describe("pageItems (the spec's pagination)", () => {
  it("shows nothing for one page and every number up to 7 pages", () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("beyond 7 pages shows first, last and the current page's neighbours with ellipses", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, "gap-end", 20]);
    expect(pageItems(10, 20)).toEqual([1, "gap-start", 9, 10, 11, "gap-end", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap-start", 19, 20]);
    expect(pageItems(3, 8)).toEqual([1, 2, 3, 4, "gap-end", 8]);
  });
});

describe("HandleForm", () => {
  it("says the spec's texts for a missing or malformed user name and email, and sends nothing", async () => {
    const calls = stubApi(() => json({}));
    const user = userEvent.setup();
    renderPage(<HandleForm births={[]} onSaved={vi.fn()} />);
    await user.click(await screen.findByRole("button", { name: "Save profile" }));
    expect(screen.getByText("User name is required")).toBeTruthy();
    expect(screen.getByText("Email address is required")).toBeTruthy();

    for (const bad of ["abcd", "ab..cd", "-abcde", "abcdefghijklmnopqrstu"]) {
      await user.clear(screen.getByLabelText("User name"));
      await user.type(screen.getByLabelText("User name"), bad);
      await user.type(screen.getByLabelText("Email"), "x");
      await user.click(screen.getByRole("button", { name: "Save profile" }));
      expect(
        screen.getByText(
          "Invalid username format. Use alphanumeric characters and avoid consecutive special characters.",
        ),
      ).toBeTruthy();
      expect(screen.getByText("Invalid email")).toBeTruthy();
      await user.clear(screen.getByLabelText("Email"));
    }
    expect(calls).toEqual([]);
  });

  it("sends a valid handle with the chosen kundli (0 for none)", async () => {
    const calls = stubApi(() => json({ status: "success", message: "Your forum profile is saved." }));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderPage(<HandleForm births={[{ bid: "b1", full_name: "Asha" }]} onSaved={onSaved} />);
    await user.type(await screen.findByLabelText("User name"), "star.gazer");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.selectOptions(screen.getByLabelText("Default birth profile"), "b1");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      url: "/api/v1/forum/handle",
      body: { display_name: "star.gazer", email: "asha@example.com", bid: "b1" },
    });
  });
});

describe("VoteButtons", () => {
  it("presses the vote the API answers and shows its score; the same vote again releases it", async () => {
    let vote: 1 | null = 1;
    const calls = stubApi(() => {
      const answer = json({ status: "success", vote, upvotes: vote ? 3 : 2, downvotes: 1, score: vote ? 2 : 1 });
      vote = null;
      return answer;
    });
    const user = userEvent.setup();
    renderPage(<VoteButtons target={{ did: "d1" }} upvotes={2} downvotes={1} />);
    const up = await screen.findByRole("button", { name: "Upvote" });
    const down = screen.getByRole("button", { name: "Downvote" });
    expect(up.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("score").textContent).toBe("1");

    await user.click(up);
    await waitFor(() => expect(up.getAttribute("aria-pressed")).toBe("true"));
    expect(down.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("score").textContent).toBe("2");
    expect(calls[0]).toEqual({ url: "/api/v1/forum/votes", body: { did: "d1", type: 1 } });

    await user.click(up);
    await waitFor(() => expect(up.getAttribute("aria-pressed")).toBe("false"));
    expect(screen.getByTestId("score").textContent).toBe("1");
  });

  it("shows the caller's earlier vote pressed", async () => {
    renderPage(<VoteButtons target={{ did: "d1" }} upvotes={0} downvotes={1} initialVote={0} />);
    expect((await screen.findByRole("button", { name: "Downvote" })).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Upvote" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("score").textContent).toBe("-1");
  });

  it("asks a visitor to log in and sends nothing", async () => {
    const calls = stubApi(() => json({}));
    const user = userEvent.setup();
    renderPage(<VoteButtons target={{ cid: "c1" }} upvotes={0} downvotes={0} />, { root: { user: null } });
    await user.click(await screen.findByRole("button", { name: "Upvote" }));
    expect(calls).toEqual([]);
  });
});

describe("ReportButton", () => {
  it("asks for a reason, sends it and closes on success", async () => {
    const calls = stubApi(() => json({ status: "success", message: "Thank you. Our moderators will review this." }));
    const user = userEvent.setup();
    renderPage(<ReportButton target={{ cid: "c9" }} />);
    await user.click(await screen.findByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByText("Tell us why you are reporting this")).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText("Reason"), "spam links");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls[0]).toEqual({ url: "/api/v1/forum/reports", body: { cid: "c9", reason: "spam links" } });
  });

  it("keeps the dialog open with the API's message when refused", async () => {
    stubApi(() => json({ error: { code: "forbidden", message: "Please register a forum user name first." } }, 403));
    const user = userEvent.setup();
    renderPage(<ReportButton target={{ did: "d1" }} />);
    await user.click(await screen.findByRole("button", { name: "Report" }));
    await user.type(await screen.findByLabelText("Reason"), "off topic");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Please register a forum user name first.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("NotificationList", () => {
  it("says the spec's empty text in English and Hindi", async () => {
    renderPage(<NotificationList notifications={[]} />);
    expect((await screen.findByTestId("notifications-empty")).textContent).toBe(
      "Ohh! There is no Notifications history available",
    );
    cleanup();
    renderPage(<NotificationList notifications={[]} />, { root: { lang: "hi" } });
    expect((await screen.findByTestId("notifications-empty")).textContent).toBe("ओह! कोई सूचना इतिहास उपलब्ध नहीं है");
  });

  it("marks an unseen one with a dot and marks it seen when opened", async () => {
    const calls = stubApi(() => json({ status: "success" }));
    const user = userEvent.setup();
    renderPage(
      <NotificationList
        notifications={[
          { id: "n1", did: "d1", message: "ravi commented", highlight: true, created_at: "2026-11-25T10:00:00.000Z" },
          { id: "n2", did: null, message: "old news", highlight: false, created_at: "2026-11-24T10:00:00.000Z" },
        ]}
      />,
      { children: [{ path: "forum/:slug", Component: () => null }] },
    );
    expect(await screen.findAllByRole("img", { name: "Not seen" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: /ravi commented/ }));
    await waitFor(() => expect(calls[0]?.url).toBe("/api/v1/notifications/n1/seen"));
  });
});

describe("PlainText", () => {
  it("renders text as paragraphs, never as HTML or links", () => {
    const { container } = renderPage(
      <PlainText text={"<b>hi</b>\n\nsee https://x.example <script>alert(1)</script>"} />,
    );
    return waitFor(() => {
      expect(container.querySelectorAll("p")).toHaveLength(2);
      expect(container.querySelector("b, script, a")).toBeNull();
      expect(container.textContent).toContain("<b>hi</b>");
    });
  });

  it("renders a little markdown: bold, italic and bullet lists, not emphasis inside words", () => {
    const { container } = renderPage(
      <PlainText text={"**Saturn** is *slow* but _fair_; snake_case_name stays\n\n- patience\n* **discipline**"} />,
    );
    return waitFor(() => {
      expect([...container.querySelectorAll("strong")].map((e) => e.textContent)).toEqual(["Saturn", "discipline"]);
      expect([...container.querySelectorAll("em")].map((e) => e.textContent)).toEqual(["slow", "fair"]);
      expect([...container.querySelectorAll("li")].map((e) => e.textContent)).toEqual(["patience", "discipline"]);
      expect(container.textContent).toContain("snake_case_name stays");
    });
  });
});

describe("excerpt (the post's meta description)", () => {
  it("cuts to the limit on one line, with an ellipsis only when cut", () => {
    const cut = excerpt(`${"word ".repeat(60)}\n\nend`, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(excerpt(" short\n text ", 160)).toBe("short text");
  });
});

describe("ProfileView", () => {
  const profile = {
    uid: "u2",
    display_name: "star.gazer",
    gender: null,
    avatar: null,
    is_private: true,
    is_ban: false,
    rashi: "Mesha",
    nakshatra: "Ashwini",
    current_mahadasha: "Shani",
    astrohub_points: 140,
    is_owner: false,
  };
  const noPosts = { discussions: [], page_count: 0 };

  it("shows a private profile's name only to others", async () => {
    renderPage(<ProfileView profile={profile} posts={noPosts} births={[]} />);
    expect(await screen.findByText("This profile is private.")).toBeTruthy();
    expect(screen.queryByText("Mesha")).toBeNull();
    expect(screen.queryByTestId("points-badge")).toBeNull();
    expect(screen.queryByRole("button", { name: "Redeem Questions" })).toBeNull();
  });

  it("shows its owner the chart, points, email and the owner's actions", async () => {
    const own = { ...profile, is_owner: true, email: "a@example.com", email_verified: false, points_left: 40 };
    renderPage(<ProfileView profile={own} posts={noPosts} births={[]} />);
    expect(await screen.findByText("Mesha")).toBeTruthy();
    expect(screen.getByTestId("points-badge").textContent).toBe("140 astro points");
    expect(screen.getByText("Not Verified")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Redeem Questions" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Transfer Questions" }).getAttribute("href")).toBe("/balance");
    expect(screen.getByText("You have no posts & discussions")).toBeTruthy();
  });

  it("shows the chosen avatar and lets its owner pick another in Edit Avatar", async () => {
    const calls = stubApi(() => json({ status: "success", message: "Profile updated successfully" }));
    const own = { ...profile, is_owner: true, email: "a@example.com", avatar: "m2", default_birth_profile: null };
    const { container } = renderPage(<ProfileView profile={own} posts={noPosts} births={[]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Avatar" }));
    const dialog = await screen.findByRole("dialog");
    expect(screen.getAllByRole("radio")).toHaveLength(16);
    expect(screen.getByRole("radio", { name: "Avatar 2" }).getAttribute("aria-checked")).toBe("true");
    await user.click(screen.getByRole("radio", { name: "Avatar 11" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls[0]).toEqual({
      url: "/api/v1/forum/profile",
      body: { email: "a@example.com", bid: 0, avatar: "f3" },
    });
    expect(container.querySelector('img[src="/avatars/m2.svg"]')).toBeTruthy();
  });

  it.each([
    ["en", "Verified", "Not Verified"],
    ["hi", "सत्यापित", "सत्यापित नहीं"],
  ] as const)("shows a verified email as verified (%s)", async (lang, verified, notVerified) => {
    const own = { ...profile, is_owner: true, email: "a@example.com", email_verified: true, points_left: 40 };
    renderPage(<ProfileView profile={own} posts={noPosts} births={[]} />, { root: { lang } });
    expect(await screen.findByText(verified)).toBeTruthy();
    expect(screen.queryByText(notVerified)).toBeNull();
  });
});

describe("PostForm: Check with AI", () => {
  it("checks the draft (after the spec's checks) and shows Oracle's suggestions, sending nothing else", async () => {
    const calls = stubApi(() =>
      json({
        status: "success",
        message: "Oracle has a few suggestions for your post.",
        message_code: "forum.check_found",
        checks_left: 4,
        suggestions: [{ kind: "fear", text: "curse", message: 'Words like "curse" frighten readers.' }],
      }),
    );
    const user = userEvent.setup();
    renderPage(<PostForm tags={{ rashi: "Leo", nakshatra: null, mahadasha: null }} />);
    await user.click(await screen.findByRole("button", { name: "Check with AI" }));
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText("Title"), "  A curse on me ");
    await user.type(screen.getByLabelText("Description"), "My chart has a curse");
    await user.click(screen.getByRole("button", { name: "Check with AI" }));
    const advice = await screen.findByTestId("check-advice");
    expect(advice.textContent).toContain('Words like "curse" frighten readers.');
    expect(advice.textContent).toContain("4 checks left today");
    expect(calls).toEqual([
      { url: "/api/v1/forum/check", body: { title: "A curse on me", description: "My chart has a curse" } },
    ]);
  });
});

describe("ModerationQueue", () => {
  const item = {
    kind: "discussion" as const,
    id: "d1",
    did: "d1",
    title: "Buy my gems",
    text: "Cheap sapphires here",
    uid: "u1",
    display_name: "seller1",
    gender: null,
    avatar: null,
    created_at: "2026-11-26T10:00:00.000Z",
    hidden: true,
    held_reason: "reports" as const,
    author_silenced_until: null,
    reporter_count: 3,
    reports: [{ uid: "u2", display_name: "asha1", reason: "selling", created_at: "2026-11-26T10:05:00.000Z" }],
  };

  it("shows why each item waits, with its reports, and restores, removes and silences through the API", async () => {
    const calls = stubApi(() =>
      json({ status: "success", message: "Done", message_code: "forum.moderation_restored" }),
    );
    const user = userEvent.setup();
    renderPage(<ModerationQueue items={[item]} />);
    expect(await screen.findByText("Hidden after reports")).toBeTruthy();
    expect(screen.getByText("3 members reported it")).toBeTruthy();
    expect(screen.getByText("asha1: selling")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    await user.click(screen.getByRole("button", { name: "Silence author" }));
    await user.selectOptions(await screen.findByLabelText("For how long"), "7");
    await user.type(screen.getByLabelText("Reason"), "Selling gems");
    await user.click(screen.getByRole("button", { name: "Silence" }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([
      { url: "/api/v1/forum/moderation/discussion/d1/restore", body: {} },
      { url: "/api/v1/forum/moderation/discussion/d1/remove", body: {} },
      { url: "/api/v1/forum/moderation/users/u1/silence", body: { days: 7, reason: "Selling gems" } },
    ]);
  });

  it("says so when nothing waits, in Hindi too", async () => {
    renderPage(<ModerationQueue items={[]} />, { root: { lang: "hi" } });
    expect(await screen.findByText("समीक्षा के लिए कुछ नहीं है।")).toBeTruthy();
  });
});
