import type { PoolStats } from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Counts of a queue's items by state, read from the database on each scrape. */
export type BacklogSource = () => Promise<Record<string, number>>;

export interface MetricsSources {
  poolStats: () => PoolStats;
  liveSubscribers: () => number;
  /** The page cache's contents (ADR 0051). */
  pageCache: () => { pages: number; bytes: number };
  log: FastifyBaseLogger;
}

export interface RequestLabels {
  method: string;
  /** A route pattern or a tRPC procedure path, never a raw URL (each value is a time series). */
  route: string;
  status: string;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Seconds; from a cached read to a slow export, with the 2 s query budget in the middle. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One Prometheus registry per app: tests build several apps in one process, and prom-client's
 * global default registry would refuse the second app's metrics of the same name.
 */
export function createMetrics({ poolStats, liveSubscribers, pageCache, log }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'talanta_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (or tRPC procedure) and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'talanta_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern (or tRPC procedure) and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const poolGauges = [
    ['in_use', 'Database pool: connections checked out', (stats: PoolStats) => stats.inUse],
    ['idle', 'Database pool: open connections waiting for work', (stats: PoolStats) => stats.idle],
    ['waiting', 'Database pool: callers waiting for a connection', (stats: PoolStats) => stats.waiting],
  ] as const;
  for (const [state, help, read] of poolGauges) {
    new Gauge({
      name: `talanta_db_pool_${state}`,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolStats()));
      },
    });
  }
  new Gauge({
    name: 'talanta_live_subscribers',
    help: 'Open live-event subscriptions (SSE streams) on this process',
    registers: [registry],
    collect() {
      this.set(liveSubscribers());
    },
  });

  const pages = new Counter({
    name: 'talanta_pages_total',
    help: 'Pages sent, by answer: rendered for the request, or cached (the page cache answered again)',
    labelNames: ['answer'] as const,
    registers: [registry],
  });
  for (const [name, help, read] of [
    ['pages', 'Page cache: pages kept on this process', () => pageCache().pages],
    ['bytes', 'Page cache: bytes of the pages kept on this process, as sent', () => pageCache().bytes],
  ] as const) {
    new Gauge({
      name: `talanta_page_cache_${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }

  const backlogs = new Map<string, BacklogSource>();
  new Gauge({
    name: 'talanta_backlog_items',
    help: 'Items of a work queue in the database (email outbox, webhook deliveries), by state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      // States not reported this time disappear instead of repeating an old value.
      this.reset();
      await Promise.all(
        [...backlogs].map(async ([queue, read]) => {
          try {
            for (const [state, count] of Object.entries(await read())) this.set({ queue, state }, count);
          } catch (error) {
            // A database outage must not fail the scrape: the other metrics still tell the story.
            log.warn({ err: error, queue }, 'metrics: backlog count failed');
          }
        }),
      );
    },
  });

  return {
    registry,
    observeRequest(labels: RequestLabels, seconds: number | null) {
      requests.inc(labels);
      if (seconds !== null) durations.observe(labels, seconds);
    },
    /** Counts a page sent (`talanta_pages_total`). */
    countPage(answer: 'rendered' | 'cached') {
      pages.inc({ answer });
    },
    /** Adds a queue to `talanta_backlog_items` (the webhook deliveries register theirs here). */
    addBacklog(queue: string, read: BacklogSource) {
      if (backlogs.has(queue)) throw new Error(`metrics: backlog ${queue} is already registered`);
      backlogs.set(queue, read);
    },
  };
}
