import type { Database, Kysely } from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import { AuthRateLimiter } from './auth/rate-limit';
import { AppCaches } from './cache/app-caches';
import type { AppConfig } from './env';
import { registerBackgroundWork } from './jobs/background-work';
import { JobRunner } from './jobs/runner';
import type { LiveHub } from './live/hub';
import { useEmailSigningKey } from './mail/unsubscribe-token';
import { PayoutDetailsCipher } from './payments/payout-details-cipher';
import { resolveSessionSecret } from './plugins/session-secret';
import { pinnedTransport, type WebhookTransport } from './webhooks/send';

/** Long-lived collaborators of the procedures, made once per app. */
export interface AppServices {
  config: AppConfig;
  authRateLimiter: AuthRateLimiter;
  liveHub: LiveHub;
  /** All background work: procedures queue jobs in their transaction, then wake() it. */
  jobs: JobRunner;
  /** Session checks and public lists, cleared across processes by cache signals. */
  caches: AppCaches;
  /** Seals and opens payout account details (ADR 0040). */
  payoutDetails: PayoutDetailsCipher;
}

export function createServices(
  db: Kysely<Database>,
  config: AppConfig,
  log: FastifyBaseLogger,
  liveHub: LiveHub,
  webhookTransport: WebhookTransport = pinnedTransport,
): AppServices {
  const serverSecret = resolveSessionSecret(config);
  useEmailSigningKey(serverSecret);
  const jobs = new JobRunner(db, log, {
    pollMs: config.jobs.pollMs,
    defaultLeaseMs: config.jobs.leaseMs,
    retryBaseMs: config.mail.retryBaseMs,
    concurrency: config.jobs.concurrency,
  });
  registerBackgroundWork(jobs, { db, log, config, webhookTransport });
  return {
    liveHub,
    config,
    authRateLimiter: new AuthRateLimiter(db, config.rateLimits, log),
    jobs,
    caches: new AppCaches(liveHub, {
      listTtlMs: config.publicListCacheMs,
      figuresTtlMs: config.publicFiguresCacheMs,
      pageTtlMs: config.pageCacheMs,
    }),
    payoutDetails: PayoutDetailsCipher.fromSettings(config.payoutDetailsKey, serverSecret),
  };
}
