/** Latency of sequential runs: the work is awaited one run at a time, so the figures hold no queueing. */
export interface Timing {
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs `work` `warmup` times unmeasured, then `runs` times, each timed on its own. */
export async function timeRuns(
  work: () => Promise<unknown>,
  { runs, warmup }: { runs: number; warmup: number },
): Promise<Timing> {
  for (let run = 0; run < warmup; run++) await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
  };
}
