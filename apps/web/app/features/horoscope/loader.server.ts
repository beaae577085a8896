import type { HoroscopeResponse } from "@graha/contracts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { langFromRequest } from "../../i18n/lang-cookie";
import { loaderApi } from "../../lib/api";
import {
  DAY_OFFSET,
  dailyPath,
  indianDate,
  LONG_PERIODS,
  periodPath,
  whenOf,
  zodiacOf,
  type LongPeriod,
  type When,
} from "./model";

export type HoroscopePageData =
  | { kind: "ok"; reading: HoroscopeResponse; signIndex: number; when: When | null; period: LongPeriod | "daily" }
  | { kind: "missing"; period: LongPeriod | "daily" }
  | { kind: "error"; signIndex: number; when: When | null; period: LongPeriod | "daily" };

/**
 * /horoscope?zodiac={sign}&when=Today|Tomorrow|Yesterday and /horoscope/{weekly|monthly|yearly}?zodiac={sign}:
 * redirects any other spelling (leo, Saggitarius, when=Weekly) to the canonical URL, then
 * reads the reading from the API in the visitor's language.
 */
export async function loadHoroscopePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  periodParam: string | undefined,
) {
  const url = new URL(request.url);
  const rawSign = url.searchParams.get("zodiac");
  const period = periodParam === undefined ? "daily" : LONG_PERIODS.find((p) => p === periodParam);
  if (!period) return data<HoroscopePageData>({ kind: "missing", period: "daily" }, { status: 404 });
  if (rawSign === null) throw redirect(period === "daily" ? dailyPath("Aries") : periodPath("Aries", period));
  const sign = zodiacOf(rawSign);
  if (!sign) return data<HoroscopePageData>({ kind: "missing", period }, { status: 404 });

  let when: When | null = null;
  if (period === "daily") {
    const rawWhen = url.searchParams.get("when");
    const parsed = whenOf(rawWhen);
    if (parsed && (LONG_PERIODS as readonly string[]).includes(parsed))
      throw redirect(periodPath(sign.en, parsed as LongPeriod), 301);
    when = (parsed as When | undefined) ?? "Today";
    if (rawSign !== sign.en || rawWhen !== when) throw redirect(dailyPath(sign.en, when), 301);
  } else if (rawSign !== sign.en || [...url.searchParams.keys()].some((k) => k !== "zodiac")) {
    throw redirect(periodPath(sign.en, period), 301);
  }

  const date = indianDate(Date.now(), when ? DAY_OFFSET[when] : 0);
  const lang = langFromRequest(request);
  const result = await loaderApi(
    context,
    request,
  )<HoroscopeResponse>(`/api/v1/horoscopes/${sign.en}?period=${period}&date=${date}&lang=${lang}`);
  if (!result.ok)
    return data<HoroscopePageData>({ kind: "error", signIndex: sign.index, when, period }, { status: 502 });
  return data<HoroscopePageData>({ kind: "ok", reading: result.data, signIndex: sign.index, when, period });
}
