/** The p-th percentile (0-100) of samples, nearest rank: the value below which p % of them fall. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** Milliseconds for a report: one decimal below 10, whole above. */
export const ms = (n: number): string => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
