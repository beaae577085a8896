// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../test-support/render-page";
import { axisValue } from "./charts";
import { Dashboard } from "./dashboard";
import { LeadsList } from "./leads";
import { PaymentDetail } from "./payments";
import { AdminShell } from "./shell";
import { UserDetail } from "./users";

afterEach(cleanup);

const at = "2026-11-20T10:00:00.000Z";
const payment = {
  id: "p1",
  user_id: "u9",
  mobile: "+91 98•••••210",
  kind: "recharge" as const,
  provider: "sandbox",
  provider_order_id: "order_1",
  provider_payment_id: "pay_1",
  status: "paid" as const,
  total_paise: 11800,
  gst_paise: 1800,
  refunded_paise: 5000,
  invoice_number: "GR-0001",
  created_at: at,
  paid_at: at,
};

describe("the console's pages", () => {
  it("shows only the sections the caller's permissions open", async () => {
    renderPage(
      <AdminShell
        me={{
          status: "success",
          user_id: "m1",
          roles: ["moderator"],
          permissions: ["console.view", "forum.moderate"],
          confirmed_until: null,
        }}
      >
        <p>inside</p>
      </AdminShell>,
    );
    const nav = await screen.findByRole("navigation", { name: "Console sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Moderation"]);
    expect(screen.getByText("Your roles: Moderator")).toBeTruthy();
  });

  it("draws a chart per figure, revenue in rupees", async () => {
    const days = ["2026-11-24", "2026-11-25"].map((day, i) => ({
      day,
      signups: 3 + i,
      questions_answered: 10,
      questions_refused: i,
      revenue_paise: 10000 * (i + 1),
      active_subscriptions: 4,
      predictions: 2,
      forum_posts: 7,
    }));
    renderPage(<Dashboard days={days} />);
    const revenue = await screen.findByTestId("chart-revenue");
    expect(revenue.textContent).toContain("Total: ₹300");
    // The revenue axis is in rupees, the counts' axes in whole numbers (sign-ups top out at 5: no 2.5).
    const axis = (chart: HTMLElement) =>
      [...chart.querySelectorAll("svg[role=img] > g > text")].map((t) => t.textContent);
    expect(axis(revenue)).toEqual(["₹0", "₹100", "₹200"]);
    expect(axis(screen.getByTestId("chart-signups"))).toEqual(["0", "5"]);
    expect(axisValue(250_000, "rupees")).toBe("₹2.5L");
    expect(axisValue(2_500, "count")).toBe("2.5K");
    expect(screen.getByTestId("chart-subscriptions").textContent).toContain("Now: 4");
    expect(screen.getByTestId("chart-questions").querySelectorAll("rect[x][class*=fill-red]")).toHaveLength(2);
    expect(screen.getByRole("img", { name: "Sign-ups, 2026-11-24 to 2026-11-25" })).toBeTruthy();
  });

  it("shows a user's balances in the account's unit and the forms", async () => {
    renderPage(
      <UserDetail
        data={{
          status: "success",
          user: {
            id: "u9",
            mobile: "+91 98•••••210",
            created_at: at,
            banned_at: null,
            ban_reason: null,
            kundlis: 2,
            silenced_until: null,
          },
          balances: {
            oracle_questions: 5,
            astra_questions: 0,
            subscription_questions: 0,
            wallet_paise: 12345,
            daily_predictions: 0,
            weekly_predictions: 0,
            monthly_predictions: 0,
            yearly_predictions: 0,
          },
          statement: [
            {
              id: "l1",
              account: "wallet_paise",
              amount: -2050,
              reason: "refund",
              reference: "payment:p1",
              created_at: at,
            },
            {
              id: "l2",
              account: "oracle_questions",
              amount: 3,
              reason: "legacy_bonus",
              reference: null,
              created_at: at,
            },
          ],
          chats: [],
          sessions: [],
          payments: [payment],
        }}
      />,
    );
    const balances = await screen.findByTestId("balances");
    expect(balances.querySelector("[data-account=wallet_paise]")?.textContent).toContain("₹123.45");
    expect(balances.querySelector("[data-account=oracle_questions]")?.textContent).toContain("5");
    expect(screen.getByTestId("statement").textContent).toContain("−₹20.50");
    // Reasons in words; one the console does not know reads as an adjustment with its code.
    const reasons = [...screen.getByTestId("statement").querySelectorAll("[data-reason]")].map((r) => r.textContent);
    expect(reasons).toEqual(["Refund", "Adjustmentlegacy_bonus"]);
    expect(screen.getByTestId("ban")).toBeTruthy();
    // No chats and no sessions: each says so rather than showing bare column heads.
    expect(screen.getAllByText("Nothing here yet.")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "GR-0001" }).getAttribute("href")).toBe("/admin/payments/p1");
  });

  it("offers a refund of what is left, and cancelling an active plan", async () => {
    renderPage(
      <PaymentDetail
        data={{
          status: "success",
          payment,
          timeline: [
            { at, event: "order", detail: "order_1" },
            { at, event: "payment.refund", detail: "by staff" },
            { at, event: "something_new", detail: "" },
          ],
          refundable_paise: 6800,
          subscription: { id: "s1", status: "active", current_end: at },
        }}
      />,
    );
    expect((await screen.findByTestId("refund")).textContent).toContain("Still refundable: ₹68.00");
    expect(screen.getByTestId("cancel-plan")).toBeTruthy();
    expect(screen.getByText(/^Plan: active, until /)).toBeTruthy();
    const timeline = screen.getByTestId("timeline").textContent;
    expect(timeline).toContain("Order created");
    expect(timeline).toContain("order_1");
    expect(timeline).toContain("Refund (staff action)");
    expect(timeline).toContain("something_new"); // an event the page has no words for, as sent
  });

  it("links the CSV export to the chosen status", async () => {
    renderPage(<LeadsList data={{ status: "success", leads: [] }} />, { path: "/?status=new" });
    expect((await screen.findByTestId("leads-csv")).getAttribute("href")).toBe("/api/v1/admin/leads.csv?status=new");
  });
});
