import { type Executor, findInvoiceFor, findInvoiceLines, type InvoiceViewer } from '@talanta/db';
import { INVOICE_MESSAGES, type TInvoice, type TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { toInvoice } from './to-invoice';

export const viewerOf = (user: TUser): InvoiceViewer => ({ id: user.id, role: user.role });

/** The lines a viewer may see: a developer only their own. */
export const linesFor = (db: Executor, invoiceIds: number[], viewer: InvoiceViewer) =>
  findInvoiceLines(db, invoiceIds, viewer.role === 'developer' ? viewer.id : undefined);

/** One invoice as the viewer sees it; anyone it is not for gets the 404 of a missing one. */
export async function loadVisibleInvoice(db: Executor, id: number, user: TUser): Promise<TInvoice> {
  const viewer = viewerOf(user);
  const invoice = await findInvoiceFor(db, id, viewer);
  if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: INVOICE_MESSAGES.notFound });
  return toInvoice(invoice, await linesFor(db, [invoice.id], viewer), viewer);
}
