import type { TDeletedCounts, TUserRole } from '@talanta/schema';
import { sql } from 'kysely';
import { mergeJobConversations } from './conversation';
import type { Executor } from './executor';
import { withdrawDeveloperApproval } from './profile';
import { USER_COLUMNS } from './user';

/** What the super admin changes: roles, and the deletion of users and jobs with what is theirs. */

/**
 * Locks every admin's row until the end of the caller's transaction and returns their ids, so two
 * admins removing each other at once cannot leave the platform without one. FOR NO KEY UPDATE: it
 * excludes the other lockers and writers of those rows, but not a foreign key's check from a row
 * that points at an admin (an event for their screens); FOR UPDATE made such a write wait, and
 * deadlock against this transaction's own events for the admins.
 */
export async function lockAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A user's current role, with their row locked FOR SHARE until the transaction ends: a role change
 * in flight is waited for, and none can commit before this transaction does.
 */
export async function lockUserRole(db: Executor, id: number) {
  const row = await db.selectFrom('users').select('role').where('id', '=', id).forShare().executeTakeFirst();
  return row?.role;
}

export function lockUser(db: Executor, id: number) {
  return (
    db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('users.id', '=', id)
      // A deleted account's "Deleted user" row is nobody to act on.
      .where('users.deletedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst()
  );
}

export interface RoleChangeEffects {
  /** The profile row the new role needed was created. */
  profileCreated: boolean;
  /** Leaving the developer role took the profile off the public listings. */
  developerUnapproved: boolean;
  /** Leaving the client role closed the open jobs (nobody could manage their applicants). */
  jobsClosed: number;
}

/** Sets the role and brings the profiles and jobs in line with it; sessions are the caller's to end. */
export async function changeUserRole(
  db: Executor,
  userId: number,
  from: TUserRole,
  to: TUserRole,
): Promise<RoleChangeEffects> {
  await db.updateTable('users').set({ role: to, updatedAt: new Date() }).where('id', '=', userId).execute();
  let profileCreated = false;
  if (to === 'developer' || to === 'client') {
    const table = to === 'developer' ? 'developerProfiles' : 'clientProfiles';
    const inserted = await db
      .insertInto(table)
      .values({ userId })
      .onConflict((conflict) => conflict.column('userId').doNothing())
      .executeTakeFirst();
    profileCreated = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  let developerUnapproved = false;
  if (from === 'developer' && to !== 'developer') {
    developerUnapproved = await withdrawDeveloperApproval(db, userId);
  }
  let jobsClosed = 0;
  if (from === 'client' && to !== 'client') {
    const result = await db
      .updateTable('jobs')
      .set({ status: 'closed', updatedAt: new Date() })
      .where('clientId', '=', userId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    jobsClosed = Number(result.numUpdatedRows);
  }
  return { profileCreated, developerUnapproved, jobsClosed };
}

/**
 * Deletes a user and everything that is theirs, in the caller's transaction: sessions, profile,
 * notifications, live events, their jobs (with those jobs' applications), their applications,
 * their conversations and every message in them (foreign keys cascade from the user row), and the
 * vetting submission and invitations under their email. Returns what went, for the audit log.
 */
export async function deleteUserAndData(
  db: Executor,
  userId: number,
  email: string,
): Promise<TDeletedCounts> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from auth_sessions where user_id = ${userId})`.as('sessions'),
      sql<number>`(select count(*) from jobs where client_id = ${userId})`.as('jobs'),
      sql<number>`(select count(*) from job_applications
        where developer_id = ${userId} or job_id in (select id from jobs where client_id = ${userId}))`.as(
        'jobApplications',
      ),
      sql<number>`(select count(*) from conversations where user_a_id = ${userId} or user_b_id = ${userId})`.as(
        'conversations',
      ),
      sql<number>`(select count(*) from messages where conversation_id in
        (select id from conversations where user_a_id = ${userId} or user_b_id = ${userId})
        or sender_id = ${userId} or receiver_id = ${userId})`.as('messages'),
      sql<number>`(select count(*) from notifications where user_id = ${userId})`.as('notifications'),
    ])
    .executeTakeFirstOrThrow();
  const applications = await db
    .deleteFrom('vettingSubmissions')
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .executeTakeFirst();
  await db.deleteFrom('users').where('id', '=', userId).execute();
  return {
    sessions: Number(row.sessions),
    jobs: Number(row.jobs),
    jobApplications: Number(row.jobApplications),
    conversations: Number(row.conversations),
    messages: Number(row.messages),
    notifications: Number(row.notifications),
    vettingSubmissions: Number(applications.numDeletedRows),
  };
}

export function lockJob(db: Executor, id: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'clientId', 'title', 'status', 'createdAt'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Deletes a job; its applications (with their interviews), invitations and saves go with it. Its
 * conversations join each pair's job-less one, its sent offers are withdrawn (nothing is left to
 * accept, and two pending offers of one pair would collide once neither names a job), and its
 * contracts stay with its title (their invoices show it). Returns the developers who had applied, so they can be told.
 */
export async function deleteJobById(db: Executor, id: number): Promise<number[]> {
  const applicants = await db
    .selectFrom('jobApplications')
    .select('developerId')
    .where('jobId', '=', id)
    .execute();
  await mergeJobConversations(db, id);
  await db
    .updateTable('contracts')
    .set({ jobTitle: (eb) => eb.selectFrom('jobs').select('title').where('id', '=', id) })
    .where('jobId', '=', id)
    .execute();
  await db
    .updateTable('offers')
    .set({ status: 'withdrawn', updatedAt: new Date() })
    .where('jobId', '=', id)
    .where('status', '=', 'sent')
    .execute();
  await db.deleteFrom('jobs').where('id', '=', id).execute();
  return applicants.map((row) => row.developerId);
}
