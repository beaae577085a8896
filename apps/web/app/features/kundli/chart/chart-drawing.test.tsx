// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChartDrawing } from "./chart-drawing";
import { chartStyleFromCookie, houseCells, houseOfSign, signOfHouse } from "./chart-model";

afterEach(cleanup);

// 1 May 1990, 10:30 IST, Varanasi (Lahiri, true node), as POST /api/v1/charts computes it:
// Cancer rising; Sun and Mercury in Aries (10th), Moon and Ketu in Cancer (1st), Mars in
// Aquarius (8th), Jupiter in Gemini (12th), Venus in Pisces (9th), Saturn and Rahu in Capricorn (7th).
const D1 = {
  ascendant: 3,
  planets: { sun: 0, moon: 3, mars: 10, mercury: 0, jupiter: 2, venus: 11, saturn: 9, rahu: 9, ketu: 3 },
};
const EXPECTED_HOUSES = { sun: 10, moon: 1, mars: 8, mercury: 10, jupiter: 12, venus: 9, saturn: 7, rahu: 7, ketu: 1 };

function draw(style: "north" | "south", lang: "en" | "hi" = "en") {
  const { container } = render(
    <ChartDrawing
      varga={D1}
      style={style}
      lang={lang}
      title="D1"
      subtitle="Rashi"
      ascLabel={lang === "hi" ? "लग्न" : "Asc"}
      retroMark="R"
      retrograde={["mercury", "rahu", "ketu"]}
    />,
  );
  return container.querySelector("svg")!;
}

describe("chart model", () => {
  it("counts whole-sign houses from the ascendant", () => {
    expect(houseOfSign(3, 3)).toBe(1);
    expect(houseOfSign(0, 3)).toBe(10);
    expect(houseOfSign(2, 3)).toBe(12);
    expect(signOfHouse(1, 3)).toBe(3);
    expect(signOfHouse(12, 0)).toBe(11);
    const cells = houseCells(D1);
    expect(cells[0]).toEqual({ house: 1, sign: 3, grahas: ["moon", "ketu"] });
    expect(cells[9]).toEqual({ house: 10, sign: 0, grahas: ["sun", "mercury"] });
  });

  it("reads the remembered style from the cookie", () => {
    expect(chartStyleFromCookie("a=1; graha_chart_style=south; jwt=x")).toBe("south");
    expect(chartStyleFromCookie("graha_chart_style=west")).toBe("north");
    expect(chartStyleFromCookie(null)).toBe("north");
  });
});

describe.each(["north", "south"] as const)("ChartDrawing (%s)", (style) => {
  it("places every graha in its house and sign", () => {
    const svg = draw(style);
    for (const [graha, house] of Object.entries(EXPECTED_HOUSES)) {
      const mark = svg.querySelector(`[data-graha="${graha}"]`)!;
      const group = mark.closest("[data-house]")!;
      expect(group.getAttribute("data-house"), graha).toBe(String(house));
      expect(group.getAttribute("data-sign"), graha).toBe(String(D1.planets[graha as keyof typeof D1.planets]));
    }
    expect(svg.querySelectorAll("[data-house]")).toHaveLength(12);
  });

  it("marks the ascendant in house 1 and retrograde grahas", () => {
    const svg = draw(style);
    expect(svg.querySelector("[data-asc]")!.closest("[data-house]")!.getAttribute("data-house")).toBe("1");
    expect(svg.querySelector('[data-graha="mercury"]')!.textContent).toBe("MeR");
    expect(svg.querySelector('[data-graha="sun"]')!.textContent).toBe("Su");
    expect(svg.getAttribute("role")).toBe("img");
    expect(svg.getAttribute("data-chart-style")).toBe(style);
  });

  it("writes Hindi graha marks in Hindi", () => {
    const svg = draw(style, "hi");
    expect(svg.querySelector('[data-graha="jupiter"]')!.textContent).toBe("गु");
    expect(svg.querySelector("[data-asc]")!.textContent).toBe("लग्न");
  });
});

describe("North Indian layout", () => {
  it("puts house 1 at the top centre and numbers each house with its sign", () => {
    const svg = draw("north");
    const house1 = svg.querySelector('[data-house="1"]')!;
    // The sign number of house 1 (Cancer = 4) sits in the top diamond.
    const number = house1.querySelector("text")!;
    expect(number.textContent).toBe("4");
    expect(Number(number.getAttribute("x"))).toBe(200);
    expect(Number(number.getAttribute("y"))).toBeLessThan(200);
    const house10 = svg.querySelector('[data-house="10"] text')!;
    expect(house10.textContent).toBe("1");
    expect(Number(house10.getAttribute("x"))).toBeGreaterThan(200);
  });
});

describe("South Indian layout", () => {
  it("keeps signs in fixed cells: Aries second in the top row, Cancer on the right", () => {
    const svg = draw("south");
    const aries = svg.querySelector('[data-sign="0"]')!;
    const sun = aries.querySelector('[data-graha="sun"]')!;
    expect(Number(sun.getAttribute("x"))).toBeGreaterThan(100);
    expect(Number(sun.getAttribute("x"))).toBeLessThan(200);
    expect(Number(sun.getAttribute("y"))).toBeLessThan(100);
    const moon = svg.querySelector('[data-sign="3"] [data-graha="moon"]')!;
    expect(Number(moon.getAttribute("x"))).toBeGreaterThan(300);
    expect(Number(moon.getAttribute("y"))).toBeGreaterThan(100);
    expect(Number(moon.getAttribute("y"))).toBeLessThan(200);
  });
});
