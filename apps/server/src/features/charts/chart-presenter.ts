import type { ChartView } from "@graha/contracts";
import { GRAHAS, VARGA_NAMES, type Chart, type DashaPeriod, type MangalDosha } from "@graha/jyotish";
import type { ChartTransit } from "./chart-service.ts";

const round = (value: number, digits = 6) => Math.round(value * 10 ** digits) / 10 ** digits;

function presentPeriod(period: DashaPeriod) {
  return { lord: period.lord, start: period.start, end: period.end };
}

/** An antardasha with its pratyantardashas when the chart was computed that deep. */
function presentAntardasha(period: DashaPeriod) {
  const pratyantardashas = period.pratyantardashas;
  return pratyantardashas
    ? { ...presentPeriod(period), pratyantardashas: pratyantardashas.map(presentPeriod) }
    : presentPeriod(period);
}

export function presentMangalDosha(dosha: MangalDosha): ChartView["mangalDosha"] {
  return {
    present: dosha.present,
    effective: dosha.effective,
    exceptions: [...dosha.exceptions],
    fromAscendant: { ...dosha.fromAscendant },
    fromMoon: { ...dosha.fromMoon },
    fromVenus: { ...dosha.fromVenus },
  };
}

function presentTransit({ asOf, gochara, sadeSatiPeriod }: ChartTransit): ChartView["transit"] {
  const grahas = Object.fromEntries(
    GRAHAS.map((graha) => {
      const { signIndex, sign, retrograde, houseFromMoon } = gochara.grahas[graha];
      return [graha, { signIndex, sign, retrograde, houseFromMoon }];
    }),
  ) as ChartView["transit"]["grahas"];
  return {
    asOf,
    grahas,
    sadeSati: { ...gochara.sadeSati, start: sadeSatiPeriod?.start ?? null, end: sadeSatiPeriod?.end ?? null },
    dhaiya: { ...gochara.dhaiya },
  };
}

/**
 * The API's chart: the engine's result with units dropped from names and only present
 * yogas, with the transits of the moment asked about.
 */
export function presentChart(chart: Chart, timezone: string, transit: ChartTransit): ChartView {
  const planets = Object.fromEntries(
    GRAHAS.map((graha) => {
      const p = chart.planets[graha];
      return [
        graha,
        {
          longitude: round(p.longitudeDeg),
          speed: round(p.speedDegPerDay),
          retrograde: p.retrograde,
          signIndex: p.signIndex,
          sign: p.sign,
          degreesInSign: round(p.degreesInSign),
          house: p.house,
          bhavaChalitHouse: p.bhavaChalitHouse,
          nakshatra: { ...p.nakshatra },
          dignity: p.dignity,
          combust: p.combust,
        },
      ];
    }),
  ) as ChartView["planets"];
  const vargas = Object.fromEntries(
    VARGA_NAMES.map((name) => [
      name,
      { ascendant: chart.vargas[name].ascendant, planets: { ...chart.vargas[name].planets } },
    ]),
  ) as ChartView["vargas"];
  return {
    utc: chart.utc,
    timezone,
    utcOffsetMinutes: chart.utcOffsetMinutes ?? 0,
    latitude: chart.latitudeDeg,
    longitude: chart.longitudeDeg,
    ayanamsa: { name: chart.ayanamsa.name, degrees: round(chart.ayanamsa.degrees) },
    node: chart.node,
    ascendant: {
      longitude: round(chart.ascendant.longitudeDeg),
      signIndex: chart.ascendant.signIndex,
      sign: chart.ascendant.sign,
      nakshatra: { ...chart.ascendant.nakshatra },
    },
    planets,
    houses: chart.houses.wholeSign.map((h) => ({ ...h })),
    vargas,
    dasha: {
      balance: { lord: chart.dasha.balance.lord, years: round(chart.dasha.balance.years) },
      mahadashas: chart.dasha.mahadashas.map((maha) => ({
        ...presentPeriod(maha),
        antardashas: (maha.antardashas ?? []).map(presentAntardasha),
      })),
    },
    panchang: structuredClone(chart.panchang) as ChartView["panchang"],
    yogas: chart.yogas
      .filter((y) => y.present)
      .map((y) => ({ key: y.key, name: y.name, rule: y.rule, grahas: [...y.grahas], details: [...y.details] })),
    mangalDosha: presentMangalDosha(chart.mangalDosha),
    transit: presentTransit(transit),
  };
}
