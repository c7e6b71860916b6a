import type { Transaction } from 'kysely';
import type { Database } from '../types';

export type SeedTrx = Transaction<Database>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Dates every demo row relative to one moment, so the marketplace looks recent whenever it is seeded
 * and the order between rows never depends on how long the inserts take.
 */
export class SeedClock {
  constructor(readonly now: Date) {}

  daysAgo(days: number): Date {
    return new Date(this.now.getTime() - days * DAY_MS);
  }

  hoursAgo(hours: number): Date {
    return new Date(this.now.getTime() - hours * HOUR_MS);
  }

  /** A `date` column value, days before (or, when negative, after) now. */
  dateTextDaysAgo(days: number): string {
    return this.daysAgo(days).toISOString().slice(0, 10);
  }
}

/** Inserted oldest first, so serial ids grow with createdAt as they would have in real use. */
export function oldestFirst<T extends { daysAgo: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.daysAgo - a.daysAgo);
}

/** What a demo reference (an email or a job key) stands for; a dangling reference is a bug in the data. */
export function lookup<V>(values: ReadonlyMap<string, V>, key: string): V {
  const value = values.get(key);
  if (value === undefined) throw new Error(`demo seed: nothing is known as "${key}"`);
  return value;
}

/** The id a demo reference received on insert. */
export const idOf: (ids: ReadonlyMap<string, number>, key: string) => number = lookup;
