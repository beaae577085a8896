import { expect, it } from "vitest";
import { greetingKey } from "./greeting";

it("greets by the local hour with the product's boundaries", () => {
  const byHour = Array.from({ length: 24 }, (_, hour) => greetingKey(hour));
  expect(byHour.slice(5, 12).every((k) => k === "greetingMorning")).toBe(true);
  expect(byHour.slice(12, 17).every((k) => k === "greetingAfternoon")).toBe(true);
  expect(byHour.slice(17, 21).every((k) => k === "greetingEvening")).toBe(true);
  expect([0, 1, 2, 3, 4, 21, 22, 23].map((h) => byHour[h])).toEqual(Array(8).fill("greetingWelcome"));
});
