import type { findFailingEmails } from '@talanta/db';
import type { TFailedEmail } from '@talanta/schema';

type FailingRow = Awaited<ReturnType<typeof findFailingEmails>>['emails'][number];

/** An outbox row as the admins see it: no body, the next attempt only while one will come. */
export function toFailedEmail(row: FailingRow): TFailedEmail {
  return {
    id: row.id,
    to: row.toAddress,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError ?? '',
    nextAttemptAt: row.status === 'retrying' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
