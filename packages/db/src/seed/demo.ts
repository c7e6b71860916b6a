import { EXAMPLE_PLATFORM_SETTINGS, type TPlatformSettings, type TUserRole } from '@talanta/schema';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../create-db';
import type { Database } from '../types';
import { DEMO_ADMIN } from './data/clients';
import { insertConversations, insertJobApplications, insertJobs } from './insert-activity';
import { insertContracts } from './insert-contracts';
import { insertInterviews } from './insert-interviews';
import { insertIntroductions } from './insert-introductions';
import { insertNotifications } from './insert-notifications';
import { insertPayoutMethods } from './insert-payout-methods';
import { insertProfiles, insertUsers, insertVettingSubmissions } from './insert-people';
import { insertVettingQuestions } from './insert-vetting-questions';
import { idOf, SeedClock } from './support';

/** The password of every demo account (README: Demo accounts). */
export const DEMO_PASSWORD = 'Talanta123!';

export interface DemoAccount {
  email: string;
  role: TUserRole;
  description: string;
}

/** The accounts the README offers for trying each role; all use DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@talanta.dev',
    role: 'admin',
    description:
      'Amina Wekesa, platform admin: reviews pending developer applications and developer profiles.',
  },
  {
    email: 'client@talanta.dev',
    role: 'client',
    description:
      'Sarah Collins of Kilima Pay (London fintech): five jobs with applicants in every status, ' +
      'conversations with two developers and unread notifications; an active and an ended contract with ' +
      'Brian, a week of hours to approve and invoices, paid and unpaid.',
  },
  {
    email: 'developer@talanta.dev',
    role: 'developer',
    description:
      'Brian Otieno, Nairobi, Kenya: approved and verified full stack developer with applications in all ' +
      'four statuses, conversations with two clients, contracts with Sarah, an offer to answer and earnings.',
  },
  {
    email: 'priya@talanta.dev',
    role: 'developer',
    description:
      'Priya Sharma, Bengaluru, India: approved and verified machine learning engineer with an ended, ' +
      'reviewed contract.',
  },
  {
    email: 'pending@talanta.dev',
    role: 'developer',
    description: 'Joy Chebet, Nakuru, Kenya: developer whose profile an admin has not approved yet.',
  },
];

/**
 * Seeds the demo marketplace when the database has no users; returns whether it did.
 * Everything goes in one transaction, so a failure leaves the database empty and the next start retries.
 * `now` exists for tests; every timestamp is an offset from it.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  options: {
    passwordHash: string;
    now?: Date;
    platform?: TPlatformSettings;
    /** Seals payout details with the API's key; without it the demo developers have no payout method. */
    sealPayoutDetails?: (details: Record<string, string>) => string;
  },
): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const clock = new SeedClock(options.now ?? new Date());
  try {
    await db.transaction().execute(async (trx) => {
      const userIds = await insertUsers(trx, clock, options.passwordHash);
      await insertProfiles(trx, clock, userIds);
      await insertVettingSubmissions(trx, clock, idOf(userIds, DEMO_ADMIN.email));
      await insertVettingQuestions(trx, idOf(userIds, DEMO_ADMIN.email));
      const jobIds = await insertJobs(trx, clock, userIds);
      await insertJobApplications(trx, clock, userIds, jobIds);
      await insertIntroductions(trx, clock, userIds, jobIds, idOf(userIds, DEMO_ADMIN.email));
      await insertInterviews(trx, clock, userIds, jobIds);
      await insertContracts(trx, clock, userIds, jobIds, options.platform ?? EXAMPLE_PLATFORM_SETTINGS);
      const messages = await insertConversations(trx, clock, userIds, jobIds);
      await insertNotifications(trx, clock, userIds, jobIds, messages);
      if (options.sealPayoutDetails)
        await insertPayoutMethods(trx, clock, userIds, options.sealPayoutDetails);
    });
  } catch (error) {
    // Another server instance seeded between the check above and this insert: it holds the demo emails.
    if (isUniqueViolation(error, 'users_email_key')) return false;
    throw error;
  }
  return true;
}
