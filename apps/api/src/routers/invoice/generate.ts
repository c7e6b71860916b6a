import { ZGenerateInvoicesInput, ZInvoice } from '@talanta/schema';
import { z } from 'zod';
import { adminProcedure } from '../../trpc/procedures';
import { issueInvoices } from './issue-invoices';
import { todayUtc, toInvoice } from './to-invoice';
import { detailsFor, viewerOf } from './viewer';

/**
 * POST /api/admin/invoices/generate: invoices at once over every approved, unbilled week ending on
 * or before `through` (default today). Two runs at once never bill a week twice: each locks the
 * weeks it bills and skips those another holds. An empty list means nothing was due.
 */
export const generate = adminProcedure
  .input(ZGenerateInvoicesInput)
  .output(z.array(ZInvoice))
  .mutation(async ({ ctx, input }) => {
    const today = todayUtc();
    const invoices = await ctx.db.transaction().execute((trx) =>
      issueInvoices(trx, {
        through: input.through ?? today,
        issueDate: today,
        feePercent: ctx.services.config.invoicing.feePercent,
        platform: ctx.services.config.platform,
        createdBy: ctx.user.id,
        origin: ctx.origin,
      }),
    );
    ctx.services.jobs.wake();
    const viewer = viewerOf(ctx.user);
    const details = await detailsFor(
      ctx.db,
      invoices.map((invoice) => invoice.id),
      viewer,
    );
    return invoices.map((invoice) => toInvoice(invoice, details, viewer));
  });
