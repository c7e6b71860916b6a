import { useHydrated } from '@tanstack/react-router';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';

let markShown: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** The root route calls this once it has committed the first screen (with its data). */
export function markFirstScreenShown(): void {
  markShown();
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });

/**
 * `load`, deferred until the first screen is on show and the browser is idle: the code of what a
 * person opens later (menus, popovers, dialogs, toasts) then never shares a phone's slow link or
 * busy main thread with the code and data of the screen itself.
 */
export function afterFirstScreen<T>(load: () => Promise<T>): () => Promise<T> {
  // The server draws the whole page: what the browser loads later is in its HTML already, and React
  // hydrates that part once the code has come.
  if (import.meta.env.SSR) return load;
  return () => firstScreenShown.then(whenIdle).then(load);
}

/**
 * A component whose code loads after the first screen (`afterFirstScreen`); `unavailable` stands in
 * for good if that code cannot be downloaded, for a part the screen works without.
 */
export function lazyAfterFirstScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  unavailable: ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(
    afterFirstScreen(() =>
      load().then(
        (component) => ({ default: component }),
        () => ({ default: unavailable }),
      ),
    ),
  );
}

/**
 * `children` (whose code loads after the first screen) once the page is live, `fallback` until
 * then: also what the server draws, so a trigger stands in disabled until it can open what it opens,
 * rather than looking ready while a press on it would be lost.
 */
export function AfterFirstScreen({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
