import { FIRST_ROUTE_FILES_ELEMENT_ID } from '@talanta/schema';
import './styles.css';
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * Resolves once the browser has shown its first contentful paint: the prerendered page or
 * index.html's loading screen. Evaluating the app's modules is the longest task of a first visit; run
 * before that paint, it holds the page back on a slow phone although the HTML is ready to show.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab paints nothing, and a page hidden before its first paint may never report one:
    // there is nothing to wait for.
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

/**
 * The files the first screen needs beyond the app, when the server named them (a signed-in page:
 * apps/api web-assets.ts), asked for now rather than once the app has started and matched the URL:
 * they download while the app's own arrive and run. Asked after the app's, which run first.
 */
function preloadFirstRouteFiles(): void {
  try {
    const files = document.getElementById(FIRST_ROUTE_FILES_ELEMENT_ID)?.textContent;
    for (const href of files ? (JSON.parse(files) as string[]) : []) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
  } catch {
    // Not a list after all: the router asks for the screen's files itself, as without one.
  }
}

// Only then are the app's chunks asked for, all at once (Vite's preload helper): preloaded from the
// HTML, they shared a phone's slow link with the page's own stylesheet and font and held its first
// paint back.
void afterFirstPaint()
  .then(() => {
    const app = import('./start');
    preloadFirstRouteFiles();
    return app;
  })
  // Evaluating the app's modules is one long task; building and drawing it starts in the next.
  .then(({ start }) => yieldToBrowser().then(start));
