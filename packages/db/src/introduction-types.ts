import type { ColumnType, Generated } from 'kysely';

/** Introductions of developers to jobs' clients (migration 0033), beside types.ts to keep it small. */

export interface JobIntroductionsTable {
  id: Generated<number>;
  jobId: number;
  /** The developer profile's id (as /developer/{id} and matching use). */
  developerId: number;
  /** The match's score when introduced, 0-100. */
  score: number;
  /** The match's sentences when introduced. */
  reasons: ColumnType<string[], string[], string[]>;
  /** The admin who introduced by hand; null when introduced automatically. */
  introducedById: number | null;
  introducedAt: Generated<Date>;
}

export interface IntroductionTables {
  jobIntroductions: JobIntroductionsTable;
}
