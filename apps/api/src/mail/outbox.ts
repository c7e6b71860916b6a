import {
  type Database,
  EMAIL_MAX_ATTEMPTS,
  type Kysely,
  markEmailFailed,
  markEmailSent,
  startEmailAttempt,
} from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { JobHandler } from '../jobs/runner';

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** The wait after a first failure; it doubles with each further failure. */
  retryBaseMs: number;
}

export const MAX_ATTEMPTS = EMAIL_MAX_ATTEMPTS;

/** The wait before the next attempt of an email after attempt `attempt` failed. */
export const emailBackoffMs = (retryBaseMs: number) => (attempt: number) => retryBaseMs * 2 ** (attempt - 1);

/**
 * The handler of the `email.send` job (queued with each email by enqueueEmail): sends one outbox
 * email through SMTP when SMTP_URL is set, otherwise into the log (the development mailbox page
 * reads the table). The runner gives it to one process at a time, retries it with the backoff up
 * to MAX_ATTEMPTS and hands it to another process if its sender dies mid-send; each attempt and
 * its error are written on the email, where admins see them.
 */
export function emailSendJob(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  options: MailerOptions,
): JobHandler {
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : null;
  return async (payload, attempt) => {
    const { emailId } = payload as { emailId: number };
    const email = await startEmailAttempt(db, emailId);
    if (!email) return;
    try {
      if (transport) {
        await transport.sendMail({
          from: options.from,
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
        log.info(
          { emailId: email.id, subject: email.subject },
          'email written to the outbox (no SMTP_URL set)',
        );
      }
    } catch (error) {
      const message = String((error as Error).message ?? error);
      await markEmailFailed(db, email.id, message, attempt.retryInMs ?? 0);
      throw error;
    }
    await markEmailSent(db, email.id);
  };
}
