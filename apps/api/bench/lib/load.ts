import http from 'node:http';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /**
   * Time each request to the microsecond with the built-in generator: autocannon's latencies are
   * whole milliseconds, too coarse for a request that takes one or less (the p50 across sizes).
   */
  subMillisecond?: boolean;
  /** A mix: each request's path and query, drawn anew per request (lib/search-mix.ts); `url` gives the origin. */
  nextPath?: () => string;
  /** Headers drawn anew per request, over `headers` (a cookie no page reads makes each request a page of its own). */
  nextHeaders?: () => Record<string, string>;
}

export interface LoadResult {
  tool: string;
  requests: number;
  /** Responses that were not 2xx, plus connection errors. */
  failures: number;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  bytesPerResponse: number;
  /** Every answer that was not 2xx: its status (or the connection error) and the request. */
  refused: { status: string; request: string }[];
}

type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { total: number };
  statusCodeStats?: Record<string, { count: number }>;
  non2xx: number;
  errors: number;
  duration: number;
}>;

/** autocannon when it is installed (apps/api devDependency); otherwise the small generator below. */
async function loadAutocannon(): Promise<Autocannon | null> {
  const name = 'autocannon';
  try {
    const module = (await import(name)) as { default: Autocannon };
    return module.default;
  } catch {
    return null;
  }
}

export async function measure(options: LoadOptions): Promise<LoadResult> {
  const autocannon = options.subMillisecond ? null : await loadAutocannon();
  if (autocannon) {
    const refused: LoadResult['refused'] = [];
    const { nextPath, nextHeaders } = options;
    const result = await autocannon({
      url: options.url,
      headers: options.headers ?? {},
      connections: options.connections,
      duration: options.durationSeconds,
      ...((nextPath || nextHeaders) && {
        requests: [
          {
            setupRequest: (
              request: { path: string; headers?: Record<string, string> },
              context: { path?: string },
            ) => {
              context.path = nextPath ? nextPath() : request.path;
              const headers = nextHeaders ? { ...request.headers, ...nextHeaders() } : request.headers;
              return { ...request, path: context.path, headers };
            },
            onResponse: (status: number, _body: unknown, context: { path?: string }) => {
              if (status < 200 || status >= 300)
                refused.push({ status: String(status), request: context.path ?? '?' });
            },
          },
        ],
      }),
    });
    return {
      tool: 'autocannon',
      requests: result.requests.total,
      failures: result.non2xx + result.errors,
      requestsPerSecond: result.requests.average,
      medianMs: result.latency.p50,
      p99Ms: result.latency.p99,
      bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
      refused,
    };
  }
  return measureWithNodeHttp(options);
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/**
 * A closed-loop generator like autocannon's: `connections` keep-alive connections, each sending its
 * next request as soon as the previous answer is read, for a fixed time; every latency is kept.
 */
async function measureWithNodeHttp(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const refused: LoadResult['refused'] = [];
  let failures = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const url = options.nextPath ? new URL(options.nextPath(), options.url).href : options.url;
      const headers = options.nextHeaders
        ? { ...options.headers, ...options.nextHeaders() }
        : options.headers;
      const request = http.get(url, { agent, headers }, (response) => {
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          latencies.push(performance.now() - sent);
          if (!response.statusCode || response.statusCode < 200 || response.statusCode >= 300) {
            failures += 1;
            refused.push({ status: String(response.statusCode), request: url });
          }
          resolve();
        });
      });
      request.on('error', (error) => {
        failures += 1;
        refused.push({ status: error.message, request: url });
        resolve();
      });
    });

  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    tool: 'built-in node:http generator',
    requests: latencies.length,
    failures,
    requestsPerSecond: latencies.length / elapsedSeconds,
    medianMs: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    refused,
  };
}
