import { claimDueEmails, type Database, type Kysely, markEmailFailed, markEmailSent } from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { OutboxRounds } from '../outbox/rounds';

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** How long a claimed email is reserved for its sender (then another process may take it). */
  leaseMs?: number;
  /** The wait after a first failure; it doubles with each further failure. */
  retryBaseMs?: number;
}

export const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 50;
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_RETRY_BASE_MS = 60_000;

/**
 * Delivers queued emails: through SMTP when SMTP_URL is set, otherwise into the log (and the
 * development mailbox page reads them from the table). Every API process runs one; each email is
 * claimed by exactly one of them (see claimDueEmails), tried at most MAX_ATTEMPTS times with an
 * exponential backoff, and taken over by another process if its sender dies mid-send.
 */
export class Mailer {
  readonly #transport: Transporter | null;
  readonly #leaseMs: number;
  readonly #retryBaseMs: number;
  readonly #rounds: OutboxRounds;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailerOptions,
  ) {
    this.#transport = options.smtpUrl ? createTransport(options.smtpUrl) : null;
    this.#leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.#retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
    this.#rounds = new OutboxRounds(log, 'email delivery round failed', (isStopped) =>
      this.#deliverDue(isStopped),
    );
  }

  /** Delivers every email that is due; a flush during a round runs one more round after it. Never throws. */
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
      const claim = { limit: BATCH_SIZE, leaseMs: this.#leaseMs, maxAttempts: MAX_ATTEMPTS };
      const batch = await claimDueEmails(this.db, claim);
      for (const email of batch) await this.#deliver(email);
      if (batch.length < BATCH_SIZE) return;
    }
  }

  async #deliver(email: Awaited<ReturnType<typeof claimDueEmails>>[number]) {
    try {
      if (this.#transport) {
        await this.#transport.sendMail({
          from: this.options.from,
          to: email.toAddress,
          subject: email.subject,
          text: email.bodyText,
          ...(email.bodyHtml ? { html: email.bodyHtml } : {}),
          // RFC 8058 one-click unsubscribe, only on kinds that can be turned off.
          ...(email.listUnsubscribeUrl
            ? {
                headers: {
                  'List-Unsubscribe': `<${email.listUnsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
          attachments: (email.attachments ?? []).map((file) => ({
            filename: file.filename,
            content: file.content,
            contentType: file.contentType,
          })),
        });
      } else {
        this.log.info(
          { emailId: email.id, subject: email.subject },
          'email written to the outbox (no SMTP_URL set)',
        );
      }
    } catch (error) {
      const lastAttempt = email.attempts >= MAX_ATTEMPTS;
      this.log.warn(
        { err: error, emailId: email.id, attempts: email.attempts },
        lastAttempt ? 'email delivery failed for the last time' : 'email delivery failed; will retry',
      );
      const retryInMs = this.#retryBaseMs * 2 ** (email.attempts - 1);
      await markEmailFailed(this.db, email.id, String((error as Error).message ?? error), retryInMs);
      return;
    }
    await markEmailSent(this.db, email.id);
  }
}
