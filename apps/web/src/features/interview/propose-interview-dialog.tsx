import type { TJobApplication } from '@talanta/schema';

/** The client proposes 1-3 interview slots for an application (issue 12). Placeholder. */
export function ProposeInterviewDialog(_props: { application: TJobApplication }) {
  return null;
}
