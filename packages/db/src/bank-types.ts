import type { Generated } from 'kysely';
import type { NullableTimestamp } from './column-types';

/** Bank statements and their transactions (migration 0045, ADR 0039), beside types.ts to keep it small. */

export type BankStatementFormat = 'camt.053' | 'camt.054' | 'csv';
export type BankTransactionDirection = 'credit' | 'debit';
export type BankTransactionStatus =
  | 'matched'
  | 'partial'
  | 'overpaid'
  | 'unmatched'
  | 'dismissed'
  | 'not_applicable';
/** Why a transaction waits for an admin: a credit's invoice, a debit's payout (migration 0055). */
export type BankTransactionReason =
  | 'no_reference'
  | 'several_invoices'
  | 'unknown_invoice'
  | 'currency'
  | 'reversal'
  | 'no_payout_reference'
  | 'unknown_payout'
  | 'payout_amount'
  | 'payout_closed';

export interface BankStatementsTable {
  id: Generated<number>;
  format: BankStatementFormat;
  fileSha256: string;
  /** camt: GrpHdr/MsgId, Stmt/Id (Ntfctn/Id) and the account's IBAN or other id; CSV: null. */
  messageId: string | null;
  statementId: string | null;
  accountId: string | null;
  importedBy: number | null;
  importedAt: Generated<Date>;
  /** Transactions in the file, and how many of them were new. */
  entries: number;
  newEntries: number;
}

export interface BankTransactionsTable {
  id: Generated<number>;
  statementId: number;
  /** Unique: the same transaction from any file is stored once (ADR 0039). */
  dedupeKey: string;
  direction: BankTransactionDirection;
  amountCents: number;
  currency: string;
  /** 'YYYY-MM-DD'. */
  bookingDate: string;
  valueDate: string | null;
  /** The remittance information (unstructured lines, structured creditor reference); CSV: the column. */
  reference: Generated<string>;
  endToEndId: string | null;
  /** The bank's own reference for the entry (AcctSvcrRef). */
  bankReference: string | null;
  payerName: string | null;
  payerAccount: string | null;
  additionalInfo: string | null;
  reversal: Generated<boolean>;
  status: BankTransactionStatus;
  reason: BankTransactionReason | null;
  invoiceId: number | null;
  resolvedBy: number | null;
  resolvedAt: NullableTimestamp;
  note: string | null;
  createdAt: Generated<Date>;
}

export interface BankTables {
  bankStatements: BankStatementsTable;
  bankTransactions: BankTransactionsTable;
}
