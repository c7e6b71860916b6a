import { type LoadResult, measure } from './load';
import { zipfDraw } from './search-mix';

/** A search mix under load (lib/search-mix.ts), and the searches of it that cost the most alone. */

export interface MixResult {
  label: string;
  distinct: number;
  load: LoadResult;
  /** The most callers seen waiting for a database connection, sampled from /metrics every 100 ms. */
  poolWaitingMax: number;
}

export interface MixTarget {
  label: string;
  baseUrl: string;
  requests: readonly string[];
  cookie?: string;
  connections: number;
  seconds: number;
  /**
   * Searches the app serves first, unmeasured: another mix of the same kind, without any of the
   * measured ones, so the app meets the mix as a running server does (its pool's connections open
   * and their catalogs read, its code compiled) while every measured search is still met cold once.
   */
  warmup?: { requests: readonly string[]; seconds: number };
}

const POOL_WAITING = /^talanta_db_pool_waiting (\d+)/m;

/** Samples the app's pool gauge while `during` runs; the largest number of callers waiting. */
async function watchPoolWaits<T>(baseUrl: string, during: Promise<T>): Promise<{ result: T; max: number }> {
  let max = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const metrics = await fetch(`${baseUrl}/metrics`).then((response) => response.text());
      max = Math.max(max, Number(POOL_WAITING.exec(metrics)?.[1] ?? 0));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return { result: await during, max };
  } finally {
    done = true;
    await sampling;
  }
}

/**
 * Loads the app with the mix, each request drawn with Zipf weights (the same sequence every run).
 * The app as deployed caches each search's page for its next asker; the warm-up asks none of the
 * measured searches, so every one of them is met cold once, as a real mix meets it.
 */
export async function loadMix(target: MixTarget): Promise<MixResult> {
  const headers: Record<string, string> = target.cookie ? { cookie: target.cookie } : {};
  if (target.warmup) {
    const measured = new Set(target.requests);
    const others = target.warmup.requests.filter((request) => !measured.has(request));
    await measure({
      url: target.baseUrl,
      headers,
      connections: target.connections,
      durationSeconds: target.warmup.seconds,
      nextPath: zipfDraw(others, 1),
    });
  }
  const { result: load, max } = await watchPoolWaits(
    target.baseUrl,
    measure({
      url: target.baseUrl,
      headers,
      connections: target.connections,
      durationSeconds: target.seconds,
      nextPath: zipfDraw(target.requests),
    }),
  );
  return { label: target.label, distinct: target.requests.length, load, poolWaitingMax: max };
}

export interface TimedRequest {
  request: string;
  ms: number;
  status: number;
}

/**
 * Each distinct search once, one at a time, on the app with the list cache off: what it costs
 * alone. The `top` slowest, slowest first.
 */
export async function slowestRequests(
  baseUrl: string,
  requests: readonly string[],
  cookie: string | undefined,
  top: number,
): Promise<TimedRequest[]> {
  const timed: TimedRequest[] = [];
  const headers: Record<string, string> = cookie ? { cookie } : {};
  for (const request of requests) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${request}`, { headers });
    await response.arrayBuffer();
    timed.push({ request, ms: performance.now() - started, status: response.status });
  }
  return timed.sort((a, b) => b.ms - a.ms).slice(0, top);
}

/** The refused answers of a run, counted by status and request. */
export function refusedSummary(load: LoadResult): string[] {
  const counts = new Map<string, number>();
  for (const { status, request } of load.refused) {
    const key = `${status} ${decodeURIComponent(request)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, count]) => `${count} × ${key}`);
}
