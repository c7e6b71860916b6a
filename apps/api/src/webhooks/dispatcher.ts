import {
  type ClaimedWebhookDelivery,
  claimDueWebhookDeliveries,
  type Database,
  disableFailingWebhookEndpoint,
  hasWebhookSucceededSince,
  type Kysely,
  recordWebhookAttempt,
} from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/outbox';
import { queueEmail } from '../mail/queue-email';
import { OutboxRounds } from '../outbox/rounds';
import { endpointDisabledEmail } from './emails';
import { postWebhook, type WebhookTransport } from './send';
import { webhookHeaders } from './signature';

export interface WebhookDispatcherOptions {
  allowPrivate: boolean;
  /** How long one attempt may take, connection included. */
  timeoutMs: number;
  /** The unit of the retry schedule (a minute in production; tests make it milliseconds). */
  retryBaseMs: number;
  /** How long a claimed delivery is reserved for its sender (then another process may take it). */
  leaseMs?: number;
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
const BATCH_SIZE = 20;
const DEFAULT_LEASE_MS = 60_000;

/**
 * Delivers queued webhook events (the webhook_deliveries outbox). Every API process runs one; each
 * attempt is claimed by exactly one of them, signed at sending time, retried on the schedule above
 * and recorded only by the process still holding it. A delivery that fails for good, on an endpoint
 * that received nothing since that event, turns the endpoint off and emails its owner.
 */
export class WebhookDispatcher {
  readonly #leaseMs: number;
  readonly #rounds: OutboxRounds;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly mailer: Mailer,
    private readonly options: WebhookDispatcherOptions,
  ) {
    this.#leaseMs = options.leaseMs ?? Math.max(DEFAULT_LEASE_MS, options.timeoutMs * 3);
    this.#rounds = new OutboxRounds(log, 'webhook delivery round failed', (isStopped) =>
      this.#deliverDue(isStopped),
    );
  }

  /** Delivers everything due; a flush during a round runs one more round after it. Never throws. */
  flush(): Promise<void> {
    return this.#rounds.flush();
  }

  /** Waits for the round in progress; later flushes do nothing (shutdown). */
  stop(): Promise<void> {
    return this.#rounds.stop();
  }

  async #deliverDue(isStopped: () => boolean): Promise<void> {
    for (;;) {
      if (isStopped()) return;
      const batch = await claimDueWebhookDeliveries(this.db, { limit: BATCH_SIZE, leaseMs: this.#leaseMs });
      await Promise.all(batch.map((delivery) => this.#deliver(delivery)));
      if (batch.length < BATCH_SIZE) return;
    }
  }

  async #deliver(delivery: ClaimedWebhookDelivery): Promise<void> {
    const body = JSON.stringify(delivery.payload);
    const headers = webhookHeaders(delivery.secret, delivery.eventId, body);
    const response = await postWebhook(delivery.url, body, headers, this.options);
    const succeeded = response.error === null;
    const wait = RETRY_SCHEDULE[delivery.attempts - 1];
    const retryInMs = succeeded || wait === undefined ? null : wait * this.options.retryBaseMs;
    const recorded = await recordWebhookAttempt(this.db, delivery, {
      succeeded,
      retryInMs,
      responseStatus: response.status,
      responseTimeMs: response.timeMs,
      error: response.error,
    });
    if (!succeeded) {
      this.log.info(
        { deliveryId: delivery.id, attempts: delivery.attempts, error: response.error },
        retryInMs === null
          ? 'webhook delivery failed for the last time'
          : 'webhook delivery failed; will retry',
      );
    }
    if (recorded && !succeeded && retryInMs === null) await this.#disableIfFailing(delivery);
  }

  async #disableIfFailing(delivery: ClaimedWebhookDelivery): Promise<void> {
    const disabled = await this.db.transaction().execute(async (trx) => {
      if (await hasWebhookSucceededSince(trx, delivery.endpointId, delivery.createdAt)) return undefined;
      const reason = 'Every delivery failed for 24 hours';
      const endpoint = await disableFailingWebhookEndpoint(trx, delivery.endpointId, reason);
      if (endpoint)
        await queueEmail(
          trx,
          endpointDisabledEmail(endpoint, reason, this.options.origin),
          this.options.origin,
        );
      return endpoint;
    });
    if (disabled) {
      this.log.warn({ endpointId: disabled.id }, 'webhook endpoint turned off after persistent failure');
      void this.mailer.flush();
    }
  }
}
