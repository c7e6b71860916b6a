import type { InterviewRecord } from '@talanta/db';
import { type TInterview, VETTING_INTERVIEW_TITLE } from '@talanta/schema';

/** What the interview is about, in mails and calendars: its job's title, or the vetting interview. */
export function interviewSubject(row: InterviewRecord): string {
  return row.jobTitle === null ? `the ${VETTING_INTERVIEW_TITLE}` : `"${row.jobTitle}"`;
}

/** The one mapping of an interview to its API shape, as the viewer (one of its participants) sees it. */
export function toInterview(row: InterviewRecord, viewerId: number): TInterview {
  const viewerIsClient = row.hostId === viewerId;
  return {
    id: row.id,
    kind: row.vettingSubmissionId === null ? 'job' : 'vetting',
    applicationId: row.applicationId,
    vettingSubmissionId: row.vettingSubmissionId,
    status: row.status,
    job: row.jobId === null || row.jobTitle === null ? null : { id: row.jobId, title: row.jobTitle },
    client: {
      id: row.hostId,
      firstName: row.hostFirstName,
      lastName: row.hostLastName,
      companyName: row.hostCompanyName,
      timeZone: row.hostTimeZone,
    },
    developer: {
      id: row.developerId,
      firstName: row.developerFirstName,
      lastName: row.developerLastName,
      timeZone: row.developerTimeZone,
    },
    otherParty: viewerIsClient ? 'developer' : 'client',
    viewerTimeZone: viewerIsClient ? row.hostTimeZone : row.developerTimeZone,
    slots: row.slots.map((slot) => ({
      id: slot.id,
      startsAt: slot.startsAt.toISOString(),
      endsAt: new Date(slot.startsAt.getTime() + slot.durationMinutes * 60_000).toISOString(),
      durationMinutes: slot.durationMinutes,
    })),
    scheduledSlotId: row.scheduledSlotId,
    meetingUrl: row.meetingUrl,
    note: row.note,
    declineNote: row.declineNote,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** When an interview happens (the accepted slot) or could (its earliest proposed slot). */
function interviewTime(interview: TInterview): number {
  const chosen = interview.slots.find((slot) => slot.id === interview.scheduledSlotId);
  return Date.parse((chosen ?? interview.slots[0])?.startsAt ?? interview.createdAt);
}

/** Upcoming first (soonest first), then the past and cancelled ones (latest first). */
export function sortUpcomingFirst(interviews: TInterview[], now: Date): TInterview[] {
  const isUpcoming = (interview: TInterview) =>
    interview.status !== 'cancelled' && interviewTime(interview) >= now.getTime();
  const upcoming = interviews.filter(isUpcoming).sort((a, b) => interviewTime(a) - interviewTime(b));
  const rest = interviews.filter((interview) => !isUpcoming(interview));
  return [...upcoming, ...rest.sort((a, b) => interviewTime(b) - interviewTime(a))];
}
