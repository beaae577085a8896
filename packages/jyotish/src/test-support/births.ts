import type { LocalChartInput } from "../compute-chart.ts";

/** The birth the engine's tests use when any ordinary chart will do: Mumbai, 1 May 1990, 10:30 IST. */
export const MUMBAI_1990: LocalChartInput = {
  datetimeLocal: "1990-05-01T10:30:00",
  timezone: "Asia/Kolkata",
  latitudeDeg: 19.076,
  longitudeDeg: 72.8777,
};
