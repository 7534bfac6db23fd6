/** Percentiles by nearest rank (no interpolation: every figure printed is one that was measured). */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? null;
}

export interface Summary {
  n: number;
  median: number | null;
  p95: number | null;
  max: number | null;
}

export function summarize(values: readonly number[]): Summary {
  return {
    n: values.length,
    median: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length > 0 ? Math.max(...values) : null,
  };
}

/**
 * Ratios of rounds measured side by side (each round's one figure over its neighbour's): the median
 * round's, and the smallest and largest, so that a reader sees how much the rounds swung.
 */
export function medianShare(shares: readonly number[]): { share: number; range: [number, number] } {
  return { share: percentile(shares, 50) ?? 0, range: [Math.min(...shares), Math.max(...shares)] };
}

export function ms(value: number | null, digits = 1): string {
  return value === null ? '–' : `${value.toFixed(digits)} ms`;
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
