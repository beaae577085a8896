// Timing and memory helpers for the benchmarks: per-call wall time with hrtime, summary
// statistics, and heap retained per result (with a forced GC when available).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as (() => void) | undefined;

export interface Timing {
  readonly medianUs: number;
  readonly p95Us: number;
  readonly meanUs: number;
  readonly runs: number;
}

/** Runs `fn(i)` `warmup` times, then `runs` times timing each call; returns µs statistics. */
export function timeCalls(fn: (i: number) => unknown, runs: number, warmup = Math.min(2000, runs)): Timing {
  let sink = 0;
  for (let i = 0; i < warmup; i++) sink += fn(i) === undefined ? 0 : 1;
  gc?.();
  const samples = new Float64Array(runs);
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    sink += fn(i) === undefined ? 0 : 1;
    samples[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  if (sink < 0) console.log(sink); // keep results observable
  samples.sort();
  const at = (q: number) => samples[Math.min(runs - 1, Math.floor(q * runs))]!;
  return { medianUs: at(0.5), p95Us: at(0.95), meanUs: samples.reduce((a, b) => a + b, 0) / runs, runs };
}

/** Heap bytes retained per result when `count` results are kept alive. */
export function retainedBytesPerResult(make: (i: number) => unknown, count: number): number {
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const keep: unknown[] = new Array(count);
  for (let i = 0; i < count; i++) keep[i] = make(i);
  gc?.();
  const after = process.memoryUsage().heapUsed;
  if (keep.length !== count) throw new Error("unreachable");
  return (after - before) / count;
}

export const gcAvailable = gc !== undefined;

/** Heap in use after a full collection (when GC control is available). */
export function heapUsedAfterGc(): number {
  gc?.();
  return process.memoryUsage().heapUsed;
}
