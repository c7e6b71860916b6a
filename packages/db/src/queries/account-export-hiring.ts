import { APPLICATION_COLUMNS } from './application';
import type { Executor } from './executor';

/**
 * The hiring the user took part in, for the export: jobs posted, applications, invitations,
 * interviews, offers.
 */
export async function findHiringExport(db: Executor, userId: number) {
  const [jobs, applications, jobInvitations, interviews, offers] = await Promise.all([
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
      .leftJoin('jobApplications', 'jobApplications.id', 'interviews.applicationId')
      .leftJoin('jobs', 'jobs.id', 'jobApplications.jobId')
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
      .where((eb) => eb.or([eb('interviews.developerId', '=', userId), eb('interviews.hostId', '=', userId)]))
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
  ]);
  return { jobs, applications, jobInvitations, interviews, offers };
}
