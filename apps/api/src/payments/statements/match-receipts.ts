import {
  applyReceipt,
  type BankTransactionOutcome,
  type Executor,
  findInvoiceIdsByNumbers,
  findInvoicesByIds,
  findPaymentByReference,
  lockInvoice,
  postJournalEntry,
  setBankTransactionOutcome,
} from '@talanta/db';
import { invoiceNumbersIn, type TBankImportItem, type TBankUnmatchedReason } from '@talanta/schema';
import { announcePaidInvoice } from '../../routers/invoice/invoice-effects';
import type { StatementTransaction } from './statement-types';

/**
 * Reconciliation rules (ADR 0039): a booked credit in US dollars that quotes exactly one invoice
 * number pays that invoice through `applyReceipt`, under the invoice's row lock: the balance →
 * matched; less → partial; more → overpaid (the rest is the client's credit). Anything else
 * waits, unmatched, with the reason.
 */

/** What the matching reads of a stored transaction. */
export type CreditToMatch = Omit<StatementTransaction, 'payerAccount' | 'accountId'> & {
  id: number;
  dedupeKey: string;
};

export interface MatchWho {
  /** The admin importing or matching (recorded on the payment). */
  recordedBy: number;
  /** The resolving admin when it is a manual match (the import leaves it empty). */
  resolvedBy?: number;
  origin: string;
}

export type MatchedItem = TBankImportItem & { status: 'matched' | 'partial' | 'overpaid' | 'unmatched' };

/** The invoice a credit quotes, or why it cannot be matched on its own. */
export async function invoiceQuotedBy(
  db: Executor,
  credit: CreditToMatch,
): Promise<{ invoiceId: number; invoiceNumber: string } | { reason: TBankUnmatchedReason }> {
  if (credit.reversal) return { reason: 'reversal' };
  if (credit.currency !== 'USD') return { reason: 'currency' };
  const numbers = invoiceNumbersIn([credit.reference, credit.endToEndId, credit.additionalInfo]);
  if (numbers.length === 0) return { reason: 'no_reference' };
  if (numbers.length > 1) return { reason: 'several_invoices' };
  const invoiceNumber = numbers[0] as string;
  const invoiceId = (await findInvoiceIdsByNumbers(db, [invoiceNumber])).get(invoiceNumber);
  return invoiceId === undefined ? { reason: 'unknown_invoice' } : { invoiceId, invoiceNumber };
}

function itemOf(credit: CreditToMatch): TBankImportItem {
  return {
    transactionId: credit.id,
    direction: 'credit',
    amountCents: credit.amountCents,
    currency: credit.currency,
    reference: credit.reference,
    payerName: credit.payerName,
  };
}

/** The payment's reference: the bank's own, else a short form of the dedupe key. */
export function paymentReferenceOf(credit: Pick<CreditToMatch, 'bankReference' | 'dedupeKey'>): string {
  return credit.bankReference ?? `STMT-${credit.dedupeKey.slice(0, 20).toUpperCase()}`;
}

const receivedOn = (credit: Pick<CreditToMatch, 'valueDate' | 'bookingDate'>) =>
  new Date(`${credit.valueDate ?? credit.bookingDate}T00:00:00Z`);

/**
 * Money in the bank that pays no invoice yet (US dollars: the ledger's currency): Dr cash_bank,
 * Cr unapplied_cash. A later match moves it back out (`receipt_applied`) before applyReceipt books it.
 */
function postUnappliedReceipt(trx: Executor, credit: CreditToMatch, who: MatchWho, applied: boolean) {
  const sign = applied ? -1 : 1;
  return postJournalEntry(trx, {
    kind: applied ? 'receipt_applied' : 'unmatched_receipt',
    occurredAt: receivedOn(credit),
    createdBy: who.recordedBy,
    bankTransactionId: credit.id,
    memo: `${applied ? 'Matched' : 'Unmatched'} receipt ${paymentReferenceOf(credit)}`,
    lines: [
      { account: 'cash_bank', amountCents: sign * credit.amountCents },
      { account: 'unapplied_cash', amountCents: -sign * credit.amountCents },
    ],
  });
}

export async function markUnmatched(
  trx: Executor,
  credit: CreditToMatch,
  reason: TBankUnmatchedReason,
  who: MatchWho,
) {
  await setBankTransactionOutcome(trx, credit.id, { status: 'unmatched', reason });
  if (credit.currency === 'USD') await postUnappliedReceipt(trx, credit, who, false);
  return { ...itemOf(credit), reason, status: 'unmatched' as const };
}

/**
 * Applies a USD credit to one invoice inside the caller's transaction and records the outcome on
 * the transaction. The same bank reference already recorded by hand ("mark paid") is that payment:
 * nothing is applied twice.
 */
export async function applyCreditToInvoice(
  trx: Executor,
  credit: CreditToMatch,
  invoice: { invoiceId: number; invoiceNumber: string },
  who: MatchWho,
): Promise<MatchedItem> {
  const locked = await lockInvoice(trx, invoice.invoiceId);
  if (!locked) throw new Error(`invoice ${invoice.invoiceId} vanished`);
  const reference = paymentReferenceOf(credit);
  const resolved: Pick<BankTransactionOutcome, 'resolvedBy'> = { resolvedBy: who.resolvedBy ?? null };
  // A credit matched by hand was booked as unapplied cash on import: that booking is undone first.
  if (who.resolvedBy !== undefined) await postUnappliedReceipt(trx, credit, who, true);
  const earlier = await findPaymentByReference(trx, reference);
  if (earlier) {
    await setBankTransactionOutcome(trx, credit.id, {
      status: 'matched',
      invoiceId: earlier.invoiceId,
      ...resolved,
    });
    return { ...itemOf(credit), ...invoice, invoiceId: earlier.invoiceId, status: 'matched' };
  }
  const outcome = await applyReceipt(trx, {
    invoiceId: invoice.invoiceId,
    amountCents: credit.amountCents,
    currency: credit.currency,
    reference,
    paidAt: receivedOn(credit),
    bankTransactionId: credit.id,
    recordedBy: who.recordedBy,
  });
  await setBankTransactionOutcome(trx, credit.id, {
    status: outcome.outcome,
    invoiceId: invoice.invoiceId,
    ...resolved,
  });
  if (outcome.balanceDueCents === 0 && locked.status === 'issued') {
    const [paid] = await findInvoicesByIds(trx, [invoice.invoiceId]);
    if (paid) await announcePaidInvoice(trx, paid, who.origin);
  }
  return {
    ...itemOf(credit),
    ...invoice,
    appliedCents: outcome.appliedCents,
    overpaymentCents: outcome.overpaymentCents,
    balanceDueCents: outcome.balanceDueCents,
    status: outcome.outcome,
  };
}

/**
 * Matches the new credits of an import. Credits are applied in invoice order, so two imports
 * touching the same invoices lock them in the same order (no deadlock between them).
 */
export async function matchNewCredits(trx: Executor, credits: CreditToMatch[], who: MatchWho) {
  const quoted = [];
  for (const credit of credits) quoted.push({ credit, quote: await invoiceQuotedBy(trx, credit) });
  const items: MatchedItem[] = [];
  for (const { credit, quote } of quoted)
    if ('reason' in quote) items.push(await markUnmatched(trx, credit, quote.reason, who));
  const applicable = quoted.flatMap(({ credit, quote }) => ('reason' in quote ? [] : [{ credit, quote }]));
  applicable.sort((a, b) => a.quote.invoiceId - b.quote.invoiceId || a.credit.id - b.credit.id);
  for (const { credit, quote } of applicable) items.push(await applyCreditToInvoice(trx, credit, quote, who));
  return items.sort((a, b) => a.transactionId - b.transactionId);
}
