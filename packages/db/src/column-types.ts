import type { ColumnType } from 'kysely';

/** Timestamps are written as Date or ISO text and always read back as Date. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** `date` columns are read as 'YYYY-MM-DD' text on both drivers (see create-db.ts). */
export type DateText = ColumnType<string | null, string | null | undefined, string | null>;
export type Json<T> = ColumnType<T, string, string>;
