import {
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
} from "astronomy-engine";
import { epochMsFromJulianDayUt, julianDayUtFromEpochMs } from "../astro/astro-time.ts";
import type { Graha } from "../astro/graha-positions.ts";
import { siderealPositions, type SiderealPositions } from "../astro/sidereal-positions.ts";
import { signIndexOf } from "../chart/zodiac.ts";
import { istDateOfMs } from "./period.ts";

/** A graha entering a sign. */
export interface IngressEvent {
  readonly graha: Graha;
  readonly signIndex: number;
  /** Indian calendar date (IST) of the ingress. */
  readonly date: string;
  readonly julianDayUt: number;
}

/** A graha turning retrograde or direct. */
export interface StationEvent {
  readonly graha: Graha;
  readonly station: "retrograde" | "direct";
  readonly signIndex: number;
  readonly date: string;
  readonly julianDayUt: number;
}

/** A solar or (umbral) lunar eclipse. */
export interface EclipseEvent {
  readonly body: "sun" | "moon";
  readonly kind: "partial" | "annular" | "total";
  /** Sidereal sign of the eclipsed body at the peak. */
  readonly signIndex: number;
  readonly date: string;
  readonly julianDayUt: number;
}

// The Moon changes sign every 2¼ days and never stations: its daily position is scored instead.
// The nodes' ingresses are found separately (net change over the span).
const INGRESS_GRAHAS: readonly Graha[] = ["sun", "mars", "mercury", "jupiter", "venus", "saturn"];
// The nodes are treated as always retrograde (the true node's wobble is not a station).
const STATION_GRAHAS: readonly Graha[] = ["mars", "mercury", "jupiter", "venus", "saturn"];

/** A sample of the sky at a UT instant. */
export interface SkySample {
  readonly julianDayUt: number;
  readonly positions: SiderealPositions;
}

/**
 * Sidereal positions (Lahiri, true node) at a UT Julian day, geocentric.
 *
 * @example
 * skyAt(2460329.52).positions.grahas.jupiter.longitudeDeg;
 */
export function skyAt(julianDayUt: number): SkySample {
  return { julianDayUt, positions: siderealPositions(julianDayUt, 0, 0, { ayanamsa: "lahiri" }) };
}

/** Halves the bracketing interval six times (≈ 20 minutes on a one-day bracket). */
function refine(a: number, b: number, changed: (s: SiderealPositions) => boolean): number {
  let lo = a;
  let hi = b;
  for (let i = 0; i < 6; i++) {
    const mid = (lo + hi) / 2;
    if (changed(skyAt(mid).positions)) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

const dateOfJd = (jd: number): string => istDateOfMs(epochMsFromJulianDayUt(jd));

/**
 * Ingresses and stations between consecutive samples (one a day), each refined to about
 * twenty minutes and dated in IST. For the nodes only a net sign change over the span
 * counts (the true node wobbles back and forth across a boundary for a few days).
 *
 * @example
 * ingressesAndStations([skyAt(2459010.52), skyAt(2459011.52)]).stations;
 */
export function ingressesAndStations(samples: readonly SkySample[]): {
  ingresses: IngressEvent[];
  stations: StationEvent[];
} {
  const ingresses: IngressEvent[] = [];
  const stations: StationEvent[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    for (const g of INGRESS_GRAHAS) {
      const from = signIndexOf(a.positions.grahas[g].longitudeDeg);
      const to = signIndexOf(b.positions.grahas[g].longitudeDeg);
      if (from === to) continue;
      const jd = refine(a.julianDayUt, b.julianDayUt, (s) => signIndexOf(s.grahas[g].longitudeDeg) !== from);
      ingresses.push({ graha: g, signIndex: to, date: dateOfJd(jd), julianDayUt: jd });
    }
    for (const g of STATION_GRAHAS) {
      const wasRetro = a.positions.grahas[g].retrograde;
      if (wasRetro === b.positions.grahas[g].retrograde) continue;
      const jd = refine(a.julianDayUt, b.julianDayUt, (s) => s.grahas[g].retrograde !== wasRetro);
      stations.push({
        graha: g,
        station: wasRetro ? "direct" : "retrograde",
        signIndex: signIndexOf(b.positions.grahas[g].longitudeDeg),
        date: dateOfJd(jd),
        julianDayUt: jd,
      });
    }
  }
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (first && last) {
    for (const g of ["rahu", "ketu"] as const) {
      const from = signIndexOf(first.positions.grahas[g].longitudeDeg);
      const to = signIndexOf(last.positions.grahas[g].longitudeDeg);
      if (from === to) continue;
      // The first sample from which the node stays in its final sign.
      let k = samples.length - 1;
      while (k > 0 && signIndexOf(samples[k - 1]!.positions.grahas[g].longitudeDeg) === to) k--;
      const jd = refine(samples[k - 1]!.julianDayUt, samples[k]!.julianDayUt, (s) => {
        return signIndexOf(s.grahas[g].longitudeDeg) === to;
      });
      ingresses.push({ graha: g, signIndex: to, date: dateOfJd(jd), julianDayUt: jd });
    }
  }
  ingresses.sort((x, y) => x.julianDayUt - y.julianDayUt);
  stations.sort((x, y) => x.julianDayUt - y.julianDayUt);
  return { ingresses, stations };
}

/**
 * Solar eclipses and umbral lunar eclipses whose peak falls in [startJd, endJd) (penumbral
 * lunar eclipses are not observed in the Indian tradition — no sutak — and are skipped).
 *
 * @example
 * eclipsesBetween(2459001.5, 2459031.5); // [{ body: "sun", kind: "annular", date: "2020-06-21", ... }]
 */
export function eclipsesBetween(startJd: number, endJd: number): EclipseEvent[] {
  const out: EclipseEvent[] = [];
  const startDate = new Date(epochMsFromJulianDayUt(startJd));
  const jdOf = (t: { readonly date: Date }): number => julianDayUtFromEpochMs(t.date.getTime());
  for (let e = SearchLunarEclipse(startDate); jdOf(e.peak) < endJd; e = NextLunarEclipse(e.peak)) {
    if (e.kind === "penumbral") continue;
    const jd = jdOf(e.peak);
    const signIndex = signIndexOf(skyAt(jd).positions.grahas.moon.longitudeDeg);
    out.push({ body: "moon", kind: e.kind as EclipseEvent["kind"], signIndex, date: dateOfJd(jd), julianDayUt: jd });
  }
  for (let e = SearchGlobalSolarEclipse(startDate); jdOf(e.peak) < endJd; e = NextGlobalSolarEclipse(e.peak)) {
    const jd = jdOf(e.peak);
    const kind = e.kind === "total" || e.kind === "annular" ? e.kind : "partial";
    const signIndex = signIndexOf(skyAt(jd).positions.grahas.sun.longitudeDeg);
    out.push({ body: "sun", kind, signIndex, date: dateOfJd(jd), julianDayUt: jd });
  }
  return out.sort((x, y) => x.julianDayUt - y.julianDayUt);
}
