import { useTranslation } from "../../i18n/react";
import { formatRupees } from "../commerce";
import { bars, FRAME, linePoints, niceMax, ticks, yOf } from "./chart";

export interface Series {
  label: string;
  values: readonly number[];
  /** A Tailwind fill/stroke colour class pair. */
  color: "saffron" | "night" | "red" | "emerald";
}

const FILL = { saffron: "fill-saffron-500", night: "fill-night-700", red: "fill-red-500", emerald: "fill-emerald-600" };
const STROKE = {
  saffron: "stroke-saffron-500",
  night: "stroke-night-700",
  red: "stroke-red-500",
  emerald: "stroke-emerald-600",
};
const number = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

/** An axis label, short enough for the margin: 250, 2.5K, 2.5L, 2.5Cr (with ₹ for rupees). */
export function axisValue(value: number, unit: "count" | "rupees"): string {
  return `${unit === "rupees" ? "₹" : ""}${compact.format(value)}`;
}

/** A value as the chart shows it: a count (1,234) or rupees (₹1,234; ₹53.77). */
export function chartValue(value: number, unit: "count" | "rupees"): string {
  return unit === "rupees" ? formatRupees(Math.round(value * 100) / 100) : number.format(value);
}

/** "2026-11-26" → "26/11". */
export function shortDay(day: string): string {
  const [, month, date] = day.split("-");
  return month && date ? `${date}/${month}` : day;
}

/**
 * One chart of the dashboard, drawn on the server as SVG: a bar (or line) per day, the value
 * axis from 0 to a round top, the first, middle and last dates under it, and a legend.
 */
export function DayChart({
  title,
  days,
  series,
  kind = "bar",
  summary = "total",
  unit = "count",
  testId,
}: {
  title: string;
  days: readonly string[];
  series: readonly Series[];
  kind?: "bar" | "line";
  /** What the legend says: the 30 days' sum, or the last day's value (a count that carries over). */
  summary?: "total" | "latest";
  /** Counts (whole-number ticks) or rupees (whole-rupee ticks with ₹). */
  unit?: "count" | "rupees";
  testId: string;
}) {
  const { t } = useTranslation();
  const top = niceMax(Math.max(0, ...series.flatMap((s) => s.values)), true);
  const labelDays = days.length > 0 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];
  const total = (values: readonly number[]) =>
    chartValue(
      values.reduce((sum, v) => sum + v, 0),
      unit,
    );
  return (
    <figure className="rounded-3xl bg-cream p-4 text-night-900 shadow-xl shadow-black/30" data-testid={testId}>
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-lg font-semibold">{title}</span>
        <span className="flex flex-wrap gap-3 text-xs">
          {series.map((s) => (
            <span key={s.label} className="inline-flex items-center gap-1">
              <svg viewBox="0 0 10 10" className="h-2.5 w-2.5" aria-hidden="true">
                <rect width="10" height="10" className={FILL[s.color]} />
              </svg>
              {series.length > 1 ? `${s.label}: ` : ""}
              {summary === "total"
                ? t("admin.dashboard.total", { total: total(s.values) })
                : t("admin.dashboard.latest", { value: chartValue(s.values[s.values.length - 1] ?? 0, unit) })}
            </span>
          ))}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
        className="h-auto w-full"
        role="img"
        aria-label={t("admin.dashboard.chartLabel", {
          title,
          from: days[0] ?? "",
          to: days[days.length - 1] ?? "",
        })}
      >
        {ticks(top, true).map((tick) => (
          <g key={tick}>
            <line
              x1={FRAME.left}
              x2={FRAME.width}
              y1={yOf(tick, top)}
              y2={yOf(tick, top)}
              className="stroke-night-900/15"
              strokeWidth="1"
            />
            <text x={FRAME.left - 6} y={yOf(tick, top) + 6} textAnchor="end" className="fill-night-800 text-[20px]">
              {axisValue(tick, unit)}
            </text>
          </g>
        ))}
        {kind === "bar"
          ? bars(
              series.map((s) => s.values),
              top,
            ).map((bar) => (
              <rect
                key={`${bar.series}-${bar.index}`}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                className={FILL[series[bar.series]!.color]}
              >
                <title>{`${days[bar.index] ?? ""}: ${chartValue(bar.value, unit)}`}</title>
              </rect>
            ))
          : series.map((s) => (
              <polyline
                key={s.label}
                points={linePoints(s.values, top)}
                fill="none"
                strokeWidth="2.5"
                strokeLinejoin="round"
                className={STROKE[s.color]}
              />
            ))}
        {labelDays.map((index, n) => (
          <text
            key={`${index}-${n}`}
            x={
              n === 0
                ? FRAME.left
                : n === 2
                  ? FRAME.width
                  : FRAME.left + ((FRAME.width - FRAME.left) * (index + 0.5)) / days.length
            }
            y={FRAME.height - 6}
            textAnchor={n === 0 ? "start" : n === 2 ? "end" : "middle"}
            className="fill-night-800 text-[20px]"
          >
            {shortDay(days[index] ?? "")}
          </text>
        ))}
      </svg>
    </figure>
  );
}
