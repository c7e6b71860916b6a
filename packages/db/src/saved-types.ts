import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './column-types';

/** Shortlists, saved jobs and saved searches (migration 0023), beside types.ts to keep it small. */

export interface ShortlistsTable {
  id: Generated<number>;
  clientId: number;
  name: string;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface ShortlistDevelopersTable {
  shortlistId: number;
  /** The developer's user id. */
  developerId: number;
  note: string | null;
  createdAt: Generated<Date>;
}

export interface SavedJobsTable {
  developerId: number;
  jobId: number;
  createdAt: Generated<Date>;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  userId: number;
  kind: 'jobs' | 'developers';
  name: string;
  /** The list's own filters, as parsed (ZJobFilters or ZDeveloperFilters). */
  query: ColumnType<Record<string, unknown>, string, string>;
  alert: 'off' | 'instant' | 'daily';
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SavedSearchChecksTable {
  /** bigserial, read as a number (create-db.ts parses int8). */
  id: Generated<number>;
  kind: 'jobs' | 'developers';
  /** A job id, or a developer profile id. */
  itemId: number;
  createdAt: Generated<Date>;
}

export interface SavedSearchHitsTable {
  savedSearchId: number;
  itemId: number;
  createdAt: Generated<Date>;
  /** When the notification or the digest email was made; null while a daily digest waits. */
  deliveredAt: NullableTimestamp;
}

export interface SavedSearchDigestsTable {
  userId: number;
  /** The UTC day of the digest. */
  day: ColumnType<string, string, never>;
  createdAt: Generated<Date>;
}

export interface SavedTables {
  shortlists: ShortlistsTable;
  shortlistDevelopers: ShortlistDevelopersTable;
  savedJobs: SavedJobsTable;
  savedSearches: SavedSearchesTable;
  savedSearchChecks: SavedSearchChecksTable;
  savedSearchHits: SavedSearchHitsTable;
  savedSearchDigests: SavedSearchDigestsTable;
}
