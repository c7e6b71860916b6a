import type { ColumnType, Generated } from 'kysely';
import type { DateText } from './column-types';

/** A developer's background (migration 0040), beside types.ts to keep it small. */

/** One job of a developer's work history; `endedOn` null means they still work there. */
export interface DeveloperWorkHistoryTable {
  id: Generated<number>;
  userId: number;
  company: string;
  title: string;
  /** 'YYYY-MM-DD'. */
  startedOn: ColumnType<string, string, string>;
  endedOn: DateText;
  /** The order the developer gave, 0 first. */
  position: number;
}

/** A language the developer speaks, once each, with a CEFR level (A1-C2) or 'native'. */
export interface DeveloperLanguagesTable {
  userId: number;
  language: string;
  level: string;
}

export interface DeveloperBackgroundTables {
  developerWorkHistory: DeveloperWorkHistoryTable;
  developerLanguages: DeveloperLanguagesTable;
}
