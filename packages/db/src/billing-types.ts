import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types';

/** Timesheets, invoices, payments and reviews (migration 0015), beside types.ts to keep it small. */

export type TimesheetStatus = 'draft' | 'submitted' | 'approved' | 'disputed';
export type InvoiceStatus = 'issued' | 'paid';
export type PaymentProviderName = 'bank_transfer';

export interface TimesheetsTable {
  id: Generated<number>;
  contractId: number;
  /** 'YYYY-MM-DD', always a Monday (ISO week). */
  weekStart: string;
  status: TimesheetStatus;
  /** Sum of the entries' minutes, kept with them in one transaction. */
  totalMinutes: Generated<number>;
  submittedAt: NullableTimestamp;
  approvedAt: NullableTimestamp;
  disputedAt: NullableTimestamp;
  disputeReason: string | null;
  /** Set once, when an invoice bills this week. */
  invoiceId: number | null;
  /** `trial_waived`: the contract ended as not a fit in its trial; never invoiced (migration 0044). */
  billing: Generated<'client' | 'trial_waived'>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface TimesheetEntriesTable {
  id: Generated<number>;
  timesheetId: number;
  workDate: string;
  /** Whole minutes, a multiple of 15 (0.25 hour steps), at most 1440. */
  minutes: number;
  description: Generated<string>;
}

export interface InvoicesTable {
  id: Generated<number>;
  /** 'TAL-2026-000123'. */
  number: string;
  clientId: number;
  periodStart: string;
  periodEnd: string;
  issueDate: string;
  dueDate: string;
  subtotalCents: number;
  feePercent: number;
  feeCents: number;
  totalCents: number;
  status: InvoiceStatus;
  paidAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoiceId: number;
  contractId: number;
  timesheetId: number;
  developerId: number;
  weekStart: string;
  minutes: number;
  hourlyRateCents: number;
  amountCents: number;
}

export interface InvoiceRunsTable {
  periodEnd: string;
  ranAt: Generated<Date>;
}

export interface PaymentsTable {
  id: Generated<number>;
  invoiceId: number;
  provider: PaymentProviderName;
  reference: string;
  amountCents: number;
  paidAt: Timestamp;
  recordedBy: number | null;
  createdAt: Generated<Date>;
}

export interface ReviewsTable {
  id: Generated<number>;
  contractId: number;
  reviewerId: number;
  revieweeId: number;
  /** Half stars: 2-10 for a rating of 1.0-5.0. */
  ratingHalves: number;
  comment: string;
  /** The author agreed to be quoted on the public pages (migration 0034). */
  quoteConsent: Generated<boolean>;
  createdAt: Generated<Date>;
}

export interface BillingTables {
  timesheets: TimesheetsTable;
  timesheetEntries: TimesheetEntriesTable;
  invoices: InvoicesTable;
  invoiceLines: InvoiceLinesTable;
  invoiceRuns: InvoiceRunsTable;
  payments: PaymentsTable;
  reviews: ReviewsTable;
}
