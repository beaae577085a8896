// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { alertText, jsonResponse as json, renderPage } from "../../test-support/render-page";
import { CancelSubscription } from "./cancel-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCancel(onCancelled = vi.fn()) {
  renderPage(<CancelSubscription daysRemaining={12} remainingQuestions={40} onCancelled={onCancelled} />);
  return onCancelled;
}

const step = (n: number) => screen.queryByText(`Step ${n} of 4`);

/** Opens the dialog, confirms, asks for a code and sends one back. */
async function codeVerified(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Cancel Subscription" }));
  await user.click(await screen.findByRole("button", { name: "Yes" }));
  await user.click(screen.getByRole("button", { name: "Get OTP" }));
  await waitFor(() => expect(step(3)).toBeTruthy());
  await user.keyboard("123456");
  await user.click(screen.getByRole("button", { name: "Verify" }));
}

/**
 * Stubs the cancel flow's API: the code is always sent, verify and the final cancel answer as
 * given. Returns the request bodies by URL.
 */
function stubCancelApi(verify: () => Response, cancel: () => Response) {
  const bodies: Record<string, unknown> = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      bodies[url] = JSON.parse(String(init?.body ?? "{}"));
      if (url.endsWith("/cancel/otp")) return json({ status: "success", token: "t1", message: "sent" });
      if (url.endsWith("/cancel/verify")) return verify();
      return cancel();
    }),
  );
  return bodies;
}

const verified = () => json({ status: "success", cancel_token: "c1", message: "ok" });

describe("CancelSubscription", () => {
  it("warns about the days left, and closing on any step starts again at step 1", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ status: "success", token: "t1", message: "sent" })),
    );
    renderCancel();
    await user.click(await screen.findByRole("button", { name: "Cancel Subscription" }));
    // The dialog's script is fetched when it first opens (components/ui/dialog.tsx).
    await waitFor(() => expect(step(1)).toBeTruthy());
    expect(screen.getByText(/12 days remaining/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(step(2)).toBeTruthy();
    expect((screen.getByLabelText("Mobile Number") as HTMLInputElement).value).toBe("9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    await waitFor(() => expect(step(3)).toBeTruthy());
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(step(3)).toBeNull());
    await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    expect(step(1)).toBeTruthy();
    // No on step 1 closes.
    await user.click(screen.getByRole("button", { name: "No" }));
    await waitFor(() => expect(step(1)).toBeNull());
  });

  it("goes through the code and the final confirm, then cancels", async () => {
    const user = userEvent.setup();
    const bodies = stubCancelApi(verified, () =>
      json({ success: true, status: "success", message: "Your subscription has been cancelled." }),
    );
    const onCancelled = renderCancel();
    await codeVerified(user);
    await waitFor(() => expect(step(4)).toBeTruthy());
    // What the user keeps, said before the last press: nothing; the 40 questions go with the plan.
    expect(screen.getByText(/end right away, and its 40 unused questions with it/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
    expect(bodies["/api/v1/subscriptions/cancel/otp"]).toEqual({ mobile: "919876543210" });
    expect(bodies["/api/v1/subscriptions/cancel/verify"]).toEqual({
      mobile: "919876543210",
      otp: "123456",
      token: "t1",
      device: "web",
    });
    expect(bodies["/api/v1/subscriptions/cancel"]).toEqual({ cancel_token: "c1" });
  });

  it("uses the cancel flow's text when verify fails on the server", async () => {
    const user = userEvent.setup();
    stubCancelApi(
      () => json({}, 502),
      () => json({}, 500),
    );
    renderCancel();
    await codeVerified(user);
    expect(await alertText()).toBe("Please try again, something went wrong!");
  });

  it("shows the spec's text when the final cancel fails", async () => {
    const user = userEvent.setup();
    stubCancelApi(verified, () => json({ error: { code: "internal", message: "boom" } }, 500));
    const onCancelled = renderCancel();
    await codeVerified(user);
    await waitFor(() => expect(step(4)).toBeTruthy());
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(await alertText()).toBe("Something went please try again!");
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
