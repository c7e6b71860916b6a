import type { Executor } from './executor';

export type EmailDigest = 'off' | 'daily' | 'weekly';

export interface EmailPreferenceRecord {
  kind: string;
  emailEnabled: boolean;
  digest: EmailDigest;
}

/** The preferences a user changed from the default (email on, no digest). */
export function findEmailPreferences(db: Executor, userId: number): Promise<EmailPreferenceRecord[]> {
  return db
    .selectFrom('emailPreferences')
    .select(['kind', 'emailEnabled', 'digest'])
    .where('userId', '=', userId)
    .execute();
}

/** One kind's preference for a user, the default when they never changed it. */
export async function findEmailPreference(
  db: Executor,
  userId: number,
  kind: string,
): Promise<EmailPreferenceRecord> {
  const row = await db
    .selectFrom('emailPreferences')
    .select(['kind', 'emailEnabled', 'digest'])
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ?? { kind, emailEnabled: true, digest: 'off' };
}

/** Sets one kind's preference (idempotent). */
export async function upsertEmailPreference(
  db: Executor,
  userId: number,
  preference: EmailPreferenceRecord,
): Promise<void> {
  await db
    .insertInto('emailPreferences')
    .values({ userId, ...preference })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'kind']).doUpdateSet({
        emailEnabled: preference.emailEnabled,
        digest: preference.digest,
        updatedAt: new Date(),
      }),
    )
    .execute();
}
