import type { TDeletedCounts } from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';

/** The name a deleted account shows wherever a kept record still points at it. */
export const DELETED_USER_NAME = { firstName: 'Deleted', lastName: 'user' } as const;

/** The address an anonymised account is given: nobody can hold it. */
const deletedEmail = (userId: number | string) => `deleted-${userId}@deleted.talanta.invalid`;

/** Whether the user behind this alias deleted their account (its row stays, anonymised). */
export function isDeletedUser(userAlias: string) {
  return sql<boolean>`(${sql.ref(`${userAlias}.email`)} = 'deleted-' || ${sql.ref(`${userAlias}.id`)} || '@deleted.talanta.invalid')`;
}

/** "Deleted user": what an issued document shows for a person who deleted their account. */
export const DELETED_USER_FULL_NAME = `${DELETED_USER_NAME.firstName} ${DELETED_USER_NAME.lastName}`;

/**
 * A name frozen on an issued document (ADR 0035), unless its person deleted their account: the
 * stored snapshot stays (the record is kept), but an erased person reads "Deleted user" there as
 * everywhere (ADR 0007).
 */
export function frozenNameUnlessDeleted(userAlias: string, frozenName: string) {
  return sql<string>`case when ${isDeletedUser(userAlias)} then ${DELETED_USER_FULL_NAME} else ${sql.ref(frozenName)} end`;
}

/** What deleting one's own account changed, for the audit row and the tests. */
export interface AccountDeletion {
  /** The stored photo's URL, to remove from disk once the transaction commits. */
  previousAvatarUrl: string | null;
  /** The stored résumé's file name, likewise. */
  previousResumePath: string | null;
  jobsClosed: number;
  offersWithdrawn: number;
  contractsEnded: number;
}

/**
 * Deletes an account's personal data in the caller's transaction and leaves its row as an
 * anonymous "Deleted user" (ADR 0387): invoices, contracts and timesheets
 * stay for the law (amounts, numbers, dates), conversations stay for the other side; open jobs
 * close, sent offers are withdrawn and active contracts end. Sessions, API tokens, webhooks,
 * notifications, live events, emailed tokens and mail, consents, applications, invitations,
 * reviews, shortlists (theirs, and their place on others'), saved jobs and searches, email
 * preferences and digests, two-factor secrets, the vetting submission and the profile's contents
 * go. The caller locks the row first.
 */
export async function deleteAccountData(
  db: Executor,
  userId: number,
  email: string,
): Promise<AccountDeletion> {
  const now = new Date();
  const previous = await db
    .selectFrom('users')
    .select('profileImageUrl')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const resume = await db
    .selectFrom('developerProfiles')
    .select('resumePath')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const jobs = await db
    .updateTable('jobs')
    .set({ status: 'closed', updatedAt: now })
    .where('clientId', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  const party = <T extends 'offers' | 'contracts'>(table: T) =>
    sql<boolean>`(${sql.ref(`${table}.client_id`)} = ${userId} or ${sql.ref(`${table}.developer_id`)} = ${userId})`;
  const offers = await db
    .updateTable('offers')
    .set({ status: 'withdrawn', updatedAt: now })
    .where('status', '=', 'sent')
    .where(party('offers'))
    .executeTakeFirst();
  const contracts = await db
    .updateTable('contracts')
    .set({ status: 'ended', endedBy: userId, endReason: 'Account deleted', endedAt: now })
    .where('status', '=', 'active')
    .where(party('contracts'))
    .executeTakeFirst();

  await db.deleteFrom('jobApplications').where('developerId', '=', userId).execute();
  await db.deleteFrom('jobInvitations').where('developerId', '=', userId).execute();
  await db
    .deleteFrom('reviews')
    .where((eb) => eb.or([eb('reviewerId', '=', userId), eb('revieweeId', '=', userId)]))
    .execute();
  for (const table of [
    'notifications',
    'userEvents',
    'eventStreams',
    'authSessions',
    'apiTokens',
    'webhookEndpoints',
    'emailTokens',
    'passwordResetTokens',
    'consents',
    'savedSearches',
    'savedSearchDigests',
    'emailPreferences',
    'emailDigestItems',
    'emailDigests',
    'messageEmailRuns',
    'twoFactorCredentials',
    'twoFactorRecoveryCodes',
    'twoFactorChallenges',
    'developerWorkHistory',
    'developerLanguages',
    'idempotencyKeys',
  ] as const) {
    await db.deleteFrom(table).where('userId', '=', userId).execute();
  }
  // Their own lists go, and they leave everyone else's shortlists: nobody can hire "Deleted user".
  await db.deleteFrom('shortlists').where('clientId', '=', userId).execute();
  await db.deleteFrom('shortlistDevelopers').where('developerId', '=', userId).execute();
  await db.deleteFrom('savedJobs').where('developerId', '=', userId).execute();
  const address = email.toLowerCase();
  await db.deleteFrom('passwordResetRequests').where(sql<boolean>`lower(email) = ${address}`).execute();
  await db.deleteFrom('emailOutbox').where(sql<boolean>`lower(to_address) = ${address}`).execute();
  await db.deleteFrom('vettingSubmissions').where(sql<boolean>`lower(email) = ${address}`).execute();

  await db
    .updateTable('developerProfiles')
    .set({
      title: null,
      bio: null,
      skills: [],
      hourlyRate: null,
      yearsOfExperience: null,
      availability: null,
      location: null,
      githubUrl: null,
      linkedinUrl: null,
      portfolioUrl: null,
      areaOfSpecialization: null,
      isApproved: false,
      isVerified: false,
      resumePath: null,
      resumeUploadedAt: null,
      resumeVisibleToClients: false,
      updatedAt: now,
    })
    .where('userId', '=', userId)
    .execute();
  await db
    .updateTable('clientProfiles')
    .set({
      companyName: null,
      companySize: null,
      industry: null,
      description: null,
      location: null,
      websiteUrl: null,
      updatedAt: now,
    })
    .where('userId', '=', userId)
    .execute();
  await db
    .updateTable('users')
    .set({
      ...DELETED_USER_NAME,
      email: deletedEmail(userId),
      // Not a hash any password verifies against: nobody signs in to a deleted account.
      passwordHash: 'deleted',
      phoneNumber: null,
      profileImageUrl: null,
      emailVerified: false,
      timeZone: 'UTC',
      deletedAt: now,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .execute();
  return {
    previousAvatarUrl: previous.profileImageUrl,
    previousResumePath: resume?.resumePath ?? null,
    jobsClosed: Number(jobs.numUpdatedRows),
    offersWithdrawn: Number(offers.numUpdatedRows),
    contractsEnded: Number(contracts.numUpdatedRows),
  };
}

/**
 * Whether contracts, invoices, credit notes or ledger lines name the user: the law keeps those, and
 * their RESTRICT keys need the user's row (a delete would fail, ADR 0007).
 */
export async function hasMoneyRecords(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom(
      sql<boolean>`(exists (select 1 from contracts where client_id = ${userId} or developer_id = ${userId})
        or exists (select 1 from invoices where client_id = ${userId})
        or exists (select 1 from credit_notes where client_id = ${userId})
        or exists (select 1 from credit_note_lines where developer_id = ${userId})
        or exists (select 1 from journal_lines where party_id = ${userId}))`.as('kept'),
    )
    .executeTakeFirstOrThrow();
  return Boolean(row.kept);
}

/**
 * The super admin's delete of someone money records name: what deleting one's own account does
 * (the row stays as "Deleted user" behind the contracts and invoices), counted as the hard delete
 * counts what went. Jobs close rather than go, and conversations stay with the other side.
 */
export async function anonymiseUser(
  db: Executor,
  userId: number,
  email: string,
): Promise<{ counts: TDeletedCounts; deletion: AccountDeletion }> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from auth_sessions where user_id = ${userId})`.as('sessions'),
      sql<number>`(select count(*) from job_applications where developer_id = ${userId})`.as(
        'jobApplications',
      ),
      sql<number>`(select count(*) from notifications where user_id = ${userId})`.as('notifications'),
      sql<number>`(select count(*) from vetting_submissions where lower(email) = ${email.toLowerCase()})`.as(
        'vettingSubmissions',
      ),
    ])
    .executeTakeFirstOrThrow();
  const deletion = await deleteAccountData(db, userId, email);
  const counts = {
    sessions: Number(row.sessions),
    jobs: 0,
    jobApplications: Number(row.jobApplications),
    conversations: 0,
    messages: 0,
    notifications: Number(row.notifications),
    vettingSubmissions: Number(row.vettingSubmissions),
  };
  return { counts, deletion };
}
