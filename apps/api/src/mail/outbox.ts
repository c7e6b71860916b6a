import type { Database, Kysely, Transaction } from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/** Queues an email in the same transaction as the change that causes it, so neither is lost. */
export async function enqueueEmail(db: Kysely<Database> | Transaction<Database>, email: OutgoingEmail) {
  await db
    .insertInto('emailOutbox')
    .values({ toAddress: email.to, subject: email.subject, bodyText: email.text })
    .execute();
}

const MAX_ATTEMPTS = 5;

/**
 * Delivers queued emails: through SMTP when SMTP_URL is set, otherwise into the log (and the
 * development mailbox page reads them from the table).
 */
export class Mailer {
  readonly #transport: Transporter | null;
  #flushing: Promise<void> | null = null;
  #stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl: string | null; from: string },
  ) {
    this.#transport = options.smtpUrl ? createTransport(options.smtpUrl) : null;
  }

  /** Starts a delivery round unless one is running; never throws. */
  flush(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    this.#flushing ??= this.#deliverPending()
      .catch((error) => this.log.warn({ err: error }, 'email delivery round failed'))
      .finally(() => {
        this.#flushing = null;
      });
    return this.#flushing;
  }

  /** Waits for the round in progress; later flushes do nothing (shutdown). */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#flushing;
  }

  async #deliverPending(): Promise<void> {
    const pending = await this.db
      .selectFrom('emailOutbox')
      .select(['id', 'toAddress', 'subject', 'bodyText'])
      .where('sentAt', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .orderBy('id')
      .limit(50)
      .execute();
    for (const email of pending) {
      try {
        if (this.#transport) {
          await this.#transport.sendMail({
            from: this.options.from,
            to: email.toAddress,
            subject: email.subject,
            text: email.bodyText,
          });
        } else {
          this.log.info(
            { emailId: email.id, subject: email.subject },
            'email written to the outbox (no SMTP_URL set)',
          );
        }
        await this.db
          .updateTable('emailOutbox')
          .set({ sentAt: new Date(), attempts: sql`attempts + 1` })
          .where('id', '=', email.id)
          .execute();
      } catch (error) {
        this.log.warn({ err: error, emailId: email.id }, 'email delivery failed; will retry');
        await this.db
          .updateTable('emailOutbox')
          .set({
            attempts: sql`attempts + 1`,
            lastError: String((error as Error).message ?? error).slice(0, 500),
          })
          .where('id', '=', email.id)
          .execute();
      }
    }
  }
}
