import { ZVettingSubmission } from '@talanta/schema';
import { z } from 'zod';
import { PAGE_HEADERS, type RestRoute, restRoute, sendPage } from '../route';

/** Vetting review (spec 001 §7), admins only. */
export const vettingReviewRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/admin/developer-applications',
    procedure: 'vetting.list',
    tag: 'Vetting',
    summary:
      'Vetting submissions, newest first, each with isApproved (null pending, true approved, false rejected). Optional: `status`, `search` (full name, email, phone), `expertise`, `experience`, `skill`, `limit`/`offset` (without a limit, the whole queue). The body is the array; X-Total-Count carries the number of matches',
    headers: PAGE_HEADERS,
    send: (list, reply) => sendPage(list.applications, list.total, reply),
    response: z.array(ZVettingSubmission),
  }),
  {
    method: 'PUT',
    path: '/admin/developer-applications/:id/approve',
    procedure: 'vetting.approve',
    tag: 'Vetting',
    summary:
      'Approve a pending application: its application stage passes, and the applicant is invited by email to create their developer account (409 for an approved or rejected one, or while a stage marked required has not passed)',
  },
  {
    method: 'PUT',
    path: '/admin/developer-applications/:id/reject',
    procedure: 'vetting.reject',
    tag: 'Vetting',
    summary:
      'Reject a pending or approved application, with an optional `reason` and `note` (at most 1,000 characters) for the applicant; they get a polite email saying when they may apply again (409 if already rejected)',
    example: { reason: 'incomplete_profile', note: 'Please add a project with a public repository.' },
  },
  {
    method: 'PUT',
    path: '/admin/developer-applications/:id/status',
    procedure: 'vetting.setStatus',
    tag: 'Vetting',
    summary:
      'Move one application to `status`; only the moves approve and reject make are allowed, anything else (such as back to pending) is a 409 with the reason',
    example: { status: 'pending' },
  },
  {
    method: 'PUT',
    path: '/admin/developer-applications/:id/stage',
    procedure: 'vetting.setStage',
    tag: 'Vetting',
    summary:
      'Record a stage of an undecided application: `stage` (application, assessment, interview, references), `state` (pending, scheduled, passed, failed, skipped), optionally `required` (whether approval waits for it), `scheduledAt` and `notes`. 409 once decided, for skipping a required stage, or for passing a stage before an earlier required one',
    example: { stage: 'interview', state: 'passed', notes: 'Strong system design.' },
  },
  {
    method: 'GET',
    path: '/admin/developer-applications/:id/references',
    procedure: 'vetting.referencesFor',
    tag: 'Vetting',
    summary:
      "An application's referees of every round, newest round first, each with its status (sent, answered, expired) and, once answered, `monthsWorkedTogether`, `wouldRehire`, `comments` and `answeredAt`. 404 for an unknown application",
  },
  {
    method: 'POST',
    path: '/admin/developer-applications/:id/scorecard',
    procedure: 'vetting.saveScorecard',
    tag: 'Vetting',
    summary:
      "Save the vetting interview's scorecard for the current round: `ratings` (problemSolving, communication, codeQuality, technicalDepth, english, each 1-4), `recommendation` (hire passes the interview stage, no_hire fails it) and optional `notes`; saving again before the decision replaces it. 409 once decided or before the earlier required stages are done",
    example: {
      ratings: { problemSolving: 3, communication: 4, codeQuality: 3, technicalDepth: 3, english: 4 },
      recommendation: 'hire',
      notes: 'Clear reasoning about trade-offs; tests first.',
    },
  },
  {
    method: 'POST',
    path: '/admin/developer-applications/:id/interviews',
    procedure: 'vetting.interviewPropose',
    status: 201,
    tag: 'Vetting',
    summary:
      'Propose 1-3 future, non-overlapping slots for the vetting interview `{ slots: [{ startsAt, durationMinutes (15-240) }], meetingUrl?, note? }`; the calling admin hosts it and the applicant answers at /api/interviews. 409 when the applicant has no account yet, an interview is already being arranged, or the application is decided',
    example: {
      slots: [
        { startsAt: '2027-01-14T09:00:00+03:00', durationMinutes: 60 },
        { startsAt: '2027-01-15T16:00:00+03:00', durationMinutes: 60 },
      ],
      meetingUrl: 'https://meet.google.com/vtq-hrsd-kpa',
      note: 'A live coding conversation and a walk through one of your projects.',
    },
  },
  {
    method: 'GET',
    path: '/admin/developer-applications/:id/scorecard',
    procedure: 'vetting.scorecard',
    tag: 'Vetting',
    summary:
      "The vetting interview's scorecard of the current round, with the ratings' average (404 when none was saved)",
  },
  {
    method: 'POST',
    path: '/admin/developer-applications/reset-rejected-to-pending',
    procedure: 'vetting.resetRejected',
    tag: 'Vetting',
    summary: 'Move every rejected application back to pending (no body); answers { message, count }',
  },
  {
    method: 'GET',
    path: '/admin/pending-developers',
    procedure: 'vetting.listPendingDevelopers',
    tag: 'Vetting',
    summary:
      'Developer profiles not listed for clients, oldest first, each once with their user and `vetting` (the state of their vetting application: not_started, pending, confirm_email, approved, rejected with `reapplyAfter`)',
  },
  {
    method: 'PUT',
    path: '/admin/developers/:id/approve',
    procedure: 'vetting.approveDeveloper',
    tag: 'Vetting',
    summary:
      'Approve a developer profile (id is the profile id); the developer is notified. 409 while their vetting application is pending, rejected or approved but not yet confirmed by the account',
  },
];
