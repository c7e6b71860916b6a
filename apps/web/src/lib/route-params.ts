import { notFound } from '@tanstack/react-router';

const NUMERIC_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** Ids in paths are positive integers; anything else (/jobs/abc) is the 404 screen. */
export function parseNumericId(raw: string): number {
  const id = NUMERIC_ID.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > MAX_ID) throw notFound();
  return id;
}
