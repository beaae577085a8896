import type { ChartView } from "@graha/contracts";
import type { AppLoadContext } from "../../load-context";
import { utcDateTime } from "./format";

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

// Saturn stays in a sign for about two and a half years: one look-up per hour is plenty, and
// it keeps report pages from spending the chart endpoint's rate limit.
let cached: { hour: string; sign: number } | null = null;

/** Saturn's sign now, for Sade Sati (null when the chart call fails). */
export async function currentSaturnSign(apiFetch: AppLoadContext["apiFetch"], now: Date): Promise<number | null> {
  const hour = now.toISOString().slice(0, 13);
  if (cached?.hour === hour) return cached.sign;
  try {
    const response = await apiFetch("/api/v1/charts", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ datetime: utcDateTime(now), timezone: "UTC", latitude: 0, longitude: 0 }),
    });
    if (!response.ok) return null;
    const sign = ((await json(response)) as ChartView | null)?.planets.saturn.signIndex;
    if (typeof sign !== "number") return null;
    cached = { hour, sign };
    return sign;
  } catch {
    return null;
  }
}
