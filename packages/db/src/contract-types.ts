import type { Generated } from 'kysely';
import type { NullableTimestamp } from './column-types';

/** The offer and contract tables (migration 0014), kept beside types.ts so that file stays small. */

export type OfferStatus = 'sent' | 'accepted' | 'declined' | 'withdrawn';
export type ContractStatus = 'active' | 'ended';
export type ContractEndKind = 'completed' | 'not_a_fit' | 'budget' | 'other';

export interface OffersTable {
  id: Generated<number>;
  clientId: number;
  developerId: number;
  jobId: number | null;
  applicationId: number | null;
  /** Integer US cents, never floating point. */
  hourlyRateCents: number;
  weeklyHourLimit: number;
  /** 'YYYY-MM-DD' (a `date` column). */
  startDate: string;
  endDate: string | null;
  message: string | null;
  status: OfferStatus;
  declineNote: string | null;
  /** 0-14 days (migration 0044); 0: no trial. */
  trialDays: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  respondedAt: NullableTimestamp;
}

export interface ContractsTable {
  id: Generated<number>;
  offerId: number;
  clientId: number;
  developerId: number;
  jobId: number | null;
  /** The job's title, written when the job is deleted (job_id is then null). */
  jobTitle: string | null;
  hourlyRateCents: number;
  weeklyHourLimit: number;
  startDate: string;
  endDate: string | null;
  status: ContractStatus;
  endedBy: number | null;
  /** The free-text note of the end (a legacy reason, or the note beside the kind). */
  endReason: string | null;
  endKind: ContractEndKind | null;
  endedAt: NullableTimestamp;
  /** The trial's last day, 'YYYY-MM-DD' (migration 0044); null: no trial. */
  trialEndsOn: string | null;
  createdAt: Generated<Date>;
}

export interface ContractTables {
  offers: OffersTable;
  contracts: ContractsTable;
}
