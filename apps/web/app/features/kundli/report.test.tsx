// @vitest-environment happy-dom
import type { ChartView } from "@graha/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "../../i18n/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../i18n";
import chartJson from "./report.fixture.json";
import { KundliReport } from "./report";

// POST /api/v1/charts for 1 May 1990, 10:30 IST, Varanasi, asked on 22 Nov 2026 (its transits).
const chart = chartJson as unknown as ChartView;

function renderReport(lang: "en" | "hi", shown: ChartView = chart) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nextProvider i18n={createI18n(lang)}>
          <KundliReport
            chart={shown}
            birth={{ name: "Asha", dob: "01/05/1990", tob: "10:30", place: "Varanasi", bid: "b1" }}
            initialStyle="north"
          />
        </I18nextProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  cleanup();
  document.cookie = "graha_chart_style=; max-age=0; path=/";
});

describe("KundliReport", () => {
  it("shows the summary, both charts and the planets in English", () => {
    renderReport("en");
    expect(screen.getByRole("heading", { level: 1, name: "Kundli of Asha" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "D1 · Rashi chart" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "D9 · Navamsha chart" })).toBeTruthy();
    const sun = screen.getByTestId("planets-table").querySelector('[data-graha="sun"]') as HTMLElement;
    expect(within(sun).getAllByText("Aries").length).toBeGreaterThan(0);
    expect(within(sun).getAllByText("Exalted").length).toBeGreaterThan(0);
    expect(within(sun).getAllByText("16°50′").length).toBeGreaterThan(0);
    expect(screen.getByText("Bharani · 2", { selector: "td" })).toBeTruthy();
  });

  it("highlights the running mahadasha and antardasha", () => {
    renderReport("en");
    const running = screen.getByTestId("dasha-timeline").querySelectorAll("li[data-running]");
    // Venus mahadasha (2025–2045) and its Venus antardasha (2025–2028) run in November 2026.
    expect(running).toHaveLength(2);
    expect(running[0]!.textContent).toContain("Venus");
    expect(running[0]!.querySelector("details")!.open).toBe(true);
    expect(running[1]!.textContent).toContain("Venus / Venus");
  });

  it("shows the Sade Sati the server worked out", () => {
    renderReport("en");
    expect(screen.getByTestId("sade-sati").textContent).toBe(
      "No Sade Sati now: Saturn is in Pisces; your Moon sign is Cancer.",
    );
  });

  it("shows a running Sade Sati phase and a dhaiya as the server sent them", () => {
    const withSaturn = (
      signIndex: number,
      houseFromMoon: number,
      transit: Partial<ChartView["transit"]>,
    ): ChartView => ({
      ...chart,
      transit: {
        ...chart.transit,
        ...transit,
        grahas: { ...chart.transit.grahas, saturn: { ...chart.transit.grahas.saturn, signIndex, houseFromMoon } },
      },
    });
    renderReport("en", withSaturn(3, 1, { sadeSati: { active: true, phase: "peak", start: null, end: null } }));
    expect(screen.getByTestId("sade-sati").textContent).toBe(
      "Sade Sati is running: Saturn is in Cancer, the peak (over the Moon) phase over your Moon sign Cancer.",
    );
    cleanup();
    renderReport("en", withSaturn(10, 8, { dhaiya: { active: true, kind: "ashtama" } }));
    expect(screen.getByTestId("sade-sati").textContent).toBe(
      "No Sade Sati now: Saturn is in Aquarius; your Moon sign is Cancer." +
        "Saturn's dhaiya (small panoti) is running: Saturn is 8th from your Moon.",
    );
  });

  it("names signs, grahas, nakshatras, yogas and the panchang in Hindi", () => {
    renderReport("hi");
    expect(screen.getByRole("heading", { level: 1, name: "Asha की कुंडली" })).toBeTruthy();
    const moon = screen.getByTestId("planets-table").querySelector('[data-graha="moon"]') as HTMLElement;
    expect(moon.textContent).toContain("चंद्र");
    expect(moon.textContent).toContain("कर्क");
    expect(moon.textContent).toContain("पुष्य");
    expect(screen.getByText("बुधादित्य योग")).toBeTruthy();
    expect(screen.getByText("शूल")).toBeTruthy();
    expect(screen.getByText("परिहार: गुरु की मंगल पर दृष्टि")).toBeTruthy();
    expect(screen.getByRole("img", { name: "D1 · राशि कुंडली" })).toBeTruthy();
  });

  it("switches between North and South Indian charts and remembers the choice", async () => {
    const user = userEvent.setup();
    renderReport("en");
    const d1 = () => screen.getByRole("img", { name: "D1 · Rashi chart" });
    expect(d1().getAttribute("data-chart-style")).toBe("north");
    await user.click(screen.getByRole("button", { name: "South Indian" }));
    expect(d1().getAttribute("data-chart-style")).toBe("south");
    expect(document.cookie).toContain("graha_chart_style=south");
  });

  it("draws any divisional chart on demand", async () => {
    const user = userEvent.setup();
    renderReport("en");
    await user.selectOptions(screen.getByRole("combobox", { name: "Choose a divisional chart" }), "d60");
    expect(screen.getByRole("img", { name: "D60 · Shashtiamsha chart" })).toBeTruthy();
  });
});
