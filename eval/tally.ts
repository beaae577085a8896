/**
 * Counts by name, each starting at 0, for an eval's report:
 * `const n = tally("replies", "words"); n.replies++; n.words += 12`.
 */
export function tally<const K extends string>(...names: readonly K[]): Record<K, number> {
  return Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
}

/** `total / count` rounded to a whole number; 0 when nothing was counted. */
export const meanOf = (total: number, count: number): number => (count === 0 ? 0 : Math.round(total / count));
