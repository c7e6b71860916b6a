import type { Usable } from 'react';

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface TrackedImport<T> {
  /**
   * The module, loaded once, as a promise React's `use` reads at once when it has settled. A failed
   * load stays failed, so `use` reports it to the nearest error boundary instead of asking again
   * on every render, until `forgetFailure`.
   */
  (): Promise<T> & Usable<T>;
  /** Forgets a failed load, so the next call tries again (a Retry button, the next submit). */
  forgetFailure(): void;
}

/**
 * A module loaded once: `use` takes a promise's status and value as React records them, so a
 * module already loaded is drawn in the same render instead of suspending for a moment and showing
 * a fallback in between.
 */
export function trackedImport<T>(load: () => Promise<T>): TrackedImport<T> {
  let loading: TrackedPromise<T> | undefined;
  const loaded = () => {
    if (!loading) {
      const attempt: TrackedPromise<T> = load().then(
        (module) => {
          attempt.status = 'fulfilled';
          attempt.value = module;
          return module;
        },
        (error: unknown) => {
          attempt.status = 'rejected';
          attempt.reason = error;
          throw error;
        },
      );
      loading = attempt;
    }
    return loading as Promise<T> & Usable<T>;
  };
  return Object.assign(loaded, {
    forgetFailure() {
      if (loading?.status === 'rejected') loading = undefined;
    },
  });
}
