import {
  claimPasswordResetRequest,
  createPasswordResetToken,
  type Database,
  findUserCredentialsByEmail,
  type Kysely,
} from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/outbox';
import { queueEmail } from '../mail/queue-email';
import { passwordResetEmail } from '../routers/auth/account-emails';
import { HOUR_MS, newToken } from './tokens';

export const RESET_TOKEN_LIFETIME_MS = HOUR_MS;

/**
 * Works on the queued forgot-password requests after their answer has gone out, so the answer's
 * timing cannot tell whether an account exists. Each request is taken off the queue in the same
 * transaction that issues its token and queues its email, so a crash loses nothing: the request
 * stays queued until that transaction commits (a restart picks it up).
 */
export class PasswordResetRequests {
  #working: Promise<void> | null = null;
  /** A request was queued since the running round last looked: look again before stopping. */
  #queuedSinceLastLook = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly mailer: Mailer,
  ) {}

  /** Works through the queue (joining the running round, which then looks once more); never throws. */
  process(): Promise<void> {
    this.#queuedSinceLastLook = true;
    this.#working ??= this.#runRounds().finally(() => {
      this.#working = null;
    });
    return this.#working;
  }

  async #runRounds(): Promise<void> {
    while (this.#queuedSinceLastLook) {
      this.#queuedSinceLastLook = false;
      await this.#drainQueue().catch((error: unknown) =>
        this.log.warn({ err: error }, 'password reset requests round failed'),
      );
    }
  }

  /** Resolves once the running round (if any) has finished; closing the app waits for it. */
  async settled(): Promise<void> {
    await this.#working;
  }

  async #drainQueue(): Promise<void> {
    let emailed = false;
    for (;;) {
      const handled = await this.#handleOne();
      if (handled === 'empty') break;
      emailed ||= handled;
    }
    if (emailed) void this.mailer.flush();
  }

  /** 'empty' when nothing waited; otherwise whether an email was queued. */
  #handleOne(): Promise<'empty' | boolean> {
    return this.db.transaction().execute(async (trx) => {
      const request = await claimPasswordResetRequest(trx);
      if (!request) return 'empty';
      const user = await findUserCredentialsByEmail(trx, request.email);
      if (!user) return false;
      const { token, tokenHash, expiresAt } = newToken(RESET_TOKEN_LIFETIME_MS);
      await createPasswordResetToken(trx, { tokenHash, userId: user.id, expiresAt });
      const link = `${request.linkOrigin}/reset-password?token=${token}`;
      await queueEmail(trx, passwordResetEmail(user, link), request.linkOrigin);
      return true;
    });
  }
}
