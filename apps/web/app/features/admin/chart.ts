// The dashboard charts' arithmetic: a round top for the value axis, and where each day's bar
// or point goes in the SVG's own coordinates.

/**
 * The smallest "round" number (1, 2, 2.5, 5 × 10ⁿ) at or above `max`; 1 when there is nothing.
 * Counts and rupees (`whole`) never get a top below 1.
 */
export function niceMax(max: number, whole = false): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  if (whole && max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

export interface ChartFrame {
  width: number;
  height: number;
  /** Room on the left for the axis labels, at the bottom for the dates. */
  left: number;
  bottom: number;
  top: number;
}

export const FRAME: ChartFrame = { width: 600, height: 230, left: 64, bottom: 32, top: 12 };

/** The y of a value on an axis from 0 (at the bottom) to `top`. Negative values sit at 0. */
export function yOf(value: number, top: number, frame: ChartFrame = FRAME): number {
  const plot = frame.height - frame.bottom - frame.top;
  const clamped = Math.max(0, Math.min(value, top));
  return frame.top + plot - (clamped / top) * plot;
}

/** Each day's slot: its left edge and width, the plot split evenly over `count` days. */
export function slotOf(index: number, count: number, frame: ChartFrame = FRAME): { x: number; width: number } {
  const width = (frame.width - frame.left) / Math.max(1, count);
  return { x: frame.left + index * width, width };
}

/** Bars for one series (or several side by side): x, y, width, height per value. */
export function bars(
  series: readonly (readonly number[])[],
  top: number,
  frame: ChartFrame = FRAME,
): { x: number; y: number; width: number; height: number; series: number; index: number; value: number }[] {
  const count = Math.max(0, ...series.map((s) => s.length));
  const base = yOf(0, top, frame);
  return series.flatMap((values, s) =>
    values.map((value, index) => {
      const slot = slotOf(index, count, frame);
      const inner = slot.width * 0.8;
      const width = inner / series.length;
      const y = yOf(value, top, frame);
      return { x: slot.x + slot.width * 0.1 + s * width, y, width, height: base - y, series: s, index, value };
    }),
  );
}

/** A polyline's points (the centre of each day's slot). */
export function linePoints(values: readonly number[], top: number, frame: ChartFrame = FRAME): string {
  return values
    .map((value, index) => {
      const slot = slotOf(index, values.length, frame);
      return `${round(slot.x + slot.width / 2)},${round(yOf(value, top, frame))}`;
    })
    .join(" ");
}

/** The axis's ticks: 0, half and the top; for counts and rupees (`whole`) only whole numbers (no 0.5 or 12.5). */
export function ticks(top: number, whole = false): number[] {
  const all = [0, top / 2, top];
  return whole ? all.filter((tick) => Number.isInteger(tick)) : all;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
