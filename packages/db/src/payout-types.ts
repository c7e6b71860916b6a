import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** Payout methods (migration 0046), beside types.ts to keep it small. */

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

export interface PayoutTables {
  payoutMethods: PayoutMethodsTable;
}
