import {
  type Executor,
  findInvoiceCreditNotes,
  findInvoiceFor,
  findInvoiceLines,
  findInvoicePayments,
  type InvoiceViewer,
} from '@talanta/db';
import { INVOICE_MESSAGES, type TInvoice, type TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { type InvoiceDetails, toInvoice } from './to-invoice';

export const viewerOf = (user: TUser): InvoiceViewer => ({ id: user.id, role: user.role });

/** The lines a viewer may see (a developer only their own), with the invoices' payments and credit notes. */
export async function detailsFor(
  db: Executor,
  invoiceIds: number[],
  viewer: InvoiceViewer,
): Promise<InvoiceDetails> {
  return {
    lines: await findInvoiceLines(db, invoiceIds, viewer.role === 'developer' ? viewer.id : undefined),
    payments: await findInvoicePayments(db, invoiceIds),
    creditNotes: await findInvoiceCreditNotes(db, invoiceIds),
  };
}

/** One invoice as the viewer sees it; anyone it is not for gets the 404 of a missing one. */
export async function loadVisibleInvoice(db: Executor, id: number, user: TUser): Promise<TInvoice> {
  const viewer = viewerOf(user);
  const invoice = await findInvoiceFor(db, id, viewer);
  if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: INVOICE_MESSAGES.notFound });
  return toInvoice(invoice, await detailsFor(db, [invoice.id], viewer), viewer);
}
