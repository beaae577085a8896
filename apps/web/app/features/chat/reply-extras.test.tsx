// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test-support/render-page";
import { FactChips, FeedbackButtons, SuggestionChips } from "./reply-extras";

const moon = {
  label: "Moon · Libra · 8th house · Vishakha 3",
  kind: "placement" as const,
  graha: "moon",
  sign: "Libra",
  house: 8,
  nakshatra: "Vishakha 3",
  dignity: "In a neutral sign",
};
const dasha = {
  label: "Dasha · Mercury–Rahu until Jan 2029",
  kind: "dasha" as const,
  graha: "rahu",
  until: "2029-01-12",
};

afterEach(() => cleanup());

describe("the fact chips", () => {
  it("show each fact; tapping one opens where it sits in the chart", async () => {
    const user = userEvent.setup();
    renderPage(<FactChips facts={[moon, dasha]} />);
    const chips = await screen.findByRole("list", { name: "Chart facts this reply used" });
    expect(
      within(chips)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([moon.label, dasha.label]);
    expect(screen.queryByTestId("fact-popover")).toBeNull();

    await user.click(screen.getByRole("button", { name: moon.label }));
    const popover = await screen.findByRole("dialog");
    expect(within(popover).getByRole("heading").textContent).toBe(moon.label);
    const rows = [...popover.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ["Sign", "Libra"],
      ["House", "8"],
      ["Nakshatra", "Vishakha 3"],
      ["Dignity", "In a neutral sign"],
    ]);
    await user.click(within(popover).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: dasha.label }));
    expect([...(await screen.findByRole("dialog")).querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual([
      "Until",
    ]);
  });

  it("are labelled in Hindi on a Hindi page", async () => {
    const user = userEvent.setup();
    renderPage(<FactChips facts={[{ ...moon, label: "चंद्रमा · तुला · आठवाँ भाव · विशाखा 3", sign: "तुला" }]} />, {
      root: { lang: "hi" },
    });
    await user.click(await screen.findByRole("button", { name: /चंद्रमा/ }));
    const popover = await screen.findByRole("dialog");
    expect(popover.querySelector("dt")?.textContent).toBe("राशि");
    expect(within(popover).getByText("आपकी कुंडली में इसकी स्थिति")).toBeTruthy();
  });

  it("show nothing without facts", async () => {
    renderPage(<FactChips facts={[]} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId("fact-chips")).toBeNull();
  });
});

describe("the suggested questions", () => {
  it("list the questions and ask the tapped one", async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn();
    const questions = ["When will my career grow?", "Is a job or business better for me?"];
    renderPage(<SuggestionChips suggestions={questions} disabled={false} onAsk={onAsk} />);
    const list = await screen.findByRole("list", { name: "Ask next" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(questions);
    await user.click(screen.getByRole("button", { name: questions[1] }));
    expect(onAsk).toHaveBeenCalledWith(questions[1]);
  });

  it("cannot be tapped while disabled", async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn();
    renderPage(<SuggestionChips suggestions={["When will my career grow?"]} disabled onAsk={onAsk} />);
    const button = await screen.findByRole("button", { name: "When will my career grow?" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(onAsk).not.toHaveBeenCalled();
  });
});

describe("the feedback buttons", () => {
  it("show the vote as pressed and report a tap", async () => {
    const user = userEvent.setup();
    const onRate = vi.fn();
    renderPage(<FeedbackButtons rating="down" onRate={onRate} />);
    const group = await screen.findByRole("group", { name: "Was this reply helpful?" });
    const up = within(group).getByRole("button", { name: "Helpful" });
    const down = within(group).getByRole("button", { name: "Not helpful" });
    expect(up.getAttribute("aria-pressed")).toBe("false");
    expect(down.getAttribute("aria-pressed")).toBe("true");
    await user.click(up);
    expect(onRate).toHaveBeenCalledWith("up");
  });

  it("are named in Hindi", async () => {
    renderPage(<FeedbackButtons rating={null} onRate={() => undefined} />, { root: { lang: "hi" } });
    expect(await screen.findByRole("button", { name: "उपयोगी" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "उपयोगी नहीं" }).getAttribute("aria-pressed")).toBe("false");
  });
});
