import { APPLICATION_STATUSES } from './constants';

// Apart from application.ts so that screens needing only a limit or a message do not build its zod
// schemas (Job Details tells a developer not yet approved why they cannot apply).

export const APPLICATION_LIMITS = { estimatedHoursMax: 100_000 } as const;

export const APPLICATION_MESSAGES = {
  coverLetter: 'Cover letter must be at least 20 characters',
  coverLetterApplyScreen: 'Cover letter must be at least 50 characters',
  proposedRate: 'Proposed rate is required',
  estimatedHours: 'Estimated hours is required',
  estimatedHoursWhole: 'Estimated hours must be a whole number',
  estimatedHoursMax: `Estimated hours must be at most ${APPLICATION_LIMITS.estimatedHoursMax}`,
  availableStartDate: 'Available start date is required',
  invalidStartDate: 'Available start date must be a valid date (YYYY-MM-DD)',
  status: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}`,
  notFound: 'Application not found',
  duplicate: 'You have already applied to this job',
  /** A withdrawn or rejected application may be sent again once. */
  secondAttemptUsed: 'You have already applied to this job twice',
  stillActive: 'You have already applied to this job; withdraw that application to send a new one',
  notApplicant: 'Only the developer who sent this application can do that',
  notWithdrawable: 'Only a pending or interview application can be withdrawn',
  withdrawn: 'The developer withdrew this application; its status can no longer change',
  jobClosed: 'This job is closed and no longer accepts applications',
  developerNotApproved:
    'Your developer profile is awaiting approval. You can apply to jobs once an administrator has approved it.',
} as const;
