import { GRAHAS, type Graha } from "../names";

/** A divisional chart as the API gives it: the ascendant's sign and each graha's sign (0 = Aries). */
export interface VargaInput {
  ascendant: number;
  planets: Partial<Record<Graha, number>>;
}

export interface HouseCell {
  /** 1–12, counted from the ascendant (whole-sign houses). */
  house: number;
  /** 0–11 (0 = Aries). */
  sign: number;
  grahas: Graha[];
}

export type ChartStyle = "north" | "south";
export const CHART_STYLES: readonly ChartStyle[] = ["north", "south"];
export const CHART_STYLE_COOKIE = "graha_chart_style";

export const mod12 = (n: number) => ((n % 12) + 12) % 12;

/** The house of a sign for a given ascendant sign: the ascendant's sign is house 1. */
export const houseOfSign = (sign: number, ascendant: number) => mod12(sign - ascendant) + 1;

/** The sign of house `house` (1–12). */
export const signOfHouse = (house: number, ascendant: number) => mod12(ascendant + house - 1);

/** The twelve houses with their signs and the grahas in each, in the order sun … ketu. */
export function houseCells(varga: VargaInput): HouseCell[] {
  const cells: HouseCell[] = Array.from({ length: 12 }, (_, i) => ({
    house: i + 1,
    sign: signOfHouse(i + 1, varga.ascendant),
    grahas: [],
  }));
  for (const graha of GRAHAS) {
    const sign = varga.planets[graha];
    if (sign === undefined) continue;
    cells[houseOfSign(sign, varga.ascendant) - 1]!.grahas.push(graha);
  }
  return cells;
}

/** Reads the remembered style from a Cookie header (north when absent). */
export function chartStyleFromCookie(cookie: string | null | undefined): ChartStyle {
  const match = /(?:^|;\s*)graha_chart_style=(north|south)(?:;|$)/.exec(cookie ?? "");
  return (match?.[1] as ChartStyle | undefined) ?? "north";
}

export function rememberChartStyle(style: ChartStyle): void {
  try {
    document.cookie = `${CHART_STYLE_COOKIE}=${style}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  } catch {
    // cookies unavailable: the choice lasts for this page only
  }
}
