import { ZCreditNote, ZCreditNoteIdInput } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';
import { loadVisibleCreditNote } from './viewer';

/** GET /api/credit-notes/{id}: the same visibility as the list; anyone else gets 404. */
export const byId = signedInProcedure
  .input(ZCreditNoteIdInput)
  .output(ZCreditNote)
  .query(({ ctx, input }) => loadVisibleCreditNote(ctx.db, input.id, ctx.user));
