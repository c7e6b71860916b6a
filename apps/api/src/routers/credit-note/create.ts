import { CreditNoteRefusal, issueCreditNote } from '@talanta/db';
import { CREDIT_NOTE_MESSAGES, INVOICE_MESSAGES, ZCreateCreditNoteInput, ZCreditNote } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { adminProcedure } from '../../trpc/procedures';
import { tellCorrection } from './credit-note-effects';
import { loadVisibleCreditNote } from './viewer';

function refusalToError(refusal: CreditNoteRefusal): TRPCError {
  const lineId = refusal.lineId ?? 0;
  switch (refusal.reason) {
    case 'invoice_not_found':
      return new TRPCError({ code: 'NOT_FOUND', message: INVOICE_MESSAGES.notFound });
    case 'line_not_on_invoice':
      return new TRPCError({ code: 'BAD_REQUEST', message: CREDIT_NOTE_MESSAGES.lineNotOnInvoice(lineId) });
    case 'line_already_credited':
      return new TRPCError({ code: 'CONFLICT', message: CREDIT_NOTE_MESSAGES.lineAlreadyCredited(lineId) });
    case 'nothing_to_credit':
      return new TRPCError({ code: 'BAD_REQUEST', message: CREDIT_NOTE_MESSAGES.nothingToCredit });
  }
}

/**
 * POST /api/admin/invoices/{id}/credit-notes: the admin corrects an issued invoice by crediting
 * some of its lines (reason 'correction'): the note, its posting and the invoice's new status in
 * one transaction, under the invoice's row lock, with the notices to the client and the developers.
 */
export const create = adminProcedure
  .input(ZCreateCreditNoteInput)
  .output(ZCreditNote)
  .mutation(async ({ ctx, input }) => {
    let id: number;
    try {
      id = await ctx.db.transaction().execute(async (trx) => {
        const issued = await issueCreditNote(trx, {
          invoiceId: input.id,
          lineIds: input.lineIds,
          reason: 'correction',
          note: input.note,
          createdBy: ctx.user.id,
        });
        await tellCorrection(trx, issued, ctx.origin);
        return issued;
      });
    } catch (error) {
      if (error instanceof CreditNoteRefusal) throw refusalToError(error);
      throw error;
    }
    ctx.services.jobs.wake();
    return loadVisibleCreditNote(ctx.db, id, ctx.user);
  });
