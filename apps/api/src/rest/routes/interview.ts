import { z } from 'zod';
import { type RestRoute, restRoute } from '../route';

const TAG = 'Interview';

/** Interviews of job applications (issue 12); times are ISO 8601 with an offset. */
export const interviewRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/applications/:id/interviews',
    procedure: 'interview.propose',
    status: 201,
    tag: TAG,
    summary:
      'Propose 1-3 future, non-overlapping slots `{ slots: [{ startsAt, durationMinutes (15-240) }], meetingUrl?, note? }` (the job’s client); a pending application moves to interview',
    example: {
      slots: [
        { startsAt: '2027-01-12T10:00:00+03:00', durationMinutes: 45 },
        { startsAt: '2027-01-13T15:30:00+03:00', durationMinutes: 45 },
      ],
      meetingUrl: 'https://meet.google.com/kbx-qrtw-pmn',
      note: 'A technical conversation about the payments service with our CTO.',
    },
  },
  {
    method: 'PUT',
    path: '/interviews/:id/accept',
    procedure: 'interview.accept',
    tag: TAG,
    summary: 'Accept one proposed slot `{ slotId }` (the developer): the interview is scheduled',
    example: { slotId: 31 },
  },
  {
    method: 'PUT',
    path: '/interviews/:id/decline',
    procedure: 'interview.decline',
    tag: TAG,
    summary: 'Ask for other times `{ note? }` (the developer)',
    example: { note: 'I am travelling to Mombasa that week; could we try the week after?' },
  },
  {
    method: 'PUT',
    path: '/interviews/:id/cancel',
    procedure: 'interview.cancel',
    tag: TAG,
    summary: 'Cancel the interview `{ reason? }` (either participant)',
    example: { reason: 'We have filled the position, sorry for the short notice.' },
  },
  {
    method: 'PUT',
    path: '/interviews/:id/reschedule',
    procedure: 'interview.reschedule',
    tag: TAG,
    summary: 'Propose new slots `{ slots }` (the job’s client); the interview waits for the developer again',
    example: {
      slots: [{ startsAt: '2027-01-19T11:00:00+05:30', durationMinutes: 30 }],
    },
  },
  {
    method: 'GET',
    path: '/interviews',
    procedure: 'interview.list',
    tag: TAG,
    summary:
      "The signed-in user's interviews, upcoming first, with the job, both participants and their time zones, the slots and the status",
  },
  restRoute({
    method: 'GET',
    path: '/interviews/:id/calendar.ics',
    procedure: 'interview.calendar',
    tag: TAG,
    summary:
      'The interview as an iCalendar (RFC 5545) event: stable UID, SEQUENCE raised on each change (participants only)',
    send: (file, reply) => {
      reply.header('Content-Type', 'text/calendar; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      reply.header('Cache-Control', 'no-store');
      return file.content;
    },
    response: z.string().meta({ contentMediaType: 'text/calendar', description: 'The .ics file' }),
  }),
];
