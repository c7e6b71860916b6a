import { ZInvoiceIdInput, ZInvoicePdf } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';
import { renderInvoicePdf } from './invoice-pdf';
import { loadVisibleInvoice } from './viewer';

/** GET /api/invoices/{id}/pdf: the invoice as a PDF, a developer's as their earnings statement. */
export const pdf = signedInProcedure
  .input(ZInvoiceIdInput)
  .output(ZInvoicePdf)
  .query(async ({ ctx, input }) => {
    const invoice = await loadVisibleInvoice(ctx.db, input.id, ctx.user);
    const content = await renderInvoicePdf(invoice);
    return { filename: `${invoice.number}.pdf`, contentBase64: content.toString('base64') };
  });
