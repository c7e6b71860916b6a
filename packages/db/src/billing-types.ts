import type { TClientSnapshot, TIssuer, TPaymentInstructions } from '@talanta/schema';
import type { Generated } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from './column-types';

/** Timesheets, invoices, payments and reviews (migration 0015), beside types.ts to keep it small. */

export type TimesheetStatus = 'draft' | 'submitted' | 'approved' | 'disputed';
/** 'credited': credit notes brought the balance to zero before any money arrived (migration 0043). */
export type InvoiceStatus = 'issued' | 'paid' | 'credited';
/** 'client_credit': the client's credit (an earlier overpayment) paid it (migration 0043). */
export type PaymentProviderName = 'bank_transfer' | 'client_credit';

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
  /** Frozen at issue (migration 0043): the invoice renders from these, not from live rows. */
  clientSnapshot: Json<TClientSnapshot>;
  issuerSnapshot: Json<TIssuer>;
  paymentInstructions: Json<TPaymentInstructions>;
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
  /** As they were at issue (migration 0043). */
  developerName: string;
  /** The job's title, or the contract's kept one; null for a direct hire. */
  jobTitle: string | null;
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
  /** The imported bank statement line it came from, if any (foreign key from the statements migration). */
  bankTransactionId: Generated<number | null>;
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
