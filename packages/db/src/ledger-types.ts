import type { TClientSnapshot, TIssuer } from '@talanta/schema';
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

/** The ledger and credit notes (migration 0043, ADRs 0034 and 0035), beside types.ts to keep it small. */

/** The chart of accounts (rows inserted by the migration); queries/ledger.ts lists them in order. */
export type LedgerAccountCode =
  | 'cash_bank'
  | 'client_receivable'
  | 'unapplied_cash'
  | 'client_credit'
  | 'developer_payable_pending'
  | 'developer_payable'
  | 'payouts_in_transit'
  | 'platform_fee_revenue'
  | 'trial_cost'
  | 'other_receipts';
export type LedgerAccountKind = 'asset' | 'liability' | 'revenue' | 'expense';

export type JournalEntryKind =
  | 'invoice_issued'
  | 'credit_note_issued'
  | 'payment_matched'
  | 'overpayment'
  | 'unmatched_receipt'
  | 'receipt_applied'
  | 'invoice_settled'
  | 'trial_waived'
  | 'payout_sent'
  | 'payout_settled'
  | 'payout_failed'
  | 'credit_applied'
  | 'receipt_dismissed';

export type CreditNoteReason = 'trial_not_a_fit' | 'correction';

export interface LedgerAccountsTable {
  id: Generated<number>;
  /** The API name of the account ('client_receivable'). */
  code: LedgerAccountCode;
  name: string;
  kind: LedgerAccountKind;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  kind: JournalEntryKind;
  /** The business date: the issue date, the value date of a payment. */
  occurredAt: Timestamp;
  createdAt: Generated<Date>;
  createdBy: number | null;
  invoiceId: number | null;
  creditNoteId: number | null;
  bankTransactionId: number | null;
  payoutId: number | null;
  memo: Generated<string>;
}

export interface JournalLinesTable {
  id: Generated<number>;
  entryId: number;
  accountId: number;
  /** The client or developer of a sub-ledger line; null for the platform's own accounts. */
  partyId: number | null;
  /** Debit > 0, credit < 0, never 0. */
  amountCents: number;
}

export interface CreditNotesTable {
  id: Generated<number>;
  /** 'CN-2026-000001'. */
  number: string;
  invoiceId: number;
  clientId: number;
  reason: CreditNoteReason;
  note: Generated<string>;
  issueDate: string;
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
  clientSnapshot: Json<TClientSnapshot>;
  issuerSnapshot: Json<TIssuer>;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

export interface CreditNoteLinesTable {
  id: Generated<number>;
  creditNoteId: number;
  /** Unique: a line is credited at most once. */
  invoiceLineId: number;
  developerId: number;
  amountCents: number;
}

export interface LedgerTables {
  ledgerAccounts: LedgerAccountsTable;
  journalEntries: JournalEntriesTable;
  journalLines: JournalLinesTable;
  creditNotes: CreditNotesTable;
  creditNoteLines: CreditNoteLinesTable;
}
