/**
 * The loads a loader only starts, in the browser: the screen shows their sections' loading states
 * and fills them in as they answer. On the server they are awaited, so the page arrives with them
 * (a section that failed shows its own error, as in the browser).
 */
export async function awaitOnServer(...loads: Promise<unknown>[]): Promise<void> {
  if (import.meta.env.SSR) await Promise.allSettled(loads);
}
