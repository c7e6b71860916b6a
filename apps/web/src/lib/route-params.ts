import { numericPathId } from '@talanta/schema';
import { notFound } from '@tanstack/react-router';

/** Ids in paths are positive integers; anything else (/jobs/abc) is the 404 screen. */
export function parseNumericId(raw: string): number {
  const id = numericPathId(raw);
  if (id === undefined) throw notFound();
  return id;
}
