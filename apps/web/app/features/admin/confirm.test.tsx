// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse as json, renderPage } from "../../test-support/render-page";
import { ConfirmProvider } from "./confirm";
import { ReasonForm } from "./ui";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const confirmRequired = () =>
  json(
    {
      error: {
        code: "FORBIDDEN",
        message: "Confirm with a fresh code first",
        message_code: "admin.confirm_required",
      },
    },
    403,
  );

/** Stubs the API: the ban answers `ban` in turn; the code is sent and checked. Returns the calls. */
function stubApi(ban: (() => Response)[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init?.body ?? "null")) });
      if (url === "/api/v1/admin/confirm/send") return json({ status: "success", token: "tok", message: "sent" });
      if (url === "/api/v1/admin/confirm") return json({ status: "success", message: "Confirmed." });
      return (ban.shift() ?? confirmRequired)();
    }),
  );
  return calls;
}

function renderBan() {
  renderPage(
    <ConfirmProvider>
      <ReasonForm
        testId="ban"
        title="Suspend the account"
        path="/api/v1/admin/users/u9/ban"
        body={(reason) => ({ reason })}
        submitLabel="Suspend"
      />
    </ConfirmProvider>,
  );
}

describe("confirming a destructive action with a code", () => {
  it("asks for a code when the API wants one, checks it, then sends the action again", async () => {
    const user = userEvent.setup();
    const calls = stubApi([confirmRequired, () => json({ status: "success", message: "Suspended." })]);
    renderBan();
    await user.type(await screen.findByLabelText("Reason"), "Chargeback fraud");
    await user.click(screen.getByRole("button", { name: "Suspend" }));
    await user.click(await screen.findByRole("button", { name: "Send the code" }));
    await screen.findByText("Code sent to your number.");
    await user.keyboard("123456");
    await user.click(screen.getByRole("button", { name: "Confirm and continue" }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual([
      { url: "/api/v1/admin/users/u9/ban", body: { reason: "Chargeback fraud" } },
      { url: "/api/v1/admin/confirm/send", body: {} },
      { url: "/api/v1/admin/confirm", body: { code: "123456", token: "tok" } },
      { url: "/api/v1/admin/users/u9/ban", body: { reason: "Chargeback fraud" } },
    ]);
    await waitFor(() => expect(screen.queryByTestId("admin-confirm")).toBeNull());
    expect((screen.getByLabelText("Reason") as HTMLTextAreaElement).value).toBe("");
  });

  it("sends nothing more when the code is not asked for, and says why when given up", async () => {
    const user = userEvent.setup();
    const calls = stubApi([confirmRequired]);
    renderBan();
    await user.type(await screen.findByLabelText("Reason"), "Abuse");
    await user.click(screen.getByRole("button", { name: "Suspend" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await screen.findByText(/Confirm with a fresh code first/)).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(["/api/v1/admin/users/u9/ban"]);
  });
});
