import type { Executor } from './executor';

/**
 * Points the developer's résumé at a newly stored file (or none) and returns the file it replaces,
 * read under a row lock so two uploads at once each learn which file they replaced. Undefined when
 * the user has no developer profile.
 */
export async function replaceResumePath(
  db: Executor,
  userId: number,
  path: string | null,
): Promise<{ previous: string | null; uploadedAt: Date | null } | undefined> {
  const current = await db
    .selectFrom('developerProfiles')
    .select('resumePath')
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return undefined;
  const uploadedAt = path ? new Date() : null;
  await db
    .updateTable('developerProfiles')
    .set({ resumePath: path, resumeUploadedAt: uploadedAt, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
  return { previous: current.resumePath, uploadedAt };
}

/** The stored résumé's file name of a user, to remove from disk when their account goes. */
export async function findResumePathOfUser(db: Executor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('developerProfiles')
    .select('resumePath')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.resumePath ?? null;
}

/** A developer profile's résumé and who may read it (the caller decides). */
export function findResumeOfProfile(db: Executor, profileId: number) {
  return db
    .selectFrom('developerProfiles')
    .innerJoin('users', 'users.id', 'developerProfiles.userId')
    .select([
      'developerProfiles.userId',
      'developerProfiles.isApproved',
      'developerProfiles.resumePath',
      'developerProfiles.resumeVisibleToClients',
      'users.firstName',
      'users.lastName',
    ])
    .where('developerProfiles.id', '=', profileId)
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
}
