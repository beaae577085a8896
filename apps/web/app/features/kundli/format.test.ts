import { describe, expect, it } from "vitest";
import { degreeMinute, formatDate, formatTime, runningIndex } from "./format";

describe("format", () => {
  it("writes degrees and minutes", () => {
    expect(degreeMinute(16.8333)).toBe("16°49′");
    expect(degreeMinute(0)).toBe("0°00′");
    expect(degreeMinute(29.99999)).toBe("29°59′");
  });

  it("writes instants on the birth place's clock", () => {
    expect(formatDate("1990-04-30T23:52:17.850Z", "Asia/Kolkata")).toBe("01/05/1990");
    expect(formatTime("1990-04-30T23:52:17.850Z", "Asia/Kolkata")).toBe("05:22");
    expect(formatTime(null, "Asia/Kolkata")).toBe("—");
  });

  it("finds the running period", () => {
    const periods = [
      { start: "2000-01-01T00:00:00Z", end: "2010-01-01T00:00:00Z" },
      { start: "2010-01-01T00:00:00Z", end: "2020-01-01T00:00:00Z" },
    ];
    expect(runningIndex(periods, "2012-06-01T00:00:00Z")).toBe(1);
    expect(runningIndex(periods, "2030-06-01T00:00:00Z")).toBe(-1);
  });
});
