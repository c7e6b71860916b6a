import { sql } from 'kysely';
import type { InterviewReminderKind, InterviewsTable } from '../interview-types';
import type { Executor } from './executor';

export interface NewInterviewSlot {
  startsAt: string;
  durationMinutes: number;
}

/** The application as proposing an interview needs it, locked until the transaction ends. */
export function lockApplicationForInterview(db: Executor, applicationId: number) {
  return db
    .selectFrom('jobApplications')
    .select(['id', 'status', 'developerId'])
    .where('id', '=', applicationId)
    .forUpdate()
    .executeTakeFirst();
}

/** What an interview is for: a job application, or a vetting submission (migration 0039). */
export type InterviewSubject = { applicationId: number } | { vettingSubmissionId: number };

/** Whether the subject has an interview still being arranged or still to happen at `now`. */
export async function hasOpenInterview(db: Executor, subject: InterviewSubject, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('interviews')
    .leftJoin('interviewSlots as chosen', 'chosen.id', 'interviews.scheduledSlotId')
    .select('interviews.id')
    .where((eb) =>
      'applicationId' in subject
        ? eb('interviews.applicationId', '=', subject.applicationId)
        : eb('interviews.vettingSubmissionId', '=', subject.vettingSubmissionId),
    )
    .where((eb) =>
      eb.or([
        eb('interviews.status', 'in', ['proposed', 'declined']),
        eb.and([eb('interviews.status', '=', 'scheduled'), eb('chosen.startsAt', '>', now)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks a job application's interviews still waiting for an answer or yet to happen (proposed, or
 * scheduled for a later time) and returns their ids: hiring or ending the contract closes them.
 */
export async function lockUpcomingApplicationInterviews(
  db: Executor,
  applicationId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('interviews')
    .leftJoin('interviewSlots as chosen', 'chosen.id', 'interviews.scheduledSlotId')
    .select('interviews.id')
    .where('interviews.applicationId', '=', applicationId)
    .where((eb) =>
      eb.or([
        eb('interviews.status', '=', 'proposed'),
        eb.and([eb('interviews.status', '=', 'scheduled'), eb('chosen.startsAt', '>', now)]),
      ]),
    )
    .orderBy('interviews.id')
    .forUpdate('interviews')
    .execute();
  return rows.map((row) => row.id);
}

async function insertSlots(db: Executor, interviewId: number, slots: readonly NewInterviewSlot[]) {
  await db
    .insertInto('interviewSlots')
    .values(slots.map((slot) => ({ interviewId, ...slot })))
    .execute();
}

export async function insertInterview(
  db: Executor,
  interview: InterviewSubject & {
    hostId: number;
    developerId: number;
    meetingUrl: string | null;
    note: string | null;
  },
  slots: readonly NewInterviewSlot[],
): Promise<number> {
  const { id } = await db
    .insertInto('interviews')
    .values({ ...interview, status: 'proposed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertSlots(db, id, slots);
  return id;
}

/** A reschedule: the new slots replace the earlier ones. */
export async function replaceInterviewSlots(
  db: Executor,
  interviewId: number,
  slots: readonly NewInterviewSlot[],
): Promise<void> {
  await db.deleteFrom('interviewSlots').where('interviewId', '=', interviewId).execute();
  await insertSlots(db, interviewId, slots);
}

/**
 * Who takes part in an interview and where it stands; undefined when it does not exist or the
 * user is not one of its two participants (so ids reveal nothing to others).
 */
export function findInterviewAccess(db: Executor, id: number, userId: number) {
  return db
    .selectFrom('interviews')
    .select(['id', 'status', 'developerId', 'hostId', 'vettingSubmissionId'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('developerId', '=', userId), eb('hostId', '=', userId)]))
    .executeTakeFirst();
}

/** Locks the interview row so two changes to it (accept and cancel at once) happen one after the other. */
export function lockInterview(db: Executor, id: number) {
  return db
    .selectFrom('interviews')
    .select(['id', 'status', 'scheduledSlotId', 'hostId', 'developerId', 'vettingSubmissionId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findInterviewSlot(db: Executor, interviewId: number, slotId: number) {
  return db
    .selectFrom('interviewSlots')
    .select(['id', 'startsAt', 'durationMinutes'])
    .where('id', '=', slotId)
    .where('interviewId', '=', interviewId)
    .executeTakeFirst();
}

export type InterviewChange = Partial<
  Pick<
    InterviewsTable,
    'status' | 'declineNote' | 'cancelReason' | 'cancelledBy' | 'scheduledSlotId' | 'meetingUrl'
  >
>;

/** Applies a change and raises the iCalendar SEQUENCE, so calendars take it as the newer copy. */
export async function updateInterview(db: Executor, id: number, change: InterviewChange): Promise<void> {
  await db
    .updateTable('interviews')
    .set({ ...change, sequence: sql`sequence + 1`, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

function selectInterviews(db: Executor) {
  return db
    .selectFrom('interviews')
    .innerJoin('users as host', 'host.id', 'interviews.hostId')
    .innerJoin('users as developer', 'developer.id', 'interviews.developerId')
    .leftJoin('jobApplications', 'jobApplications.id', 'interviews.applicationId')
    .leftJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .leftJoin('clientProfiles', 'clientProfiles.userId', 'interviews.hostId')
    .select([
      'interviews.id',
      'interviews.applicationId',
      'interviews.vettingSubmissionId',
      'interviews.status',
      'interviews.meetingUrl',
      'interviews.note',
      'interviews.declineNote',
      'interviews.cancelReason',
      'interviews.cancelledBy',
      'interviews.scheduledSlotId',
      'interviews.sequence',
      'interviews.createdAt',
      'interviews.updatedAt',
      'jobs.id as jobId',
      'jobs.title as jobTitle',
      'host.id as hostId',
      'host.firstName as hostFirstName',
      'host.lastName as hostLastName',
      'host.email as hostEmail',
      'host.locale as hostLocale',
      'host.timeZone as hostTimeZone',
      'clientProfiles.companyName as hostCompanyName',
      'developer.id as developerId',
      'developer.firstName as developerFirstName',
      'developer.lastName as developerLastName',
      'developer.email as developerEmail',
      'developer.locale as developerLocale',
      'developer.timeZone as developerTimeZone',
    ]);
}

type InterviewRow = Awaited<ReturnType<ReturnType<typeof selectInterviews>['execute']>>[number];
export type InterviewSlotRecord = { id: number; startsAt: Date; durationMinutes: number };
/**
 * An interview with its job (none for a vetting interview), both participants (emails included,
 * for mail only) and its slots.
 */
export type InterviewRecord = InterviewRow & { slots: InterviewSlotRecord[] };

async function withSlots(db: Executor, rows: InterviewRow[]): Promise<InterviewRecord[]> {
  if (rows.length === 0) return [];
  const slots = await db
    .selectFrom('interviewSlots')
    .select(['id', 'interviewId', 'startsAt', 'durationMinutes'])
    .where(
      'interviewId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    slots: slots
      .filter((slot) => slot.interviewId === row.id)
      .map(({ id, startsAt, durationMinutes }) => ({ id, startsAt, durationMinutes })),
  }));
}

export async function findInterviewById(db: Executor, id: number): Promise<InterviewRecord | undefined> {
  const rows = await selectInterviews(db).where('interviews.id', '=', id).execute();
  return (await withSlots(db, rows))[0];
}

/** Every interview the user takes part in, as host (client or admin) or developer. */
export async function findUserInterviews(db: Executor, userId: number): Promise<InterviewRecord[]> {
  const rows = await selectInterviews(db)
    .where((eb) => eb.or([eb('interviews.hostId', '=', userId), eb('interviews.developerId', '=', userId)]))
    .orderBy('interviews.id')
    .execute();
  return withSlots(db, rows);
}

/** Scheduled interviews of the user that have not started at `now` (the dashboards' count). */
export async function countUpcomingInterviews(db: Executor, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('interviews')
    .innerJoin('interviewSlots as chosen', 'chosen.id', 'interviews.scheduledSlotId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('interviews.status', '=', 'scheduled')
    .where('chosen.startsAt', '>', now)
    .where((eb) => eb.or([eb('interviews.hostId', '=', userId), eb('interviews.developerId', '=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Records the reminders of this kind that are due at `now`: scheduled interviews starting within
 * `leadMs` but not within `untilMs` (the next, shorter reminder's lead). The primary key makes the
 * insert of an already-recorded reminder do nothing, so of several sweeps (several API processes)
 * exactly one gets each reminder back and sends it.
 */
export async function claimDueInterviewReminders(
  db: Executor,
  reminder: { kind: InterviewReminderKind; leadMs: number; untilMs: number; now: Date },
): Promise<{ interviewId: number; startsAt: Date }[]> {
  const { kind, now } = reminder;
  const from = new Date(now.getTime() + reminder.untilMs);
  const to = new Date(now.getTime() + reminder.leadMs);
  return db
    .insertInto('interviewReminders')
    .columns(['interviewId', 'kind', 'startsAt'])
    .expression((eb) =>
      eb
        .selectFrom('interviews')
        .innerJoin('interviewSlots as chosen', 'chosen.id', 'interviews.scheduledSlotId')
        .select(['interviews.id', sql.lit(kind).as('kind'), 'chosen.startsAt'])
        .where('interviews.status', '=', 'scheduled')
        .where('chosen.startsAt', '>', from)
        .where('chosen.startsAt', '<=', to),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning(['interviewId', 'startsAt'])
    .execute();
}
