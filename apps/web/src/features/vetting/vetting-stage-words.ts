import type { TVettingStageKey, TVettingStageState } from '@talanta/schema';

/** What each vetting stage is, as the applicant reads it (issue 38). */
export const STAGE_DESCRIPTIONS: Record<TVettingStageKey, string> = {
  application: 'Our team screens your application: your experience, skills and projects.',
  assessment: 'A timed multiple-choice test on the skills you listed.',
  interview: 'A video call with a Talanta engineer about your work and how you solve problems.',
  references: 'One or two people you worked with answer a short form about working with you.',
};

/** A stage's state in the applicant's words. */
export const STAGE_STATE_LABELS: Record<TVettingStageState, string> = {
  pending: 'Waiting',
  scheduled: 'Scheduled',
  passed: 'Passed',
  failed: 'Not passed',
  skipped: 'Not needed',
};
