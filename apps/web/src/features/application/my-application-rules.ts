import type { TMyApplication } from '@talanta/schema';
import { normalizeState } from './application-status';

type Attempt = Pick<TMyApplication, 'status' | 'attempt'> & {
  job: Pick<TMyApplication['job'], 'id' | 'status'>;
};

/** Only a pending or interview application can be taken back (the server answers 409 otherwise). */
export function canWithdraw(application: Pick<TMyApplication, 'status'>): boolean {
  const state = normalizeState(application.status);
  return state === 'pending' || state === 'interview';
}

/**
 * "Apply again": a withdrawn or rejected first attempt, on a job that is still open, with no second
 * attempt already sent (a job takes two applications from one developer at most). My Applications
 * lists every attempt, so the second one is looked for among the others.
 */
export function canApplyAgain(application: Attempt, all: readonly Attempt[]): boolean {
  const state = normalizeState(application.status);
  if (state !== 'withdrawn' && state !== 'rejected') return false;
  if (application.attempt !== 1 || application.job.status !== 'open') return false;
  return !all.some((other) => other.job.id === application.job.id && other.attempt > 1);
}
