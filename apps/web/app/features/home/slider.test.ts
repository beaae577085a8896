import { describe, expect, it } from "vitest";
import { cardsPerView, lastStep, stepBy, swipeDirection } from "./slider";

describe("the testimonials slider", () => {
  it("shows 1 card at 480 px or less, 2 at 768 px or less, otherwise 3", () => {
    expect([360, 480, 481, 768, 769, 1280].map(cardsPerView)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it("moves one step at a time and stops at 0 and when the last card is in view", () => {
    expect(lastStep(6, 3)).toBe(3);
    expect(lastStep(6, 1)).toBe(5);
    expect(lastStep(2, 3)).toBe(0);
    expect(stepBy(0, -1, 6, 3)).toBe(0);
    expect(stepBy(0, 1, 6, 3)).toBe(1);
    expect(stepBy(3, 1, 6, 3)).toBe(3);
    expect(stepBy(4, 1, 6, 2)).toBe(4);
    expect(stepBy(4, 1, 6, 1)).toBe(5);
  });

  it("takes a swipe of 10 px or more, leftwards to the next card", () => {
    expect(swipeDirection(200, 191)).toBe(0);
    expect(swipeDirection(200, 190)).toBe(1);
    expect(swipeDirection(200, 210)).toBe(-1);
    expect(swipeDirection(null, 100)).toBe(0);
    expect(swipeDirection(100, undefined)).toBe(0);
  });
});
