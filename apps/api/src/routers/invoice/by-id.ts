import { ZInvoice, ZInvoiceIdInput } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';
import { loadVisibleInvoice } from './viewer';

/** GET /api/invoices/{id}: the same visibility as the list; anyone else gets 404. */
export const byId = signedInProcedure
  .input(ZInvoiceIdInput)
  .output(ZInvoice)
  .query(({ ctx, input }) => loadVisibleInvoice(ctx.db, input.id, ctx.user));
