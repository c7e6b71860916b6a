/**
 * `load` (a section's dynamic import) whose failure is a plain error, for a section that shows its
 * own error with Retry (SectionQueryBoundary, whose Retry calls the component's `preload` again).
 * lazyRouteComponent reloads the whole page once when a module cannot be fetched, the remedy for a
 * page of a replaced build; a section the page works without says so instead.
 */
export function sectionChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((cause: unknown) => {
      throw new Error('This section could not be downloaded', { cause });
    });
}
