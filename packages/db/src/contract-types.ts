import type { Generated } from 'kysely';
import type { NullableTimestamp } from './column-types';

/** The offer and contract tables (migration 0014), kept beside types.ts so that file stays small. */

export type OfferStatus = 'sent' | 'accepted' | 'declined' | 'withdrawn';
export type ContractStatus = 'active' | 'ended';

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
  endReason: string | null;
  endedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export interface ContractTables {
  offers: OffersTable;
  contracts: ContractsTable;
}
