import { type LoadResult, measure } from './load';
import type { BenchServers } from './server-process';

/** What the jobs and developer benchmarks report of one measured request. */
export interface ScenarioResult {
  label: string;
  request: string;
  matches: string;
  bodyBytes: number;
  load: LoadResult;
}

export interface LoadTarget {
  label: string;
  baseUrl: string;
  request: string;
  cookie?: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Latencies to the microsecond (lib/load.ts) rather than autocannon's whole milliseconds. */
  subMillisecond?: boolean;
}

/** Probes the request once (it must answer 200), warms up, then measures it. */
export async function loadTarget(target: LoadTarget): Promise<ScenarioResult> {
  const url = `${target.baseUrl}${target.request}`;
  const headers: Record<string, string> = target.cookie ? { cookie: target.cookie } : {};
  const probe = await fetch(url, { headers });
  const body = await probe.text();
  if (probe.status !== 200) throw new Error(`${target.request} answered ${probe.status}: ${body}`);
  const { connections, seconds: durationSeconds, warmupSeconds, subMillisecond } = target;
  await measure({ url, headers, connections, durationSeconds: warmupSeconds, subMillisecond });
  const load = await measure({ url, headers, connections, durationSeconds, subMillisecond });
  if (load.failures > 0) throw new Error(`${target.request}: ${load.failures} failed requests under load`);
  const total = probe.headers.get('x-total-count');
  const capped = probe.headers.get('x-total-count-capped') === 'true';
  return {
    label: target.label,
    request: decodeURIComponent(target.request),
    matches: total === null ? '–' : `${Number(total).toLocaleString('en-US')}${capped ? '+' : ''}`,
    bodyBytes: Buffer.byteLength(body),
    load,
  };
}

/**
 * The bare Fastify route answering `body` under the same load; with `sameAs`, checked to answer
 * exactly as many bytes as that request did.
 */
export async function loadBare(
  servers: BenchServers,
  target: Pick<LoadTarget, 'label' | 'connections' | 'seconds' | 'warmupSeconds'>,
  body: unknown,
  sameAs?: ScenarioResult,
): Promise<ScenarioResult> {
  await servers.setBareBody(body);
  const result = await loadTarget({
    ...target,
    baseUrl: servers.bareUrl.replace(/\/bare$/, ''),
    request: '/bare',
  });
  if (sameAs && result.bodyBytes !== sameAs.bodyBytes)
    throw new Error(`bare body is ${result.bodyBytes} bytes, not ${sameAs.bodyBytes}`);
  return result;
}
