import type { Database, Kysely } from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import { SavedSearchAlerts } from './alerts/saved-search-alerts';
import { PasswordResetRequests } from './auth/password-reset-requests';
import { AuthRateLimiter } from './auth/rate-limit';
import { AppCaches } from './cache/app-caches';
import type { AppConfig } from './env';
import type { LiveHub } from './live/hub';
import { Mailer } from './mail/outbox';
import { useEmailSigningKey } from './mail/unsubscribe-token';
import { resolveSessionSecret } from './plugins/session-secret';
import { WebhookDispatcher } from './webhooks/dispatcher';
import { pinnedTransport, type WebhookTransport } from './webhooks/send';

/** Long-lived collaborators of the procedures, made once per app. */
export interface AppServices {
  config: AppConfig;
  authRateLimiter: AuthRateLimiter;
  mailer: Mailer;
  passwordResetRequests: PasswordResetRequests;
  liveHub: LiveHub;
  webhookDispatcher: WebhookDispatcher;
  savedSearchAlerts: SavedSearchAlerts;
  /** Session checks and public lists, cleared across processes by cache signals. */
  caches: AppCaches;
}

export function createServices(
  db: Kysely<Database>,
  config: AppConfig,
  log: FastifyBaseLogger,
  liveHub: LiveHub,
  webhookTransport: WebhookTransport = pinnedTransport,
): AppServices {
  useEmailSigningKey(resolveSessionSecret(config));
  const mailer = new Mailer(db, log, config.mail);
  return {
    liveHub,
    config,
    authRateLimiter: new AuthRateLimiter(db, config.rateLimits, log),
    mailer,
    passwordResetRequests: new PasswordResetRequests(db, log, mailer),
    webhookDispatcher: new WebhookDispatcher(db, log, mailer, {
      ...config.webhooks,
      origin: config.publicOrigin,
      transport: webhookTransport,
    }),
    savedSearchAlerts: new SavedSearchAlerts(db, log, mailer, { origin: config.publicOrigin }),
    caches: new AppCaches(liveHub, config.publicListCacheMs),
  };
}
