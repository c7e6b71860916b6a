const NUMERIC_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** An id in a path (/jobs/42): a positive integer a database id can be, or undefined for anything else. */
export function numericPathId(raw: string | undefined): number | undefined {
  const id = raw !== undefined && NUMERIC_ID.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id <= MAX_ID ? id : undefined;
}
