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

/** Saturn's sign now, for Sade Sati (null when the chart call fails). */
export async function currentSaturnSign(apiFetch: AppLoadContext["apiFetch"], now: Date): Promise<number | null> {
  try {
    const response = await apiFetch("/api/v1/charts", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ datetime: utcDateTime(now), timezone: "UTC", latitude: 0, longitude: 0 }),
    });
    if (!response.ok) return null;
    const chart = (await json(response)) as ChartView | null;
    return chart?.planets.saturn.signIndex ?? null;
  } catch {
    return null;
  }
}
