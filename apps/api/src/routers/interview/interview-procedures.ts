import { findInterviewAccess } from '@talanta/db';
import { INTERVIEW_MESSAGES } from '@talanta/schema';
import { ownerProcedure } from '../../trpc/owner-procedure';

/**
 * Procedures on one interview. Only its two participants see it: anyone else gets the 404 of a
 * missing one (ids reveal nothing). The base builder decides which side may act: the developer
 * answers, the host reschedules, either cancels or downloads the calendar file. The host is the
 * job's client, or for a vetting interview the admin who interviews (issue 38).
 */
const ownership = {
  key: 'interview' as const,
  load: (db, id, user) => findInterviewAccess(db, id, user.id),
  notFound: INTERVIEW_MESSAGES.notFound,
} satisfies Parameters<typeof ownerProcedure>[1];

export const interviewParticipantProcedure = ownerProcedure('signedIn', ownership);
export const interviewDeveloperProcedure = ownerProcedure('developer', ownership);
export const interviewHostProcedure = ownerProcedure('clientOrAdmin', ownership);
