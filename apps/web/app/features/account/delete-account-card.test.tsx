// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "../../i18n/react";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n";
import { stubBrowserEachTest } from "../../test-support/browser-stubs";
import { alertText, jsonResponse as json, pressForAlert, requestCode } from "../../test-support/render-page";
import { DeleteAccountCard } from "./delete-account-card";

const { assign } = stubBrowserEachTest();

function renderCard() {
  return render(
    <I18nextProvider i18n={createI18n("en")}>
      <DeleteAccountCard />
    </I18nextProvider>,
  );
}

describe("DeleteAccountCard", () => {
  it("asks for the number and country code before anything else", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderCard();
    expect(await pressForAlert(user, "Get OTP")).toBe("Please enter your mobile number and select your country code.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a number that is not the account's", async () => {
    const user = userEvent.setup();
    const notTheAccounts = {
      error: {
        code: "validation_failed",
        message: "This is not the mobile number of your account.",
        fields: { mobile: "x" },
      },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(notTheAccounts, 400)),
    );
    renderCard();
    await requestCode(user, "9876543210");
    expect(await alertText()).toBe("Failed to get OTP. This is not the mobile number of your account.");
  });

  it("deletes with the code: Loading..., six boxes, Verify, confirmation, then home", async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    const calls: Array<[string, unknown]> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init?: RequestInit) => {
        calls.push([path, JSON.parse(String(init?.body))]);
        if (path.endsWith("/otp")) {
          await new Promise<void>((resolve) => (release = resolve));
          return json({ status: "success", token: "del-1", message: "sent" });
        }
        return json({ status: "success", message: "Account deleted" });
      }),
    );
    renderCard();
    await requestCode(user, "9876543210");
    expect(screen.getByRole("button", { name: "Loading..." })).toBeTruthy();
    release?.();
    await screen.findByRole("group", { name: "Enter OTP" });
    await user.keyboard("424242");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("status")).textContent).toBe("Your account has been deleted.");
    expect(calls).toEqual([
      ["/api/v1/account/delete/otp", { mobile: "919876543210" }],
      ["/api/v1/account/delete/verify", { mobile: "919876543210", otp: "424242", token: "del-1" }],
    ]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"), { timeout: 3000 });
    expect(sessionStorage.getItem("graha.flash")).toBe("accountDeleted");
  });
});
