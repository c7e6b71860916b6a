import { ZCreditNoteIdInput, ZInvoicePdf } from '@talanta/schema';
import { renderCreditNotePdf } from '../../documents/credit-note-pdf';
import { signedInProcedure } from '../../trpc/procedures';
import { loadVisibleCreditNote } from './viewer';

/** GET /api/credit-notes/{id}/pdf: the credit note as a PDF, a developer's as their statement. */
export const pdf = signedInProcedure
  .input(ZCreditNoteIdInput)
  .output(ZInvoicePdf)
  .query(async ({ ctx, input }) => {
    const note = await loadVisibleCreditNote(ctx.db, input.id, ctx.user);
    const content = await renderCreditNotePdf(note);
    return { filename: `${note.number}.pdf`, contentBase64: content.toString('base64') };
  });
