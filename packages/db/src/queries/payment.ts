import { sql } from 'kysely';
import type { Executor } from './executor';
import { findPendingShares, postInvoiceSettled, postReceipt } from './ledger';

/**
 * Money arriving for invoices (ADR 0034): the admin's "mark paid", the bank statement import and
 * the client's credit all go through `applyReceipt`, so every payment posts the same way.
 */

export interface Receipt {
  invoiceId: number;
  amountCents: number;
  /** Invoices are in US dollars: any other currency is the caller's to refuse first. */
  currency: string;
  /** The bank's reference (or the credit's); unique per provider. */
  reference: string;
  paidAt: Date;
  bankTransactionId?: number | null;
  recordedBy: number | null;
  /** 'client_credit': the client's credit pays it (no cash moves). Default: a bank transfer. */
  provider?: 'bank_transfer' | 'client_credit';
}

export interface ReceiptOutcome {
  /** matched: the balance is paid; partial: some of it is left; overpaid: paid, and more came. */
  outcome: 'matched' | 'partial' | 'overpaid';
  appliedCents: number;
  overpaymentCents: number;
  balanceDueCents: number;
}

/** What has reduced an invoice's balance: payments applied and credit notes issued, in cents. */
export async function findInvoiceSettlement(db: Executor, invoiceId: number) {
  const row = await db
    .selectFrom('invoices')
    .select([
      'invoices.totalCents',
      sql<string>`(select coalesce(sum(amount_cents), 0) from payments where invoice_id = invoices.id)`.as(
        'paidCents',
      ),
      sql<string>`(select coalesce(sum(total_cents), 0) from credit_notes where invoice_id = invoices.id)`.as(
        'creditedCents',
      ),
    ])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const paidCents = Number(row.paidCents ?? 0);
  const creditedCents = Number(row.creditedCents ?? 0);
  return {
    amountPaidCents: paidCents,
    creditedCents,
    balanceDueCents: Math.max(row.totalCents - creditedCents - paidCents, 0),
  };
}

/**
 * Applies money received to one invoice, under the invoice's row lock: a payment row for what
 * pays the balance (none when nothing was due: then all of it is credit), the posting, and at
 * a zero balance the invoice marked paid and the developers' shares made payable. Money beyond
 * the balance becomes the client's credit.
 */
export async function applyReceipt(trx: Executor, receipt: Receipt): Promise<ReceiptOutcome> {
  if (!Number.isSafeInteger(receipt.amountCents) || receipt.amountCents <= 0)
    throw new Error(`a receipt is a positive number of cents, got ${receipt.amountCents}`);
  if (receipt.currency !== 'USD') throw new Error(`invoices are paid in USD, not ${receipt.currency}`);
  const invoice = await trx
    .selectFrom('invoices')
    .select(['id', 'number', 'clientId', 'status'])
    .where('id', '=', receipt.invoiceId)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) throw new Error(`invoice ${receipt.invoiceId} does not exist`);
  const before = await findInvoiceSettlement(trx, invoice.id);
  const appliedCents = Math.min(receipt.amountCents, before.balanceDueCents);
  const overpaymentCents = receipt.amountCents - appliedCents;
  const provider = receipt.provider ?? 'bank_transfer';
  // The payment row holds what the invoice received; the rest is the client's credit (ledger only).
  if (appliedCents > 0)
    await trx
      .insertInto('payments')
      .values({
        invoiceId: invoice.id,
        provider,
        reference: receipt.reference,
        amountCents: appliedCents,
        paidAt: receipt.paidAt,
        recordedBy: receipt.recordedBy,
        bankTransactionId: receipt.bankTransactionId ?? null,
      })
      .execute();
  const posting = {
    invoiceId: invoice.id,
    number: invoice.number,
    clientId: invoice.clientId,
    occurredAt: receipt.paidAt,
    createdBy: receipt.recordedBy,
  };
  await postReceipt(trx, {
    ...posting,
    appliedCents,
    overpaymentCents,
    reference: receipt.reference,
    fromClientCredit: provider === 'client_credit',
    bankTransactionId: receipt.bankTransactionId ?? null,
  });
  const balanceDueCents = before.balanceDueCents - appliedCents;
  if (balanceDueCents === 0 && invoice.status === 'issued') {
    await trx
      .updateTable('invoices')
      .set({ status: 'paid', paidAt: receipt.paidAt })
      .where('id', '=', invoice.id)
      .execute();
    await postInvoiceSettled(trx, { ...posting, shares: await findPendingShares(trx, invoice.id) });
  }
  return {
    outcome: overpaymentCents > 0 ? 'overpaid' : balanceDueCents > 0 ? 'partial' : 'matched',
    appliedCents,
    overpaymentCents,
    balanceDueCents,
  };
}

/** The client's unspent credit (overpayments, credit notes on paid invoices), in cents. */
export async function findClientCreditCents(db: Executor, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('journalLines')
    .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'journalLines.accountId')
    .select((eb) => eb.fn.sum<string>('journalLines.amountCents').as('cents'))
    .where('ledgerAccounts.code', '=', 'client_credit')
    .where('journalLines.partyId', '=', clientId)
    .executeTakeFirst();
  // A liability: credit balances are negative sums.
  return -Number(row?.cents ?? 0);
}

/**
 * Open question 3 of the plan: a client's credit pays their next invoice as soon as it is issued,
 * as a 'client_credit' payment (reference CREDIT-<invoice number>). Returns the cents applied.
 */
export async function applyClientCredit(
  trx: Executor,
  invoice: { id: number; number: string; clientId: number; issueDate: string },
  recordedBy: number | null,
): Promise<number> {
  const credit = await findClientCreditCents(trx, invoice.clientId);
  if (credit <= 0) return 0;
  const { balanceDueCents } = await findInvoiceSettlement(trx, invoice.id);
  const amountCents = Math.min(credit, balanceDueCents);
  if (amountCents <= 0) return 0;
  await applyReceipt(trx, {
    invoiceId: invoice.id,
    amountCents,
    currency: 'USD',
    reference: `CREDIT-${invoice.number}`,
    paidAt: new Date(`${invoice.issueDate}T00:00:00Z`),
    recordedBy,
    provider: 'client_credit',
  });
  return amountCents;
}
