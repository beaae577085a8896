import {
  aspectsSign,
  dailyPanchang,
  houseFrom,
  saturnStatus,
  julianDayUtFromEpochMs,
  runningDashas,
  siderealPositions,
  signIndexOf,
  type Chart,
  type DashaPeriod,
  type Graha,
} from "@graha/jyotish";
import { extractClaims, type ClaimKind, type RawClaim } from "./claim-extract.ts";
import { yearMonth } from "./claim-patterns.ts";
import { timeZoneAt } from "../../../providers/places/time-zone.ts";

/** A placement said not to hold ("Saturn is not in Capricorn", "Venus isn't in your 8th house"). */
const DENIED = /\b(?:is not|isn't|not) in\b/u;

export { extractClaims };
export type { ClaimKind, RawClaim };

export type Verdict = "true" | "false" | "unverifiable";

export interface Claim {
  readonly kind: ClaimKind;
  /** The words the claim was read from. */
  readonly text: string;
  /** A transit claim (about the sky now or soon), not a natal one. */
  readonly transit: boolean;
  readonly verdict: Verdict;
}

export interface ClaimReport {
  readonly claims: readonly Claim[];
  readonly trueCount: number;
  readonly falseCount: number;
  readonly unverifiableCount: number;
  readonly falseClaims: readonly Claim[];
}

const FUTURE_YEARS = 3;

/** The nakshatra at sunrise of a civil date at the chart's place (the panchang's). */
function dayNakshatra(chart: Chart, date: string): number {
  return dailyPanchang({
    date,
    timezone: timeZoneAt(chart.latitudeDeg, chart.longitudeDeg),
    latitudeDeg: chart.latitudeDeg,
    longitudeDeg: chart.longitudeDeg,
  }).nakshatra.index;
}

/** Signs a graha occupies at `now` and (for future claims) over the next three years. */
function transitSigns(chart: Chart, jdNow: number) {
  const options = { ayanamsa: chart.ayanamsa.name, node: chart.node } as const;
  const now = siderealPositions(jdNow, 0, 0, options);
  const current = {} as Record<Graha, number>;
  const retrograde = {} as Record<Graha, boolean>;
  const ahead = {} as Record<Graha, Set<number>>;
  for (const [g, p] of Object.entries(now.grahas) as [Graha, { longitudeDeg: number; retrograde: boolean }][]) {
    current[g] = signIndexOf(p.longitudeDeg);
    retrograde[g] = p.retrograde;
    ahead[g] = new Set([current[g]]);
  }
  for (let jd = jdNow + 10; jd <= jdNow + FUTURE_YEARS * 365.25; jd += 10) {
    const p = siderealPositions(jd, 0, 0, options);
    for (const g of ["saturn", "jupiter", "rahu", "ketu"] as const) ahead[g].add(signIndexOf(p.grahas[g].longitudeDeg));
  }
  return { current, retrograde, ahead };
}

const ym = (iso: string) => iso.slice(0, 7);

function datesMatch(dates: readonly (string | null)[] | undefined, p: DashaPeriod, nowYm: string): boolean {
  if (!dates) return true;
  const [start, end] = dates;
  if (start) {
    const s = yearMonth(start);
    if (s !== ym(p.start) && !(s === nowYm && p.start <= `${nowYm}-31`)) return false;
  }
  if (end && yearMonth(end) !== ym(p.end)) return false;
  return true;
}

/**
 * Checks every placement claim of a reply against the chart (and, for transits and
 * dashas, the sky and periods at `now`). A transit claim about a later date counts as
 * true when the graha is in that sign at some time in the next three years.
 */
export function checkClaims(text: string, chart: Chart, now: Date): ClaimReport {
  const jdNow = julianDayUtFromEpochMs(now.getTime());
  const nowYm = now.toISOString().slice(0, 7);
  let sky: ReturnType<typeof transitSigns> | null = null;
  const skyNow = () => (sky ??= transitSigns(chart, jdNow));
  const moonSign = chart.planets.moon.signIndex;
  const ascSign = chart.ascendant.signIndex;
  const [runningMd] = runningDashas(chart.dasha, jdNow);
  const mdIndex = runningMd ? chart.dasha.mahadashas.indexOf(runningMd) : -1;
  const nextMd = mdIndex >= 0 ? chart.dasha.mahadashas[mdIndex + 1] : undefined;
  const upcomingMds = chart.dasha.mahadashas.filter(
    (md) => md.endJulianDayUt > jdNow && md.startJulianDayUt < jdNow + 40 * 365.25,
  );

  const transitSignOk = (r: RawClaim, test: (sign: number) => boolean): boolean => {
    const { current, ahead } = skyNow();
    const g = r.g!;
    return r.future ? [...ahead[g]].some(test) : test(current[g]);
  };

  const verdict = (r: RawClaim): Verdict => {
    const p = r.g ? chart.planets[r.g] : undefined;
    switch (r.kind) {
      // "No, Saturn is not in Capricorn": a placement denied is true where the graha is elsewhere.
      case "sign": {
        const held = r.transit ? transitSignOk(r, (s) => s === r.s) : p!.signIndex === r.s;
        return held !== DENIED.test(r.text) ? "true" : "false";
      }
      case "house":
        return (p!.house === r.n) !== DENIED.test(r.text) ? "true" : "false";
      case "house_from_moon":
        return (
          r.transit
            ? transitSignOk(r, (s) => houseFrom(moonSign, s) === r.n)
            : houseFrom(moonSign, p!.signIndex) === r.n
        )
          ? "true"
          : "false";
      case "house_from_ascendant":
        return (r.transit ? transitSignOk(r, (s) => houseFrom(ascSign, s) === r.n) : p!.house === r.n)
          ? "true"
          : "false";
      case "house_sign":
        return chart.houses.wholeSign[r.n! - 1]!.signIndex === r.s ? "true" : "false";
      case "lord":
        if (!r.ns || r.ns.length === 0) return "unverifiable";
        return r.ns.every((n) => chart.houses.wholeSign[n - 1]!.lord === r.g) ? "true" : "false";
      case "moon_sign":
        return moonSign === r.s ? "true" : "false";
      case "ascendant":
        return ascSign === r.s ? "true" : "false";
      case "nakshatra": {
        // A day's nakshatra (a muhurat) is the Moon's at that day's sunrise at the birth place.
        if (r.day) return dayNakshatra(chart, r.day) === r.k ? "true" : "false";
        const index =
          r.owner === "ascendant" ? chart.ascendant.nakshatra.index : chart.planets[r.owner ?? "moon"].nakshatra.index;
        return index === r.k ? "true" : "false";
      }
      case "mahadasha": {
        if (!runningMd) return "unverifiable";
        if (r.negated) return runningMd.lord !== r.g ? "true" : "false";
        const candidates = [runningMd, ...(r.next && nextMd ? [nextMd] : [])].filter((md) => md.lord === r.g);
        return candidates.some((md) => datesMatch(r.dates, md, nowYm)) ? "true" : "false";
      }
      case "antardasha": {
        if (!runningMd) return "unverifiable";
        const running = runningDashas(chart.dasha, jdNow)[1];
        if (running && running.lord === r.g && datesMatch(r.dates, running, nowYm)) return "true";
        if (!r.next && !r.future) return "false";
        const ads = [runningMd, ...(nextMd ? [nextMd] : [])]
          .flatMap((md) => md.antardashas ?? [])
          .filter((ad) => ad.endJulianDayUt > jdNow && ad.startJulianDayUt < jdNow + 10 * 365.25 && ad.lord === r.g);
        return ads.some((ad) => datesMatch(r.dates, ad, nowYm)) ? "true" : "false";
      }
      case "pratyantardasha": {
        const running = runningDashas(chart.dasha, jdNow)[2];
        if (!running) return "unverifiable";
        return running.lord === r.g || r.next || r.future ? "true" : "false";
      }
      case "dasha_pair": {
        const ads = upcomingMds
          .filter((md) => md.lord === r.g)
          .flatMap((md) => md.antardashas ?? [])
          .filter((ad) => ad.lord === r.g2 && ad.endJulianDayUt > jdNow);
        return ads.some((ad) => datesMatch(r.dates, ad, nowYm)) ? "true" : "false";
      }
      case "aspect": {
        const target = chart.houses.wholeSign[r.n! - 1]!.signIndex;
        const ok = r.transit
          ? transitSignOk(r, (from) => aspectsSign(r.g!, from, target))
          : aspectsSign(r.g!, p!.signIndex, target);
        return ok ? "true" : "false";
      }
      case "dignity": {
        if (r.transit) return "unverifiable";
        const accepted = r.word === "own" ? ["own", "moolatrikona"] : [r.word];
        return accepted.includes(p!.dignity) ? "true" : "false";
      }
      case "retrograde":
        return (r.transit ? skyNow().retrograde[r.g!] : p!.retrograde) ? "true" : "false";
      case "mangal_dosha":
        return chart.mangalDosha.present !== Boolean(r.negated) ? "true" : "false";
      case "sade_sati": {
        const status = saturnStatus(skyNow().current.saturn, moonSign).sadeSati;
        if (r.negated) return status.active ? "false" : "true";
        if (r.word) return status.phase === r.word ? "true" : "false";
        return status.active ? "true" : "false";
      }
    }
  };

  const claims: Claim[] = extractClaims(text).map((r) => ({
    kind: r.kind,
    text: r.text,
    transit: r.transit,
    verdict: verdict(r),
  }));
  const falseClaims = claims.filter((c) => c.verdict === "false");
  return {
    claims,
    trueCount: claims.filter((c) => c.verdict === "true").length,
    falseCount: falseClaims.length,
    unverifiableCount: claims.filter((c) => c.verdict === "unverifiable").length,
    falseClaims,
  };
}
