import type { Database, Kysely } from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import { AuthRateLimiter } from './auth/rate-limit';
import type { AppConfig } from './env';
import { Mailer } from './mail/outbox';

/** Long-lived collaborators of the procedures, made once per app. */
export interface AppServices {
  config: AppConfig;
  authRateLimiter: AuthRateLimiter;
  mailer: Mailer;
}

export function createServices(db: Kysely<Database>, config: AppConfig, log: FastifyBaseLogger): AppServices {
  return {
    config,
    authRateLimiter: new AuthRateLimiter(config.rateLimits),
    mailer: new Mailer(db, log, config.mail),
  };
}
