import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types';

/** Payout methods (migration 0046), batches and payouts (0047), beside types.ts to keep it small. */

export type PayoutMethodType = 'mpesa' | 'bank_in' | 'upi' | 'bank_intl';

export interface PayoutMethodsTable {
  id: Generated<number>;
  developerId: number;
  type: PayoutMethodType;
  holderName: string;
  /** The account's details as JSON, encrypted by the API (never readable from the database alone). */
  detailsEncrypted: string;
  /** What screens show: "M-Pesa •••• 5678". */
  masked: string;
  changedAt: Generated<Date>;
  /** No payout goes to the method before this: a changed account waits a day (ADR 0040). */
  heldUntil: Timestamp;
}

/** queued -> sent -> settled; queued or sent -> failed; settled -> failed (the transfer came back). */
export type PayoutStatus = 'queued' | 'sent' | 'settled' | 'failed';

export interface PayoutBatchesTable {
  id: Generated<number>;
  /** 'PB-2026-000001': the pain.001 message id. */
  number: string;
  createdBy: number | null;
  createdAt: Generated<Date>;
  /** int8, read as a number. Millionths of a shilling per US dollar, when the batch holds M-Pesa payouts. */
  kesRateMicro: number | null;
}

export interface PayoutsTable {
  id: Generated<number>;
  batchId: number;
  developerId: number;
  /** The method as it was when the batch was made: a later change redirects nothing already queued. */
  methodType: PayoutMethodType;
  holderName: string;
  methodMasked: string;
  detailsEncrypted: string;
  /** Owed in US cents. */
  amountCents: number;
  localCurrency: 'KES' | null;
  localAmount: number | null;
  status: Generated<PayoutStatus>;
  reference: string | null;
  failureReason: string | null;
  createdAt: Generated<Date>;
  sentAt: NullableTimestamp;
  settledAt: NullableTimestamp;
  failedAt: NullableTimestamp;
  updatedAt: Generated<Date>;
}

export interface PayoutTables {
  payoutMethods: PayoutMethodsTable;
  payoutBatches: PayoutBatchesTable;
  payouts: PayoutsTable;
}
