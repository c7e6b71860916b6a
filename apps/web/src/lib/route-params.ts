import { numericPathId } from '@talanta/schema';
import { notFound, rootRouteId } from '@tanstack/react-router';

/** Ids in paths are positive integers; anything else (/jobs/abc) is the 404 screen. */
export function parseNumericId(raw: string): number {
  const id = numericPathId(raw);
  // The app's 404 screen, not the route's own "not found" (which words a record that is missing).
  if (id === undefined) throw notFound({ routeId: rootRouteId });
  return id;
}
