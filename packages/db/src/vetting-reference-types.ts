import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types';

/** Vetting references (migration 0037), beside types.ts to keep it small. */

/** A referee the applicant named for one round of a submission, and their answer once given. */
export interface VettingReferencesTable {
  id: Generated<number>;
  submissionId: number;
  round: number;
  /** 1 or 2: which of the applicant's two referees. */
  position: number;
  name: string;
  email: string;
  /** One of REFERENCE_RELATIONSHIPS. */
  relationship: string;
  /** SHA-256 of the emailed link's token; the token itself is never stored. */
  tokenHash: string;
  expiresAt: Timestamp;
  sentAt: Generated<Date>;
  answeredAt: NullableTimestamp;
  monthsWorkedTogether: number | null;
  wouldRehire: boolean | null;
  comments: string | null;
  createdAt: Generated<Date>;
}

export interface VettingReferenceTables {
  vettingReferences: VettingReferencesTable;
}
