import { describe, expect, it } from "vitest";
import { birthCases } from "../test-support/ephemeris-fixtures.ts";
import { LocalTimeError, localTimeToUtc } from "./local-time-to-utc.ts";

describe("localTimeToUtc", () => {
  it("gives the reference UTC to the second for every births.json case", () => {
    const cases = birthCases();
    expect(cases.length).toBe(120);
    for (const c of cases) {
      const r = localTimeToUtc(c.input.datetime, c.input.timezone);
      expect(r.utc, `${c.input.datetime} ${c.input.timezone}`).toBe(c.expected.utc);
      expect(Math.round(r.utcOffsetMinutes)).toBe(c.expected.utcOffsetMinutes);
    }
  });

  it("uses India's war time (+6:30) in 1942–45 and IST before and after", () => {
    expect(localTimeToUtc("1943-07-26T06:48:42", "Asia/Kolkata").utcOffsetMinutes).toBe(390);
    expect(localTimeToUtc("1941-02-13T04:48:41", "Asia/Kolkata").utcOffsetMinutes).toBe(330);
    expect(localTimeToUtc("1946-01-01T12:00:00", "Asia/Kolkata").utcOffsetMinutes).toBe(330);
  });

  it("rejects a local time skipped by a DST change with a typed error", () => {
    let caught: unknown;
    try {
      localTimeToUtc("2021-03-14T02:30:00", "America/New_York");
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(LocalTimeError);
    expect((caught as LocalTimeError).code).toBe("NONEXISTENT_LOCAL_TIME");
  });

  it("resolves a repeated local time to the earlier instant unless asked for the later", () => {
    const earlier = localTimeToUtc("2021-11-07T01:30:00", "America/New_York");
    expect(earlier).toMatchObject({ utc: "2021-11-07T05:30:00.000Z", ambiguous: true, utcOffsetMinutes: -240 });
    expect(localTimeToUtc("2021-11-07T01:30:00", "America/New_York", { ambiguous: "later" }).utc).toBe(
      "2021-11-07T06:30:00.000Z",
    );
    expect(localTimeToUtc("2021-11-07T03:30:00", "America/New_York").ambiguous).toBe(false);
  });

  it("rejects malformed input and unknown zones with codes", () => {
    expect(() => localTimeToUtc("2021-02-30T10:00:00", "Asia/Kolkata")).toThrow(
      expect.objectContaining({ code: "INVALID_DATETIME" }),
    );
    expect(() => localTimeToUtc("yesterday", "Asia/Kolkata")).toThrow(
      expect.objectContaining({ code: "INVALID_DATETIME" }),
    );
    expect(() => localTimeToUtc("2021-02-03T10:00:00", "Mars/Olympus")).toThrow(
      expect.objectContaining({ code: "UNKNOWN_TIMEZONE" }),
    );
  });
});
