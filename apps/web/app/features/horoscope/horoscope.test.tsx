// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../test-support/render-page";
import { indianDate, longDate, whenOf, zodiacOf } from "./model";
import { ZodiacCarousel } from "./zodiac-carousel";

afterEach(cleanup);

describe("horoscope URLs and dates", () => {
  it("reads signs in any case, the spec's Saggitarius, and when", () => {
    expect(zodiacOf("leo")?.en).toBe("Leo");
    expect(zodiacOf("Saggitarius")?.en).toBe("Sagittarius");
    expect(zodiacOf("Ophiuchus")).toBeUndefined();
    expect(whenOf(null)).toBe("Today");
    expect(whenOf("tomorrow")).toBe("Tomorrow");
    expect(whenOf("Weekly")).toBe("weekly");
    expect(whenOf("someday")).toBeUndefined();
  });

  it("counts days in India's time zone and writes dates the same everywhere", () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(indianDate(Date.parse("2026-11-22T20:00:00Z"))).toBe("2026-11-23");
    expect(indianDate(Date.parse("2026-11-22T20:00:00Z"), -1)).toBe("2026-11-22");
    expect(longDate("2026-11-23", "en")).toBe("23 November 2026");
    expect(longDate("2026-11-23", "hi")).toBe("23 नवंबर 2026");
  });
});

describe("ZodiacCarousel", () => {
  const names = () =>
    within(screen.getByTestId("zodiac-cards"))
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));

  it("shows three signs with the selected one in the middle, disabled at the ends", async () => {
    renderPage(<ZodiacCarousel selected={4} />);
    await screen.findByTestId("zodiac-cards");
    expect(names()).toEqual([
      "/horoscope?zodiac=Cancer&when=Today",
      "/horoscope?zodiac=Leo&when=Today",
      "/horoscope?zodiac=Virgo&when=Today",
    ]);
    const previous = screen.getByRole("button", { name: "Previous signs" });
    const next = screen.getByRole("button", { name: "Next signs" });
    for (let i = 0; i < 3; i++) fireEvent.click(previous);
    expect(previous).toHaveProperty("disabled", true);
    expect(names()[0]).toBe("/horoscope?zodiac=Aries&when=Today");
    for (let i = 0; i < 20; i++) fireEvent.click(next);
    expect(next).toHaveProperty("disabled", true);
    expect(names()[2]).toBe("/horoscope?zodiac=Pisces&when=Today");
  });

  it("moves by one card on a swipe of 10 px or more", async () => {
    renderPage(<ZodiacCarousel />);
    const list = await screen.findByTestId("zodiac-cards");
    fireEvent.touchStart(list, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(list, { changedTouches: [{ clientX: 185 }] });
    expect(names()[0]).toBe("/horoscope?zodiac=Taurus&when=Today");
    fireEvent.touchStart(list, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(list, { changedTouches: [{ clientX: 195 }] });
    expect(names()[0]).toBe("/horoscope?zodiac=Taurus&when=Today");
  });
});
