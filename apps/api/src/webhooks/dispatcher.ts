import {
  type Database,
  disableFailingWebhookEndpoint,
  hasWebhookSucceededSince,
  type Kysely,
  recordWebhookAttempt,
  type StartedWebhookAttempt,
  startWebhookAttempt,
  WEBHOOK_MAX_ATTEMPTS,
} from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobOptions } from '../jobs/runner';
import { queueEmail } from '../mail/queue-email';
import { endpointDisabledEmail } from './emails';
import { postWebhook, type WebhookTransport } from './send';
import { webhookHeaders } from './signature';

export interface WebhookDispatcherOptions {
  allowPrivate: boolean;
  /** How long one attempt may take, connection included. */
  timeoutMs: number;
  /** The unit of the retry schedule (a minute in production; tests make it milliseconds). */
  retryBaseMs: number;
  /** Where the owner's email links to (config.publicOrigin). */
  origin: string;
  /** The connection step (production: `pinnedTransport`). */
  transport: WebhookTransport;
}

/**
 * Waits after the 1st, 2nd, … failed attempt, in units of `retryBaseMs`: 1 min, 5 min, 30 min, 2 h,
 * 5 h, 10 h, then the rest of 24 h; the attempt after the last wait is the final one.
 */
export const RETRY_SCHEDULE = [1, 5, 30, 120, 300, 600, 384] as const;
if (RETRY_SCHEDULE.length + 1 !== WEBHOOK_MAX_ATTEMPTS)
  throw new Error('RETRY_SCHEDULE and WEBHOOK_MAX_ATTEMPTS disagree');

/** The runner's settings of the `webhook.deliver` job: the retry schedule and a lease past the timeout. */
export function webhookJobOptions(
  options: Pick<WebhookDispatcherOptions, 'timeoutMs' | 'retryBaseMs'>,
): JobOptions {
  return {
    leaseMs: options.timeoutMs * 3,
    backoffMs: (attempt) => (RETRY_SCHEDULE[attempt - 1] ?? 0) * options.retryBaseMs,
  };
}

/**
 * The handler of the `webhook.deliver` job (queued with each delivery in the transaction of the
 * change that caused its event): one signed attempt, recorded on the delivery for its log. The
 * runner retries a failed attempt on RETRY_SCHEDULE; a delivery that fails for good, on an endpoint
 * that received nothing since that event, turns the endpoint off and emails its owner.
 */
export function webhookDeliveryJob(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  options: WebhookDispatcherOptions,
): JobHandler {
  return async (payload, attempt) => {
    const { deliveryId } = payload as { deliveryId: number };
    const delivery = await startWebhookAttempt(db, deliveryId);
    if (!delivery) return;
    const body = JSON.stringify(delivery.payload);
    const headers = webhookHeaders(delivery.secret, delivery.eventId, body);
    const response = await postWebhook(delivery.url, body, headers, options);
    const succeeded = response.error === null;
    const retryInMs = succeeded ? null : attempt.retryInMs;
    const recorded = await recordWebhookAttempt(db, delivery, {
      succeeded,
      retryInMs,
      responseStatus: response.status,
      responseTimeMs: response.timeMs,
      error: response.error,
    });
    if (succeeded) return;
    log.info(
      { deliveryId: delivery.id, attempts: delivery.attempts, error: response.error },
      retryInMs === null
        ? 'webhook delivery failed for the last time'
        : 'webhook delivery failed; will retry',
    );
    if (retryInMs !== null) throw new Error(response.error ?? 'webhook delivery failed');
    if (recorded) await disableIfFailing(db, log, delivery, options.origin);
  };
}

async function disableIfFailing(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  delivery: StartedWebhookAttempt,
  origin: string,
): Promise<void> {
  const disabled = await db.transaction().execute(async (trx) => {
    if (await hasWebhookSucceededSince(trx, delivery.endpointId, delivery.createdAt)) return undefined;
    const reason = 'Every delivery failed for 24 hours';
    const endpoint = await disableFailingWebhookEndpoint(trx, delivery.endpointId, reason);
    if (endpoint) await queueEmail(trx, endpointDisabledEmail(endpoint, reason, origin), origin);
    return endpoint;
  });
  if (disabled) log.warn({ endpointId: disabled.id }, 'webhook endpoint turned off after persistent failure');
}
