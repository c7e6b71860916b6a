import type { LiveHub } from './hub';

/**
 * An async iterator of wake-ups for one user, coalescing bursts: however many commits arrive
 * while the reader is busy, the next `next()` resolves once. Ends when the signal aborts or the
 * hub closes.
 */
export function wakeupsFor(hub: LiveHub, userId: number, signal: AbortSignal | undefined) {
  let pending = false;
  let resolveWaiting: ((more: boolean) => void) | null = null;
  const ended = () => hub.closed || signal?.aborted === true;

  const wake = () => {
    if (resolveWaiting) {
      const resolve = resolveWaiting;
      resolveWaiting = null;
      resolve(!ended());
    } else {
      pending = true;
    }
  };
  const unsubscribe = hub.subscribe(userId, wake);
  signal?.addEventListener('abort', wake, { once: true });

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
      signal?.removeEventListener('abort', wake);
    },
  };
}
