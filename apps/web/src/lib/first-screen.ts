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
  return () => firstScreenShown.then(whenIdle).then(load);
}
