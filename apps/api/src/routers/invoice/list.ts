import { findInvoicesFor } from '@talanta/db';
import { ZInvoice } from '@talanta/schema';
import { z } from 'zod';
import { signedInProcedure } from '../../trpc/procedures';
import { toInvoice } from './to-invoice';
import { detailsFor, viewerOf } from './viewer';

/** GET /api/invoices: a client's own, a developer's earnings statements, every invoice for an admin. */
export const list = signedInProcedure.output(z.array(ZInvoice)).query(async ({ ctx }) => {
  const viewer = viewerOf(ctx.user);
  const invoices = await findInvoicesFor(ctx.db, viewer);
  const details = await detailsFor(
    ctx.db,
    invoices.map((invoice) => invoice.id),
    viewer,
  );
  return invoices.map((invoice) => toInvoice(invoice, details, viewer));
});
