import type { TBankStatementFormat } from '@talanta/schema';

/** One booked movement of money as a statement tells it, before it is stored. */
export interface StatementTransaction {
  direction: 'credit' | 'debit';
  amountCents: number;
  currency: string;
  /** 'YYYY-MM-DD'. */
  bookingDate: string;
  valueDate: string | null;
  /** The remittance information (unstructured lines, then structured references), one text. */
  reference: string;
  endToEndId: string | null;
  /** The bank's own reference for the entry (camt AcctSvcrRef): unique per account. */
  bankReference: string | null;
  payerName: string | null;
  payerAccount: string | null;
  additionalInfo: string | null;
  /** The account it was booked on (IBAN or other id); CSV: null. */
  accountId: string | null;
  /** A reversal of an earlier entry (camt RvslInd): never applied to an invoice by itself. */
  reversal: boolean;
}

export interface ParsedStatement {
  format: TBankStatementFormat;
  messageId: string | null;
  statementId: string | null;
  accountId: string | null;
  transactions: StatementTransaction[];
}

/** A file the import cannot read: its message goes to the admin as a 400. */
export class StatementError extends Error {}
