import { CONSENT_DOCUMENTS, PRIVACY_VERSION, type TAccountExport, TERMS_VERSION } from '@talanta/schema';
import { sql } from 'kysely';
import { APPLICATION_COLUMNS } from './application';
import type { Executor } from './executor';
import { VETTING_SUBMISSION_COLUMNS } from './vetting-review';

/** Rows as JSON would carry them: dates become ISO strings, so the tRPC and REST answers agree. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Records a registration's consent to the Terms and the Privacy Policy at their current versions. */
export async function recordConsents(db: Executor, userId: number, ip: string | null): Promise<void> {
  const versions = { terms: TERMS_VERSION, privacy: PRIVACY_VERSION };
  await db
    .insertInto('consents')
    .values(CONSENT_DOCUMENTS.map((document) => ({ userId, document, version: versions[document], ip })))
    .execute();
}

/**
 * Everything Talanta holds about one user (GDPR art. 15 and 20, Kenya DPA s. 26, India DPDP s. 11),
 * by explicit columns: never password hashes, token or session secrets, webhook secrets. Other
 * people's data only where the user exchanged it with them (their conversations' messages).
 */
export async function findAccountExport(
  db: Executor,
  userId: number,
): Promise<Omit<TAccountExport, 'exportedAt' | 'format'>> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
      'role',
      'profileImageUrl',
      'emailVerified',
      'timeZone',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const developerProfile = await db
    .selectFrom('developerProfiles')
    .select([
      'title',
      'bio',
      'skills',
      'hourlyRate',
      'yearsOfExperience',
      'availability',
      'location',
      'githubUrl',
      'linkedinUrl',
      'portfolioUrl',
      'areaOfSpecialization',
      'isApproved',
      'isVerified',
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const clientProfile = await db
    .selectFrom('clientProfiles')
    .select([
      'companyName',
      'companySize',
      'industry',
      'description',
      'location',
      'websiteUrl',
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const myContracts = db
    .selectFrom('contracts')
    .select('id')
    .where((eb) => eb.or([eb('clientId', '=', userId), eb('developerId', '=', userId)]));
  const myConversations = db
    .selectFrom('conversations')
    .select('id')
    .where((eb) => eb.or([eb('userAId', '=', userId), eb('userBId', '=', userId)]));
  const [
    consents,
    sessions,
    apiTokens,
    webhooks,
    notifications,
    vettingSubmissions,
    jobs,
    applications,
    jobInvitations,
    interviews,
    offers,
    contracts,
    timesheets,
    timesheetEntries,
    invoices,
    invoiceLines,
    reviews,
    conversations,
    messages,
  ] = await Promise.all([
    db
      .selectFrom('consents')
      .select(['document', 'version', 'acceptedAt', 'ip'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('authSessions')
      .select(['createdAt', 'expiresAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('apiTokens')
      .select(['name', 'scopes', 'createdAt', 'expiresAt', 'lastUsedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('webhookEndpoints')
      .select(['id', 'url', 'events', 'description', 'enabled', 'disabledAt', 'disabledReason', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('notifications')
      .select(['type', 'title', 'message', 'link', 'isRead', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('vettingSubmissions')
      .select(VETTING_SUBMISSION_COLUMNS)
      .where(sql<boolean>`lower(email) = lower(${user.email})`)
      .execute(),
    db
      .selectFrom('jobs')
      .select([
        'id',
        'title',
        'description',
        'requiredSkills',
        'projectLength',
        'projectType',
        'location',
        'minBudget',
        'maxBudget',
        'budgetType',
        'category',
        'experienceLevel',
        'status',
        'createdAt',
        'updatedAt',
      ])
      .where('clientId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('jobApplications')
      .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
      .select([...APPLICATION_COLUMNS, 'jobs.title as jobTitle'])
      .where('jobApplications.developerId', '=', userId)
      .orderBy('jobApplications.id')
      .execute(),
    db
      .selectFrom('jobInvitations')
      .innerJoin('jobs', 'jobs.id', 'jobInvitations.jobId')
      .select([
        'jobInvitations.id',
        'jobInvitations.jobId',
        'jobInvitations.message',
        'jobInvitations.createdAt',
      ])
      .where((eb) => eb.or([eb('jobInvitations.developerId', '=', userId), eb('jobs.clientId', '=', userId)]))
      .orderBy('jobInvitations.id')
      .execute(),
    db
      .selectFrom('interviews')
      .innerJoin('jobApplications', 'jobApplications.id', 'interviews.applicationId')
      .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
      .leftJoin('interviewSlots', 'interviewSlots.id', 'interviews.scheduledSlotId')
      .select([
        'interviews.id',
        'interviews.applicationId',
        'jobs.title as jobTitle',
        'interviews.status',
        'interviews.meetingUrl',
        'interviews.note',
        'interviews.declineNote',
        'interviews.cancelReason',
        'interviewSlots.startsAt as scheduledStartsAt',
        'interviewSlots.durationMinutes as scheduledDurationMinutes',
        'interviews.createdAt',
      ])
      .where((eb) =>
        eb.or([eb('jobApplications.developerId', '=', userId), eb('jobs.clientId', '=', userId)]),
      )
      .orderBy('interviews.id')
      .execute(),
    db
      .selectFrom('offers')
      .select([
        'id',
        'clientId',
        'developerId',
        'jobId',
        'hourlyRateCents',
        'weeklyHourLimit',
        'startDate',
        'endDate',
        'message',
        'status',
        'declineNote',
        'createdAt',
        'respondedAt',
      ])
      .where((eb) => eb.or([eb('clientId', '=', userId), eb('developerId', '=', userId)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('contracts')
      .select([
        'id',
        'offerId',
        'clientId',
        'developerId',
        'jobId',
        'hourlyRateCents',
        'weeklyHourLimit',
        'startDate',
        'endDate',
        'status',
        'endReason',
        'endedAt',
        'createdAt',
      ])
      .where('id', 'in', myContracts)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('timesheets')
      .select([
        'id',
        'contractId',
        'weekStart',
        'status',
        'totalMinutes',
        'submittedAt',
        'approvedAt',
        'disputedAt',
        'disputeReason',
        'invoiceId',
      ])
      .where('contractId', 'in', myContracts)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('timesheetEntries')
      .innerJoin('timesheets', 'timesheets.id', 'timesheetEntries.timesheetId')
      .select([
        'timesheetEntries.timesheetId',
        'timesheetEntries.workDate',
        'timesheetEntries.minutes',
        'timesheetEntries.description',
      ])
      .where('timesheets.contractId', 'in', myContracts)
      .orderBy('timesheetEntries.id')
      .execute(),
    db
      .selectFrom('invoices')
      .select([
        'id',
        'number',
        'periodStart',
        'periodEnd',
        'issueDate',
        'dueDate',
        'subtotalCents',
        'feePercent',
        'feeCents',
        'totalCents',
        'status',
        'paidAt',
      ])
      .where('clientId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('invoiceLines')
      .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
      .select([
        'invoices.number as invoiceNumber',
        'invoices.issueDate',
        'invoiceLines.contractId',
        'invoiceLines.weekStart',
        'invoiceLines.minutes',
        'invoiceLines.hourlyRateCents',
        'invoiceLines.amountCents',
      ])
      .where('invoiceLines.developerId', '=', userId)
      .orderBy('invoiceLines.id')
      .execute(),
    db
      .selectFrom('reviews')
      .select(['id', 'contractId', 'reviewerId', 'revieweeId', 'ratingHalves', 'comment', 'createdAt'])
      .where((eb) => eb.or([eb('reviewerId', '=', userId), eb('revieweeId', '=', userId)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('conversations')
      .innerJoin('users as other', (join) =>
        join.on(
          sql<boolean>`other.id = case when conversations.user_a_id = ${userId}
            then conversations.user_b_id else conversations.user_a_id end`,
        ),
      )
      .select([
        'conversations.id',
        'conversations.jobId',
        'other.id as withUserId',
        sql<string>`other.first_name || ' ' || other.last_name`.as('withName'),
        'conversations.createdAt',
        'conversations.lastMessageAt',
      ])
      .where('conversations.id', 'in', myConversations)
      .orderBy('conversations.id')
      .execute(),
    db
      .selectFrom('messages')
      .select(['id', 'conversationId', 'senderId', 'receiverId', 'content', 'readAt', 'createdAt'])
      .where('conversationId', 'in', myConversations)
      .orderBy('id')
      .execute(),
  ]);
  const entriesBySheet = new Map<number, typeof timesheetEntries>();
  for (const entry of timesheetEntries) {
    entriesBySheet.set(entry.timesheetId, [...(entriesBySheet.get(entry.timesheetId) ?? []), entry]);
  }
  return plain({
    user,
    avatar: { url: user.profileImageUrl },
    developerProfile: developerProfile ?? null,
    clientProfile: clientProfile ?? null,
    consents,
    sessions,
    apiTokens,
    webhooks,
    notifications,
    vettingSubmissions,
    jobs,
    applications,
    jobInvitations,
    interviews,
    offers,
    contracts,
    timesheets: timesheets.map((sheet) => ({ ...sheet, entries: entriesBySheet.get(sheet.id) ?? [] })),
    invoices,
    invoiceLines,
    reviews,
    conversations,
    messages,
  });
}
