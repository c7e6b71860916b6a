import type { EmailTokenPurpose } from '../types';
import type { Executor } from './executor';

/** Single-use emailed tokens (verify an address, undo an email change); only hashes are stored. */

export interface NewEmailToken {
  tokenHash: string;
  userId: number;
  purpose: EmailTokenPurpose;
  email: string;
  expiresAt: Date;
}

export async function createEmailToken(db: Executor, token: NewEmailToken): Promise<void> {
  await db
    .insertInto('emailTokens')
    .values({ ...token, email: token.email.toLowerCase() })
    .execute();
}

/** Uses up an unused, unexpired token of that purpose; returns its user and address, if any. */
export function consumeEmailToken(
  db: Executor,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<{ userId: number; email: string } | undefined> {
  return db
    .updateTable('emailTokens')
    .set({ usedAt: new Date() })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returning(['userId', 'email'])
    .executeTakeFirst();
}

/** How many tokens of that purpose the user was sent since `since`, and when the latest was. */
export async function recentEmailTokens(
  db: Executor,
  userId: number,
  purpose: EmailTokenPurpose,
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const row = await db
    .selectFrom('emailTokens')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('createdAt').as('latest')])
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), latest: row.latest ? new Date(row.latest) : null };
}
