import { DEMO_INTERVIEWS } from './data/interviews';
import { idOf, type SeedClock, type SeedTrx } from './support';

const HOUR_MS = 60 * 60_000;

/** The demo's interviews with their slots, on the applications they belong to. */
export async function insertInterviews(
  trx: SeedTrx,
  clock: SeedClock,
  userIds: ReadonlyMap<string, number>,
  jobIds: ReadonlyMap<string, number>,
): Promise<void> {
  const today = Date.UTC(clock.now.getUTCFullYear(), clock.now.getUTCMonth(), clock.now.getUTCDate());
  for (const interview of DEMO_INTERVIEWS) {
    const application = await trx
      .selectFrom('jobApplications')
      .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
      .select(['jobApplications.id', 'jobApplications.developerId', 'jobs.clientId'])
      .where('jobApplications.jobId', '=', idOf(jobIds, interview.job))
      .where('jobApplications.developerId', '=', idOf(userIds, interview.developer))
      .executeTakeFirstOrThrow();
    const proposedAt = clock.daysAgo(interview.proposedDaysAgo);
    const { id } = await trx
      .insertInto('interviews')
      .values({
        applicationId: application.id,
        hostId: application.clientId,
        developerId: application.developerId,
        status: interview.status,
        meetingUrl: interview.meetingUrl,
        note: interview.note,
        declineNote: null,
        cancelReason: null,
        cancelledBy: null,
        scheduledSlotId: null,
        createdAt: proposedAt,
        updatedAt: proposedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slots = await trx
      .insertInto('interviewSlots')
      .values(
        interview.slots.map((slot) => ({
          interviewId: id,
          startsAt: new Date(today + (slot.inDays * 24 + slot.utcHour) * HOUR_MS),
          durationMinutes: slot.durationMinutes,
        })),
      )
      .returning('id')
      .execute();
    if (interview.status === 'scheduled') {
      await trx
        .updateTable('interviews')
        .set({ scheduledSlotId: slots[0]?.id ?? null, sequence: 1 })
        .where('id', '=', id)
        .execute();
    }
  }
}
