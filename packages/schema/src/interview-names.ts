/**
 * Interview words the screens need without zod (ADR 0419): what an interview is for, and the
 * title a vetting interview goes by where a job interview shows its job's title (issue 38).
 */
export const INTERVIEW_KINDS = ['job', 'vetting'] as const;
export type TInterviewKind = (typeof INTERVIEW_KINDS)[number];

export const VETTING_INTERVIEW_TITLE = 'Talanta vetting interview';

/** The interview's title: its job's, or the vetting interview's. */
export function interviewTitle(interview: { job: { title: string } | null }): string {
  return interview.job?.title ?? VETTING_INTERVIEW_TITLE;
}
