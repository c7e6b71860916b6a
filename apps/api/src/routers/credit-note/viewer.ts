import { type Executor, findCreditNoteFor, findCreditNoteLines, type InvoiceViewer } from '@talanta/db';
import { CREDIT_NOTE_MESSAGES, type TCreditNote, type TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { viewerOf } from '../invoice/viewer';
import { toCreditNote } from './to-credit-note';

/** The lines a viewer may see of these notes: a developer only their own. */
export const creditNoteLinesFor = (db: Executor, ids: number[], viewer: InvoiceViewer) =>
  findCreditNoteLines(db, ids, viewer.role === 'developer' ? viewer.id : undefined);

/** One credit note as the viewer sees it; anyone it is not for gets the 404 of a missing one. */
export async function loadVisibleCreditNote(db: Executor, id: number, user: TUser): Promise<TCreditNote> {
  const viewer = viewerOf(user);
  const note = await findCreditNoteFor(db, id, viewer);
  if (!note) throw new TRPCError({ code: 'NOT_FOUND', message: CREDIT_NOTE_MESSAGES.notFound });
  return toCreditNote(note, await creditNoteLinesFor(db, [note.id], viewer), viewer);
}
