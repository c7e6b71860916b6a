/**
 * Resolves in a later task, so the browser can paint and answer input between two long pieces of
 * work. A phone's main thread counts each task over 50 ms as blocking (Lighthouse's Total Blocking
 * Time, and the input it delays), so the app's start is cut where it can be: after its modules have
 * been evaluated, after the router has been built.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
