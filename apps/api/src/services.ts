import type { Database, Kysely } from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import { AuthRateLimiter } from './auth/rate-limit';
import type { AppConfig } from './env';
import type { LiveHub } from './live/hub';
import { Mailer } from './mail/outbox';

/** Long-lived collaborators of the procedures, made once per app. */
export interface AppServices {
  config: AppConfig;
  authRateLimiter: AuthRateLimiter;
  mailer: Mailer;
  liveHub: LiveHub;
}

export function createServices(
  db: Kysely<Database>,
  config: AppConfig,
  log: FastifyBaseLogger,
  liveHub: LiveHub,
): AppServices {
  return {
    liveHub,
    config,
    authRateLimiter: new AuthRateLimiter(config.rateLimits),
    mailer: new Mailer(db, log, config.mail),
  };
}
