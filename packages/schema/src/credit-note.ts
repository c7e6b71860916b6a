import { z } from 'zod';
import { text, ZId } from './fields';
import { ZInvoiceLine } from './invoice';
import { ZDocumentClient, ZIssuer } from './invoice-documents';

/**
 * Credit notes (issue 39, ADR 0035): an issued invoice never changes; a correction, or a trial
 * ended as not a fit, credits some of its lines (each at most once). A developer sees a note over
 * their lines as a statement: only those lines, and whether Talanta still pays them (a trial).
 */

export const CREDIT_NOTE_REASONS = ['trial_not_a_fit', 'correction'] as const;
export type TCreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

export const CREDIT_NOTE_LIMITS = { noteMax: 500, linesMax: 500 } as const;

export const CREDIT_NOTE_MESSAGES = {
  notFound: 'Credit note not found',
  lines: 'Choose at least one line of the invoice to credit',
  lineNotOnInvoice: (lineId: number) => `Line ${lineId} is not on this invoice`,
  lineAlreadyCredited: (lineId: number) => `Line ${lineId} has already been credited`,
  nothingToCredit: 'The chosen lines come to $0.00: there is nothing to credit',
  note: `Give a reason for the credit note (1-${CREDIT_NOTE_LIMITS.noteMax} characters)`,
} as const;

/** POST /api/admin/invoices/{id}/credit-notes: the invoice's lines to credit and why. */
export const ZCreateCreditNoteInput = z.object({
  id: ZId,
  lineIds: z
    .array(ZId, { error: CREDIT_NOTE_MESSAGES.lines })
    .min(1, CREDIT_NOTE_MESSAGES.lines)
    .max(CREDIT_NOTE_LIMITS.linesMax, CREDIT_NOTE_MESSAGES.lines),
  note: text(CREDIT_NOTE_MESSAGES.note)
    .trim()
    .min(1, CREDIT_NOTE_MESSAGES.note)
    .max(CREDIT_NOTE_LIMITS.noteMax, CREDIT_NOTE_MESSAGES.note),
});
export type TCreateCreditNoteInput = z.input<typeof ZCreateCreditNoteInput>;

export const ZCreditNoteIdInput = z.object({ id: ZId });

const dateText = z.string().meta({ format: 'date' });

/** A credited line: the invoice line it credits, as the invoice showed it. */
export const ZCreditNoteLine = ZInvoiceLine.omit({ creditNoteNumber: true }).extend({
  invoiceLineId: z.number().int(),
});

export const ZCreditNote = z.object({
  id: z.number().int(),
  /** 'CN-2026-000001'. */
  number: z.string(),
  /** `statement`: a developer's view, with only their lines; fee and total are then null. */
  view: z.enum(['credit_note', 'statement']),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  reason: z.enum(CREDIT_NOTE_REASONS),
  /** A trial ended as not a fit: the client is not billed, Talanta still pays the developer. */
  paidByTalanta: z.boolean(),
  note: z.string(),
  issueDate: dateText,
  issuer: ZIssuer,
  client: ZDocumentClient,
  /** The sum of the lines shown (a statement: the developer's own). */
  subtotalCents: z.number().int(),
  feeCents: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  lines: z.array(ZCreditNoteLine),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;
