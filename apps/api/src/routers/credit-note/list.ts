import { findCreditNotesFor } from '@talanta/db';
import { ZCreditNote } from '@talanta/schema';
import { z } from 'zod';
import { signedInProcedure } from '../../trpc/procedures';
import { viewerOf } from '../invoice/viewer';
import { toCreditNote } from './to-credit-note';
import { creditNoteLinesFor } from './viewer';

/** GET /api/credit-notes: a client's own, a developer's statements of notes over their lines, all for an admin. */
export const list = signedInProcedure.output(z.array(ZCreditNote)).query(async ({ ctx }) => {
  const viewer = viewerOf(ctx.user);
  const notes = await findCreditNotesFor(ctx.db, viewer);
  const lines = await creditNoteLinesFor(
    ctx.db,
    notes.map((note) => note.id),
    viewer,
  );
  return notes.map((note) => toCreditNote(note, lines, viewer));
});
