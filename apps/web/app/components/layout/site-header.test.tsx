// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LoginDialogContext } from "../../lib/login-dialog";
import type { RootData } from "../../lib/session";
import { renderPage, testUser as user } from "../../test-support/render-page";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

function renderHeader(data: Partial<RootData>) {
  return renderPage(
    // The header only opens the dialog; the auth feature renders it.
    <LoginDialogContext.Provider value={{ openLogin: () => undefined }}>
      <SiteHeader />
    </LoginDialogContext.Provider>,
    { root: { user: null, ...data } },
  );
}

describe("SiteHeader", () => {
  it("shows a visitor the Log In button and the Horoscope link, without account widgets", async () => {
    renderHeader({});
    expect(await screen.findByRole("button", { name: "Log In" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Horoscope" }).getAttribute("href")).toBe(
      "/horoscope?zodiac=Aries&when=Today",
    );
    expect(screen.queryByRole("link", { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "My account" })).toBeNull();
    // Blogs is only in the mobile menu.
    expect(screen.queryByRole("link", { name: "Blogs" })).toBeNull();
  });

  it("shows a logged-in user the bell, the account menu and Yearly Predictions", async () => {
    renderHeader({ user });
    expect(await screen.findByRole("button", { name: "My account" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Yearly Predictions" }).getAttribute("href")).toBe(
      "/create-kundli?predictions=true",
    );
    expect(screen.queryByRole("link", { name: "Horoscope" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Log In" })).toBeNull();
  });

  it("hides the bell's badge at zero", async () => {
    renderHeader({ user, unseenCount: 0 });
    const bell = await screen.findByRole("link", { name: "Notifications" });
    expect(bell.getAttribute("href")).toBe("/notifications");
    expect(screen.queryByTestId("unseen-badge")).toBeNull();
  });

  it("shows the unseen count on the bell", async () => {
    renderHeader({ user, unseenCount: 7 });
    const bell = await screen.findByRole("link", { name: "Notifications, 7 unread" });
    expect(bell.querySelector("[data-testid=unseen-badge]")?.textContent).toBe("7");
  });

  it("speaks Hindi", async () => {
    renderHeader({ lang: "hi" });
    expect(await screen.findByRole("button", { name: "लॉग इन" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "राशिफल" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "हिंदी" }).getAttribute("aria-pressed")).toBe("true");
  });
});
