import { z } from 'zod';
import { type RestRoute, restRoute, sendPdfDownload } from '../route';

const TAG = 'Invoice';

/** Invoices, earnings statements and bank transfer payments (issue 13); money in integer US cents. */
export const invoiceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/invoices',
    procedure: 'invoice.list',
    tag: TAG,
    summary:
      "Invoices, newest first: a client's own, a developer's earnings statements (only their lines, no fee), every invoice for an admin; each with `overdue`",
  },
  {
    method: 'GET',
    path: '/invoices/:id',
    procedure: 'invoice.byId',
    tag: TAG,
    summary: 'One invoice with the same visibility as the list (anyone else: 404)',
  },
  restRoute({
    method: 'GET',
    path: '/invoices/:id/pdf',
    procedure: 'invoice.pdf',
    tag: TAG,
    summary: 'The invoice as a PDF (a developer gets their earnings statement)',
    send: sendPdfDownload,
    response: z.string().meta({ contentMediaType: 'application/pdf', description: 'The PDF file' }),
  }),
  {
    method: 'GET',
    path: '/earnings',
    procedure: 'invoice.earnings',
    tag: TAG,
    summary:
      "The developer's `{ earnedCents, invoicedCents, paidCents }`: approved but not invoiced, on unpaid invoices, on paid invoices",
  },
  {
    method: 'POST',
    path: '/admin/invoices/generate',
    procedure: 'invoice.generate',
    status: 201,
    tag: TAG,
    summary:
      'Invoice at once every approved, not yet invoiced week ending on or before `through` (YYYY-MM-DD, default today): the invoices created, one per client (admin)',
    example: { through: '2027-01-31' },
  },
  {
    method: 'PUT',
    path: '/admin/invoices/:id/paid',
    procedure: 'invoice.markPaid',
    tag: TAG,
    summary:
      'Record the bank transfer that paid the whole total `{ reference, paidAt }` (admin); the same reference again answers the invoice, another on a paid invoice is 409',
    example: { reference: 'KCB-TRF-20270205-4471', paidAt: '2027-02-05T09:30:00+03:00' },
  },
];
