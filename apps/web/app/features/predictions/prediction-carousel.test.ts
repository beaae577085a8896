import { describe, expect, it } from "vitest";
import { cardsPerView, clampStart } from "./prediction-carousel";
import { toPredictionEvent } from "./api";

describe("the prediction carousel", () => {
  it("shows 1 card per view, 2 from 640 px and 4 from 1024 px", () => {
    expect([320, 639, 640, 1023, 1024, 1440].map(cardsPerView)).toEqual([1, 1, 2, 2, 4, 4]);
  });
  it("keeps the first card shown between the first and the last full view", () => {
    expect(clampStart(-1, 1)).toBe(0);
    expect(clampStart(5, 1)).toBe(3);
    expect(clampStart(3, 2)).toBe(2);
    expect(clampStart(1, 4)).toBe(0);
  });
});

describe("prediction stream events", () => {
  it("reads delta, done and fail payloads and ignores broken ones", () => {
    expect(toPredictionEvent({ event: "delta", data: '{"text":"a\\nb"}' })).toEqual({ type: "delta", text: "a\nb" });
    const credits = { daily: 1, weekly: 0, monthly: 1, yearly: 1 };
    expect(toPredictionEvent({ event: "done", data: JSON.stringify({ status: "success", credits }) })).toEqual({
      type: "done",
      credits,
    });
    expect(toPredictionEvent({ event: "error", data: '{"status":"fail","message":"No"}' })).toEqual({
      type: "error",
      message: "No",
    });
    expect(toPredictionEvent({ event: "delta", data: "{broken" })).toBeNull();
  });
});
