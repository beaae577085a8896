// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "../../i18n/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n";
import { stubBrowserEachTest } from "../../test-support/browser-stubs";
import { alertText, pressForAlert, requestCode } from "../../test-support/render-page";
import { LoginDialog } from "./login-dialog";

const { reload } = stubBrowserEachTest();

/** Renders the dialog open and waits for it (its Radix part is fetched when it first opens). */
async function renderDialog(lang: "en" | "hi" = "en", onLoggedIn?: () => void) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nextProvider i18n={createI18n(lang)}>
          <LoginDialog open onOpenChange={() => {}} onLoggedIn={onLoggedIn} />
        </I18nextProvider>
      ),
    },
  ]);
  const rendered = render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("dialog");
  return rendered;
}

function stubApi(handler: (path: string, body: Record<string, unknown>) => [number, unknown]) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const [status, body] = handler(path, JSON.parse(String(init?.body ?? "{}")));
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("LoginDialog", () => {
  it("shows the spec's texts and a pre-checked terms box that gates Get OTP", async () => {
    const user = userEvent.setup();
    await renderDialog();
    expect(screen.getByRole("heading", { name: "Continue with Mobile" })).toBeTruthy();
    expect(screen.getByText("You will receive a 6-digit code for verification")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe("/terms-and-conditions");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    const terms = screen.getByRole("checkbox") as HTMLInputElement;
    const getOtp = screen.getByRole("button", { name: "Get OTP" }) as HTMLButtonElement;
    expect(terms.checked).toBe(true);
    expect(getOtp.disabled).toBe(false);
    await user.click(terms);
    expect(getOtp.disabled).toBe(true);
  });

  it("offers only +91", async () => {
    await renderDialog();
    const select = screen.getByRole("combobox", { name: "Country code" }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["+91"]);
  });

  it("asks for the number when it is empty and refuses an invalid one without calling the API", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(() => [200, {}]);
    await renderDialog();
    expect(await pressForAlert(user, "Get OTP")).toBe("Please enter your mobile number and select your country code.");
    await requestCode(user, "5123456789");
    expect(screen.getByRole("alert").textContent).toBe(
      "Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the throttle message after Failed to get OTP.", async () => {
    const user = userEvent.setup();
    stubApi(() => [
      429,
      { error: { code: "RATE_LIMITED", message: "Please wait 25 seconds before requesting a new code." } },
    ]);
    await renderDialog();
    await requestCode(user, "9876543210");
    expect(await alertText()).toBe("Failed to get OTP. Please wait 25 seconds before requesting a new code.");
  });

  it("logs in: code request, six boxes, verify with the token, then reload", async () => {
    const user = userEvent.setup();
    let resolveOtp: (() => void) | undefined;
    const calls: Array<[string, Record<string, unknown>]> = [];
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      calls.push([path, body]);
      if (path === "/api/v1/auth/otp") {
        await new Promise<void>((resolve) => (resolveOtp = resolve));
        return new Response(JSON.stringify({ status: "success", token: "tok-1", message: "sent" }));
      }
      if (body.otp === "111111") {
        return new Response(JSON.stringify({ status: "fail", message: "Incorrect code. 4 tries left." }), {
          status: 400,
        });
      }
      return new Response(JSON.stringify({ status: "success", jwt: "j", message: "ok" }));
    });
    vi.stubGlobal("fetch", fetchMock);
    await renderDialog();
    await requestCode(user, "9876543210");
    expect(screen.getByRole("button", { name: "loading..." })).toBeTruthy();
    resolveOtp?.();
    const group = await screen.findByRole("group", { name: "Enter OTP" });
    expect(group.querySelectorAll("input")).toHaveLength(6);

    await user.keyboard("111111{Enter}");
    expect(await alertText()).toBe("Incorrect code. 4 tries left.");
    expect(reload).not.toHaveBeenCalled();
    // The boxes are emptied and the cursor is back in the first one.
    expect((screen.getByLabelText("Digit 6 of 6") as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Digit 1 of 6")));

    await user.click(screen.getByLabelText("Digit 1 of 6"));
    await user.paste("123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls[0]).toEqual(["/api/v1/auth/otp", { mobile: "919876543210" }]);
    expect(calls.at(-1)).toEqual([
      "/api/v1/auth/verify",
      { mobile: "919876543210", otp: "123456", token: "tok-1", device: "web" },
    ]);
    expect(sessionStorage.getItem("graha.flash")).toBe("loggedIn");
  });

  it("hands over to the caller instead of reloading when asked to", async () => {
    const user = userEvent.setup();
    stubApi((path) =>
      path.endsWith("/otp")
        ? [200, { status: "success", token: "t", message: "sent" }]
        : [200, { status: "success", jwt: "j", message: "ok" }],
    );
    const onLoggedIn = vi.fn();
    await renderDialog("en", onLoggedIn);
    await requestCode(user, "7012345678");
    await screen.findByRole("group", { name: "Enter OTP" });
    await user.keyboard("123456{Enter}");
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
  });

  it("opens the outside-India overlay and closes it", async () => {
    const user = userEvent.setup();
    await renderDialog();
    await user.click(screen.getByRole("button", { name: "Click Here" }));
    expect(screen.getByRole("heading", { name: "Outside India?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Google Play/ })).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Close" }).at(0)!);
    expect(screen.queryByRole("heading", { name: "Outside India?" })).toBeNull();
  });

  it("speaks Hindi", async () => {
    await renderDialog("hi");
    expect(screen.getByRole("heading", { name: "मोबाइल से आगे बढ़ें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "OTP पाएँ" })).toBeTruthy();
  });
});
