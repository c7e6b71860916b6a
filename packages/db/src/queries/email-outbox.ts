import { sql } from 'kysely';
import type { EmailAttachment } from '../interview-types';
import type { Executor } from './executor';
import { dequeueBackgroundJob, enqueueBackgroundJob } from './jobs';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, rendered from the same content as `text`. */
  html?: string | null;
  /** One of EMAIL_KINDS (packages/schema); `security` when not given. */
  kind?: string;
  /** The account the email is for, when there is one. */
  userId?: number | null;
  /** The one-click unsubscribe URL for the List-Unsubscribe header (absent on security emails). */
  listUnsubscribeUrl?: string | null;
  /** Files sent with the email, such as an interview's .ics. */
  attachments?: EmailAttachment[];
}

/** The runner's job that sends an outbox email (apps/api/src/mail/outbox.ts). */
export const EMAIL_SEND_JOB = 'email.send';
/** Attempts an email gets (its job's); then admins see it failed and may retry it. */
export const EMAIL_MAX_ATTEMPTS = 5;

const sendJobKey = (emailId: number) => `${EMAIL_SEND_JOB}:${emailId}`;

function enqueueEmailSend(db: Executor, emailId: number) {
  return enqueueBackgroundJob(db, {
    name: EMAIL_SEND_JOB,
    key: sendJobKey(emailId),
    payload: { emailId },
    maxAttempts: EMAIL_MAX_ATTEMPTS,
  });
}

/**
 * Queues an email and the job that sends it in the same transaction as the change that causes it,
 * so none of them is lost. Answers the email's id.
 */
export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<number> {
  const row = await db
    .insertInto('emailOutbox')
    .values({
      toAddress: email.to,
      subject: email.subject,
      bodyText: email.text,
      bodyHtml: email.html ?? null,
      kind: email.kind ?? 'security',
      userId: email.userId ?? null,
      listUnsubscribeUrl: email.listUnsubscribeUrl ?? null,
      attachments: email.attachments?.length ? JSON.stringify(email.attachments) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueEmailSend(db, row.id);
  return row.id;
}

/** The newest emails, sent or not, for the development mailbox page. */
export function findRecentOutboxEmails(db: Executor, limit: number) {
  return db
    .selectFrom('emailOutbox')
    .select(['id', 'toAddress', 'subject', 'bodyText', 'bodyHtml', 'kind', 'attachments', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface EmailToSend {
  id: number;
  toAddress: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  listUnsubscribeUrl: string | null;
  attachments: EmailAttachment[] | null;
  /** Attempts so far, this one included. */
  attempts: number;
}

/** `now()` plus a number of milliseconds, as SQL. */
const nowPlus = (ms: number) =>
  sql<Date>`now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond'`;

/**
 * Counts an attempt of an unsent email (its job holds it) and answers what to send; undefined when
 * it was sent already or is gone (its account was deleted).
 */
export function startEmailAttempt(db: Executor, id: number): Promise<EmailToSend | undefined> {
  return db
    .updateTable('emailOutbox')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('sentAt', 'is', null)
    .returning([
      'id',
      'toAddress',
      'subject',
      'bodyText',
      'bodyHtml',
      'listUnsubscribeUrl',
      'attachments',
      'attempts',
    ])
    .executeTakeFirst();
}

export async function markEmailSent(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set({ sentAt: sql`now()`, lastError: null })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt; the next one is due after `retryInMs` (the job's backoff). */
export async function markEmailFailed(db: Executor, id: number, error: string, retryInMs: number) {
  await db
    .updateTable('emailOutbox')
    .set({ lastError: error.slice(0, 500), nextAttemptAt: nowPlus(retryInMs) })
    .where('id', '=', id)
    .execute();
}

/**
 * The outbox's unsent emails for the metrics: `pending` will still be tried, `failed` used up
 * their attempts. Both are counted from the partial index on unsent rows, cheap on every scrape.
 */
export async function countEmailBacklog(
  db: Executor,
  maxAttempts: number,
): Promise<{ pending: number; failed: number }> {
  const row = await db
    .selectFrom('emailOutbox')
    .select([
      sql<number>`count(*) filter (where attempts < ${maxAttempts})`.as('pending'),
      sql<number>`count(*) filter (where attempts >= ${maxAttempts})`.as('failed'),
    ])
    .where('sentAt', 'is', null)
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failed: Number(row.failed) };
}

/**
 * Unsent emails with an error, newest first, for the admins: `failed` ones used up their
 * `maxAttempts`, the others will be tried again at `nextAttemptAt`. One page and the total.
 */
export async function findFailingEmails(
  db: Executor,
  options: { maxAttempts: number; limit: number; offset: number },
) {
  const failing = db.selectFrom('emailOutbox').where('sentAt', 'is', null).where('lastError', 'is not', null);
  const [rows, count] = await Promise.all([
    failing
      .select(['id', 'toAddress', 'kind', 'subject', 'attempts', 'lastError', 'nextAttemptAt', 'createdAt'])
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    failing.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    emails: rows.map((row) => ({
      ...row,
      status: row.attempts >= options.maxAttempts ? ('failed' as const) : ('retrying' as const),
    })),
    total: Number(count.total),
  };
}

/**
 * Makes a failing email due now with its attempts counted from zero again (an admin's retry) and
 * queues its send job; run it in a transaction.
 * Answers the row as findFailingEmails does, or undefined when the id names no unsent email with
 * an error.
 */
export async function retryFailingEmail(db: Executor, id: number) {
  const row = await db
    .updateTable('emailOutbox')
    .set({ attempts: 0, nextAttemptAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('sentAt', 'is', null)
    .where('lastError', 'is not', null)
    .returning(['id', 'toAddress', 'kind', 'subject', 'attempts', 'lastError', 'nextAttemptAt', 'createdAt'])
    .executeTakeFirst();
  if (row) {
    // A retry waiting for its backoff is replaced by one due now, with the attempts counted afresh.
    await dequeueBackgroundJob(db, sendJobKey(row.id));
    await enqueueEmailSend(db, row.id);
  }
  return row && { ...row, status: 'retrying' as const };
}
