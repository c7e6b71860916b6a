import {
  applyReceipt,
  findInvoiceSettlement,
  findInvoicesByIds,
  findPaymentByReference,
  lockInvoice,
} from '@talanta/db';
import { INVOICE_MESSAGES, ZInvoice, ZMarkInvoicePaidInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { bankTransferProvider } from '../../payments/bank-transfer';
import { adminProcedure } from '../../trpc/procedures';
import { announcePaidInvoice } from './invoice-effects';
import { loadVisibleInvoice } from './viewer';

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/**
 * PUT /api/admin/invoices/{id}/paid: the admin records the bank transfer that paid what was left
 * to pay (the total, less credit notes and earlier payments). It goes through `applyReceipt`, as
 * the bank statement import does, so it posts to the ledger and makes the developers' shares payable.
 * The invoice's row lock makes two calls at once happen one after the other; the same reference
 * again answers the invoice as it is (a retry), another reference on a paid invoice is a 409.
 */
export const markPaid = adminProcedure
  .input(ZMarkInvoicePaidInput)
  .output(ZInvoice)
  .mutation(async ({ ctx, input }) => {
    const paidAt = new Date(input.paidAt.length === 10 ? `${input.paidAt}T00:00:00Z` : input.paidAt);
    if (paidAt.getTime() > Date.now())
      throw new TRPCError({ code: 'BAD_REQUEST', message: INVOICE_MESSAGES.paidAtFuture });
    await ctx.db.transaction().execute(async (trx) => {
      const invoice = await lockInvoice(trx, input.id);
      if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: INVOICE_MESSAGES.notFound });
      const earlier = await findPaymentByReference(trx, input.reference);
      if (earlier && earlier.invoiceId === invoice.id) return;
      if (earlier) throw conflict(INVOICE_MESSAGES.referenceUsed);
      if (invoice.status === 'paid') throw conflict(INVOICE_MESSAGES.alreadyPaid);
      const { balanceDueCents } = await findInvoiceSettlement(trx, invoice.id);
      if (balanceDueCents === 0) throw conflict(INVOICE_MESSAGES.nothingDue);
      if (paidAt.toISOString().slice(0, 10) < invoice.issueDate)
        throw new TRPCError({ code: 'BAD_REQUEST', message: INVOICE_MESSAGES.paidAtBeforeIssue });
      const outcome = await bankTransferProvider.recordPayment({
        subjectId: invoice.id,
        reference: input.reference,
        paidAt,
        amountCents: balanceDueCents,
      });
      if (outcome.status !== 'succeeded') throw new Error(`bank transfer answered ${outcome.status}`);
      await applyReceipt(trx, {
        invoiceId: invoice.id,
        amountCents: balanceDueCents,
        currency: 'USD',
        reference: outcome.providerReference,
        paidAt: outcome.settledAt,
        recordedBy: ctx.user.id,
      });
      const [paid] = await findInvoicesByIds(trx, [invoice.id]);
      if (!paid) throw new Error(`invoice ${invoice.id} vanished inside its own transaction`);
      await announcePaidInvoice(trx, paid, ctx.origin);
    });
    ctx.services.jobs.wake();
    return loadVisibleInvoice(ctx.db, input.id, ctx.user);
  });
