import { z } from 'zod';
import { requiredText, ZId } from './fields';

/**
 * Bank reconciliation (issue 39, ADR 0039): an admin uploads a statement (ISO 20022 camt.053 or
 * camt.054, or a CSV), each booked credit in US dollars quoting exactly one invoice number pays that
 * invoice and each debit quoting a payout for its amount settles it (ADR 0053); anything else waits
 * in the unmatched list until an admin matches or dismisses it.
 */

export const BANK_STATEMENT_FORMATS = ['camt.053', 'camt.054', 'csv'] as const;
export type TBankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

/** The statuses an admin lists by (`not_applicable`: a debit that settled a payout, not listed). */
export const BANK_TRANSACTION_STATUSES = [
  'unmatched',
  'matched',
  'partial',
  'overpaid',
  'dismissed',
] as const;
export type TBankTransactionStatus = (typeof BANK_TRANSACTION_STATUSES)[number];

/** Why a transaction was not matched on import: a credit to an invoice, a debit to a payout. */
export const BANK_UNMATCHED_REASONS = [
  'no_reference',
  'several_invoices',
  'unknown_invoice',
  'currency',
  'reversal',
  'no_payout_reference',
  'unknown_payout',
  'payout_amount',
  'payout_closed',
] as const;
export type TBankUnmatchedReason = (typeof BANK_UNMATCHED_REASONS)[number];

export const BANK_STATEMENT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  label: '5 MB',
  pageMax: 100,
  pageDefault: 50,
  noteMax: 500,
} as const;

export const BANK_STATEMENT_MESSAGES = {
  noFile: 'Choose a bank statement file to upload',
  tooLarge: `Bank statements must be at most ${BANK_STATEMENT_LIMITS.label}`,
  unknownFormat:
    'The file is neither an ISO 20022 camt.053 or camt.054 statement nor a CSV with the columns date, amount, currency, reference, payer',
  notWellFormed: 'The statement is not well-formed XML',
  doctype: 'Statements that declare a DOCTYPE are refused',
  status: `Status must be one of ${BANK_TRANSACTION_STATUSES.join(', ')}`,
  limit: `Limit must be a whole number from 1 to ${BANK_STATEMENT_LIMITS.pageMax}`,
  offset: 'Offset must be a whole number of 0 or more',
  notFound: 'Bank transaction not found',
  invoiceNotFound: 'Invoice not found',
  alreadyResolved: 'This bank transaction is already matched',
  alreadyDismissed: 'This bank transaction was dismissed',
  notCredit: 'Only money received can pay an invoice',
  notUsd: 'Only US dollar credits can pay invoices',
  note: `Say why it is dismissed (1-${BANK_STATEMENT_LIMITS.noteMax} characters)`,
} as const;

/** `Row <n>: <field> is not valid (<rule>)`: a CSV row's field that breaks its rule. */
export const csvRowMessage = (row: number, field: string, rule: string) =>
  `Row ${row}: ${field} is not valid (${rule})`;
/** `Entry <n>: ...`: a camt entry the import cannot read. */
export const camtEntryMessage = (entry: number, problem: string) => `Entry ${entry}: ${problem}`;
export const CAMT_AMOUNT_DECIMALS = 'the amount has more than two decimals';

/** GET /api/admin/bank-transactions?status=unmatched */
export const ZBankTransactionListInput = z
  .object({
    status: z.enum(BANK_TRANSACTION_STATUSES, { error: BANK_STATEMENT_MESSAGES.status }).default('unmatched'),
    limit: z.coerce
      .number<number>({ error: BANK_STATEMENT_MESSAGES.limit })
      .int(BANK_STATEMENT_MESSAGES.limit)
      .min(1, BANK_STATEMENT_MESSAGES.limit)
      .max(BANK_STATEMENT_LIMITS.pageMax, BANK_STATEMENT_MESSAGES.limit)
      .default(BANK_STATEMENT_LIMITS.pageDefault),
    offset: z.coerce
      .number<number>({ error: BANK_STATEMENT_MESSAGES.offset })
      .int(BANK_STATEMENT_MESSAGES.offset)
      .min(0, BANK_STATEMENT_MESSAGES.offset)
      .max(1_000_000, BANK_STATEMENT_MESSAGES.offset)
      .default(0),
  })
  .prefault({});
export type TBankTransactionListInput = z.input<typeof ZBankTransactionListInput>;

/** PUT /api/admin/bank-transactions/{id}/match */
export const ZMatchBankTransactionInput = z.object({ id: ZId, invoiceId: ZId });
export type TMatchBankTransactionInput = z.input<typeof ZMatchBankTransactionInput>;

/** PUT /api/admin/bank-transactions/{id}/dismiss */
export const ZDismissBankTransactionInput = z.object({
  id: ZId,
  note: requiredText(BANK_STATEMENT_MESSAGES.note, 1, BANK_STATEMENT_LIMITS.noteMax),
});
export type TDismissBankTransactionInput = z.input<typeof ZDismissBankTransactionInput>;

const dateText = z.string().meta({ format: 'date' });

/** One bank transaction as the admin sees it. */
export const ZBankTransaction = z.object({
  id: z.number().int(),
  statementId: z.number().int(),
  direction: z.enum(['credit', 'debit']),
  amountCents: z.number().int(),
  currency: z.string(),
  bookingDate: dateText,
  valueDate: dateText.nullable(),
  /** Remittance information as the payer wrote it. */
  reference: z.string(),
  endToEndId: z.string().nullable(),
  bankReference: z.string().nullable(),
  /** Who paid a credit (a debit's is the account's own holder, where the bank names one). */
  payerName: z.string().nullable(),
  payerAccount: z.string().nullable(),
  status: z.enum([...BANK_TRANSACTION_STATUSES, 'not_applicable']),
  reason: z.enum(BANK_UNMATCHED_REASONS).nullable(),
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  note: z.string().nullable(),
  resolvedAt: z.string().meta({ format: 'date-time' }).nullable(),
});
export type TBankTransaction = z.infer<typeof ZBankTransaction>;

/** One transaction of an import, with what became of it (debits only when no payout took them). */
export const ZBankImportItem = z.object({
  transactionId: z.number().int(),
  direction: z.enum(['credit', 'debit']),
  amountCents: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  payerName: z.string().nullable(),
  invoiceId: z.number().int().optional(),
  invoiceNumber: z.string().optional(),
  /** What paid the invoice's balance, what became the client's credit, and the balance left. */
  appliedCents: z.number().int().optional(),
  overpaymentCents: z.number().int().optional(),
  balanceDueCents: z.number().int().optional(),
  reason: z.enum(BANK_UNMATCHED_REASONS).optional(),
});
export type TBankImportItem = z.infer<typeof ZBankImportItem>;

/** A payout the statement showed leaving the bank (a debit quoting PO-{id}): marked settled. */
export const ZSettledPayout = z.object({
  transactionId: z.number().int(),
  payoutId: z.number().int(),
  reference: z.string(),
  amountCents: z.number().int(),
  bankReference: z.string(),
  developerName: z.string(),
});
export type TSettledPayout = z.infer<typeof ZSettledPayout>;

/** POST /api/admin/bank-statements: `matched` holds full and overpaid payments. */
export const ZBankImportResult = z.object({
  statementId: z.number().int(),
  format: z.enum(BANK_STATEMENT_FORMATS),
  /** Transactions new to Talanta (credits and debits); `duplicates`: already imported before. */
  imported: z.number().int(),
  duplicates: z.number().int(),
  matched: z.array(ZBankImportItem),
  partial: z.array(ZBankImportItem),
  unmatched: z.array(ZBankImportItem),
  /** Debits quoting a payout's reference for its amount: those payouts are now settled. */
  payoutsSettled: z.array(ZSettledPayout),
});
export type TBankImportResult = z.infer<typeof ZBankImportResult>;

/** The invoice number a payer quotes: TAL-2026-000123, spaces or no separator tolerated. */
export const INVOICE_NUMBER_IN_TEXT = /TAL[\s-]?(\d{4})[\s-]?(\d{6})(?!\d)/gi;

/** The distinct invoice numbers quoted in these texts, written as invoices write them. */
export function invoiceNumbersIn(texts: readonly (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const value of texts) {
    if (!value) continue;
    for (const match of value.matchAll(INVOICE_NUMBER_IN_TEXT)) found.add(`TAL-${match[1]}-${match[2]}`);
  }
  return [...found];
}
