import { sql } from 'kysely';
import type { Executor } from './executor';

export type DigestFrequency = 'daily' | 'weekly';

export interface HeldEmail {
  userId: number;
  kind: string;
  frequency: DigestFrequency;
  subject: string;
  summary: string;
  link: string | null;
}

/** Holds an email for its recipient's digest, in the transaction that would have queued it. */
export async function holdEmailForDigest(db: Executor, item: HeldEmail): Promise<void> {
  await db.insertInto('emailDigestItems').values(item).execute();
}

/** Users with items of a frequency held before `before` (the start of the current period). */
export async function findUsersWithHeldEmails(
  db: Executor,
  frequency: DigestFrequency,
  before: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('emailDigestItems')
    .select('userId')
    .distinct()
    .where('frequency', '=', frequency)
    .where('createdAt', '<', before)
    .orderBy('userId')
    .execute();
  return rows.map((row) => row.userId);
}

/**
 * Claims the user's digest of a frequency for one period (the day, or the ISO week's Monday, as
 * 'YYYY-MM-DD'): true for exactly one caller, however many API processes try at once.
 */
export async function claimEmailDigest(
  db: Executor,
  digest: { userId: number; frequency: DigestFrequency; periodStart: string },
): Promise<boolean> {
  const row = await db
    .insertInto('emailDigests')
    .values(digest)
    .onConflict((conflict) => conflict.columns(['userId', 'frequency', 'periodStart']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes and answers the user's items of a frequency held before `before`, oldest first. */
export async function takeHeldEmails(db: Executor, userId: number, frequency: DigestFrequency, before: Date) {
  const rows = await db
    .deleteFrom('emailDigestItems')
    .where('userId', '=', userId)
    .where('frequency', '=', frequency)
    .where('createdAt', '<', before)
    .returning(['id', 'kind', 'subject', 'summary', 'link', 'createdAt'])
    .execute();
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** Records how many items the claimed digest listed. */
export async function recordEmailDigestSize(
  db: Executor,
  digest: { userId: number; frequency: DigestFrequency; periodStart: string },
  itemCount: number,
): Promise<void> {
  await db
    .updateTable('emailDigests')
    .set({ itemCount })
    .where('userId', '=', digest.userId)
    .where('frequency', '=', digest.frequency)
    .where('periodStart', '=', sql<string>`${digest.periodStart}::date`)
    .execute();
}
