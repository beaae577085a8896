import { describe, expect, it } from "vitest";
import { birthCases, FIXTURES_PRESENT, FIXTURES_SKIP_REASON } from "../test-support/ephemeris-fixtures.ts";
import { julianDayUtFromEpochMs } from "../astro/astro-time.ts";
import { siderealPositions } from "../astro/sidereal-positions.ts";
import { runningDashas, vimshottariDasha, type DashaPeriod } from "./vimshottari.ts";

const DAY_MS = 86_400_000;

describe.skipIf(!FIXTURES_PRESENT)(
  `Vimshottari vs reference (${FIXTURES_PRESENT ? "fixtures found" : FIXTURES_SKIP_REASON})`,
  () => {
    it("mahadasha and antardasha boundaries within 1 day for all 120 births, from our own Moon", () => {
      let worstDays = 0;
      for (const c of birthCases()) {
        const jd = julianDayUtFromEpochMs(Date.parse(c.expected.utc));
        const moon = siderealPositions(jd, c.input.latitude, c.input.longitude).grahas.moon.longitudeDeg;
        const ours = vimshottariDasha(moon, jd, { levels: 2 });
        const ref = c.expected.vimshottari;
        expect(ours.mahadashas.map((m) => m.lord)).toEqual(ref.mahadashas.map((m) => m.lord));
        expect(Math.abs(ours.balance.years - ref.balanceYears) * 365.25).toBeLessThanOrEqual(1);
        ref.mahadashas.forEach((rm, i) => {
          const om = ours.mahadashas[i]!;
          const pairs: [DashaPeriod, { start: string; end: string; lord: string }][] = [[om, rm]];
          rm.antardashas!.forEach((ra, j) => pairs.push([om.antardashas![j]!, ra]));
          for (const [o, r] of pairs) {
            expect(o.lord).toBe(r.lord);
            const d =
              Math.max(
                Math.abs(Date.parse(o.start) - Date.parse(r.start)),
                Math.abs(Date.parse(o.end) - Date.parse(r.end)),
              ) / DAY_MS;
            worstDays = Math.max(worstDays, d);
            expect(d, `${c.input.datetime} ${rm.lord}/${r.lord}`).toBeLessThanOrEqual(1);
          }
        });
        const now = runningDashas(ours, julianDayUtFromEpochMs(Date.parse("2026-11-22T00:00:00Z")));
        const expectedNow = c.expected.on2026_11_22 as { mahadasha: string; antardasha: string } | null;
        if (expectedNow) expect(now.map((p) => p.lord)).toEqual([expectedNow.mahadasha, expectedNow.antardasha]);
        else expect(now).toEqual([]);
      }
    });
  },
);

describe("vimshottariDasha", () => {
  const ORDER = ["ketu", "venus", "sun", "moon", "mars", "rahu", "jupiter", "saturn", "mercury"];
  // Moon at 0° Aries: the whole Ketu dasha (7 years) is still to run.
  const birthJd = julianDayUtFromEpochMs(Date.parse("2000-01-01T00:00:00Z"));
  const d = vimshottariDasha(0, birthJd);

  it("starts at birth with the full period when the Moon is at the start of a nakshatra", () => {
    expect(d.balance).toEqual({ lord: "ketu", years: 7 });
    expect(d.mahadashas[0]!.start).toBe("2000-01-01T00:00:00.000Z");
    expect(d.mahadashas.map((m) => m.lord)).toEqual(ORDER);
  });

  it("uses 365.25-day years: Ketu (7 y) ends 2556.75 days later, total 120 years", () => {
    expect(Date.parse(d.mahadashas[0]!.end) - Date.parse(d.mahadashas[0]!.start)).toBe(7 * 365.25 * DAY_MS);
    expect(Date.parse(d.mahadashas[8]!.end) - Date.parse(d.mahadashas[0]!.start)).toBe(120 * 365.25 * DAY_MS);
  });

  it("splits each level in proportion, starting with the period's own lord, down to pratyantardasha", () => {
    const venus = d.mahadashas[1]!;
    expect(venus.antardashas!.map((a) => a.lord)).toEqual([...ORDER.slice(1), ORDER[0]]);
    // Venus/Venus = 20 × 20 / 120 years = 3 y 4 m.
    const vv = venus.antardashas![0]!;
    expect((vv.endJulianDayUt - vv.startJulianDayUt) / 365.25).toBeCloseTo(20 / 6, 9);
    expect(vv.pratyantardashas!.length).toBe(9);
    expect(vv.pratyantardashas![8]!.end).toBe(vv.end);
    expect(vv.pratyantardashas![0]!.pratyantardashas).toBeUndefined();
  });

  it("halfway through Bharani leaves half of Venus's 20 years", () => {
    const half = vimshottariDasha(13 + 1 / 3 + 20 / 3, birthJd, { levels: 1 });
    expect(half.balance.lord).toBe("venus");
    expect(half.balance.years).toBeCloseTo(10, 9);
    expect(half.mahadashas[0]!.antardashas).toBeUndefined();
  });

  it("goes deeper on request and honours another year length", () => {
    const deep = vimshottariDasha(0, birthJd, { levels: 5, yearLengthDays: 360 });
    const chain = runningDashas(deep, birthJd + 0.01);
    expect(chain.map((p) => p.lord)).toEqual(["ketu", "ketu", "ketu", "ketu", "ketu"]);
    expect(deep.mahadashas[0]!.endJulianDayUt - birthJd).toBeCloseTo(7 * 360, 9);
  });
});
