import type { LiveHub } from './hub';

/**
 * An async iterator of wake-ups for one user, coalescing bursts: however many commits arrive
 * while the reader is busy, the next `next()` resolves once. Ends when the signal aborts, the hub
 * closes, or `credentialCurrent` (asked on each credential signal of the user) answers false: the
 * session or token the stream was opened with has ended.
 */
export function wakeupsFor(
  hub: LiveHub,
  userId: number,
  signal: AbortSignal | undefined,
  credentialCurrent: () => Promise<boolean>,
) {
  let pending = false;
  let credentialEnded = false;
  let resolveWaiting: ((more: boolean) => void) | null = null;
  const ended = () => hub.closed || signal?.aborted === true || credentialEnded;

  const wake = () => {
    if (resolveWaiting) {
      const resolve = resolveWaiting;
      resolveWaiting = null;
      resolve(!ended());
    } else {
      pending = true;
    }
  };
  const checkCredential = () => {
    // A failed check (database briefly unreachable) keeps the stream: the next signal asks again.
    credentialCurrent().then(
      (current) => {
        if (current) return;
        credentialEnded = true;
        wake();
      },
      () => {},
    );
  };
  const unsubscribe = hub.subscribe(userId, wake);
  const stopChecks = hub.onCredentialSignal(userId, checkCredential);
  signal?.addEventListener('abort', wake, { once: true });
  // The credential may have ended between the request's check and the line above.
  checkCredential();

  return {
    /** Resolves true when there may be new events, false when the stream should end. */
    next(): Promise<boolean> {
      if (ended()) return Promise.resolve(false);
      if (pending) {
        pending = false;
        return Promise.resolve(true);
      }
      return new Promise((resolve) => {
        resolveWaiting = resolve;
      });
    },
    dispose() {
      unsubscribe();
      stopChecks();
      signal?.removeEventListener('abort', wake);
    },
  };
}
