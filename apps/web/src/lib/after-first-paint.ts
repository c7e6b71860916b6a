/**
 * Resolves once the browser has painted the page the server drew. Evaluating the app's modules and
 * hydrating are the longest tasks of a first visit; run before that paint, on a fast link they hold
 * the drawn page back until they are done, and the largest paint waits for them (Lighthouse's LCP).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab paints nothing, and a page hidden before its first paint may never report one.
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // No paint timing: after the next frame has been produced instead.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
