import type { Usable } from 'react';

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A module loaded once, as a promise React's `use` reads at once when it has settled: `use` takes
 * a promise's status and value as React records them, so a module already loaded is drawn in the
 * same render instead of suspending for a moment and showing a fallback in between. A failed load
 * is tried again on the next call.
 */
export function trackedImport<T>(load: () => Promise<T>): () => Promise<T> & Usable<T> {
  let loading: TrackedPromise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt: TrackedPromise<T> = load().then(
        (module) => {
          attempt.status = 'fulfilled';
          attempt.value = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      loading = attempt;
    }
    return loading as Promise<T> & Usable<T>;
  };
}
