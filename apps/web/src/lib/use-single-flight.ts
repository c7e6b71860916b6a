import { useRef } from 'react';

/**
 * `action`, run once at a time: a call while the last is still under way does nothing. A double
 * click fires two events before React draws the button's pending state, and both would be sent.
 */
export function useSingleFlight<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
): (...args: Args) => Promise<void> {
  const running = useRef(false);
  return async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } finally {
      running.current = false;
    }
  };
}
