import { z } from 'zod';
import { type RestRoute, restRoute, sendPdfDownload } from '../route';

const TAG = 'Credit note';

/** Credit notes (issue 39): corrections of issued invoices and trials ended as not a fit. */
export const creditNoteRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/credit-notes',
    procedure: 'creditNote.list',
    tag: TAG,
    summary:
      "Credit notes, newest first: a client's own, a developer's statements of the notes over their lines (`paidByTalanta` for a trial ended as not a fit), every one for an admin",
  },
  {
    method: 'GET',
    path: '/credit-notes/:id',
    procedure: 'creditNote.byId',
    tag: TAG,
    summary: 'One credit note with the same visibility as the list (anyone else: 404)',
  },
  restRoute({
    method: 'GET',
    path: '/credit-notes/:id/pdf',
    procedure: 'creditNote.pdf',
    tag: TAG,
    summary: 'The credit note as a PDF (a developer gets their statement of it)',
    send: sendPdfDownload,
    response: z.string().meta({ contentMediaType: 'application/pdf', description: 'The PDF file' }),
  }),
  {
    method: 'POST',
    path: '/admin/invoices/:id/credit-notes',
    procedure: 'creditNote.create',
    status: 201,
    tag: TAG,
    summary:
      'Correct an issued invoice by crediting some of its lines `{ lineIds, note }` (admin): the credit note CN-YYYY-NNNNNN; a line credited before is 409. Within the balance due it reduces what the client owes, beyond it (a paid invoice) it becomes their credit',
    example: { lineIds: [12], note: 'Week billed at the wrong rate' },
  },
];
