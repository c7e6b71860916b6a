import { z } from 'zod';
import { addDays } from './calendar-date';
import { isDateInRange, text, ZId } from './fields';
import { ZDocumentClient, ZIssuer, ZPaymentInstructions } from './invoice-documents';

/**
 * Invoices (issue 13): one per client and period, a line per contract and week, the platform fee
 * and the total, in integer US cents. A developer sees an invoice as their earnings statement: only
 * their own lines and their sum, never the other developers' lines nor the fee.
 */

/** credited: credit notes brought the balance to zero before any money arrived (issue 39). */
export const INVOICE_STATUSES = ['issued', 'paid', 'credited'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** NET 14: an invoice is due two weeks after its issue date. */
export const INVOICE_DUE_DAYS = 14;

export const INVOICE_PERIODS = ['month', 'week', 'day'] as const;
export type TInvoicePeriod = (typeof INVOICE_PERIODS)[number];

export const INVOICE_LIMITS = { referenceMax: 100 } as const;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  through: 'Through must be a date (YYYY-MM-DD)',
  reference: `Give the bank transfer reference (1-${INVOICE_LIMITS.referenceMax} characters)`,
  paidAt: 'Paid at must be a date and time (ISO 8601)',
  paidAtFuture: 'The payment date cannot be in the future',
  paidAtBeforeIssue: 'The payment date cannot be before the invoice’s issue date',
  alreadyPaid: 'This invoice is already paid',
  nothingDue: 'Credit notes cover this invoice: nothing is left to pay',
  referenceUsed: 'This bank transfer reference already paid another invoice',
} as const;

export const ZInvoiceIdInput = z.object({ id: ZId });

const date = (message: string) =>
  text(message)
    .pipe(z.iso.date({ error: message }))
    .refine(isDateInRange, message)
    .meta({ format: 'date' });

/** POST /api/admin/invoices/generate: bill approved weeks ending on or before `through` (default today). */
export const ZGenerateInvoicesInput = z.object({ through: date(INVOICE_MESSAGES.through).optional() });

/** PUT /api/admin/invoices/{id}/paid: the bank transfer's reference and value date. */
export const ZMarkInvoicePaidInput = z.object({
  id: ZId,
  reference: text(INVOICE_MESSAGES.reference)
    .trim()
    .min(1, INVOICE_MESSAGES.reference)
    .max(INVOICE_LIMITS.referenceMax, INVOICE_MESSAGES.reference),
  paidAt: text(INVOICE_MESSAGES.paidAt)
    .pipe(z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: INVOICE_MESSAGES.paidAt }))
    .refine(isDateInRange, INVOICE_MESSAGES.paidAt)
    .describe('When the money arrived: a date-time with offset, or a date (midnight UTC)'),
});
export type TMarkInvoicePaidInput = z.input<typeof ZMarkInvoicePaidInput>;

const dateText = z.string().meta({ format: 'date' });
const dateTime = z.string().meta({ format: 'date-time' });

export const ZInvoiceLine = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  jobTitle: z.string().nullable(),
  developerId: z
    .number()
    .int()
    .describe(
      "The developer's user id: an issued invoice keeps it after the account is deleted (docs/api-versioning.md)",
    ),
  developerName: z.string(),
  weekStart: dateText,
  minutes: z.number().int(),
  hourlyRateCents: z.number().int(),
  amountCents: z.number().int(),
  /** The credit note that credited this line, if one did (a line is credited at most once). */
  creditNoteNumber: z.string().nullable(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  /** `statement`: a developer's view, with only their lines; fee and total are then null. */
  view: z.enum(['invoice', 'statement']),
  /** Who issued it: the platform's legal details as they were at issue. */
  issuer: ZIssuer,
  /** The client as they were at issue (renaming the company later leaves the invoice as issued). */
  client: ZDocumentClient,
  periodStart: dateText,
  periodEnd: dateText,
  issueDate: dateText,
  dueDate: dateText,
  status: z.enum(INVOICE_STATUSES),
  /** Issued, and the due date is before today (UTC). Derived, never stored. */
  overdue: z.boolean(),
  paidAt: dateTime.nullable(),
  /** The sum of the lines shown (a statement: the developer's own lines). */
  subtotalCents: z.number().int(),
  feePercent: z.number().int().nullable(),
  feeCents: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  lines: z.array(ZInvoiceLine),
  /** Where to pay and the reference to quote; null on a developer's statement. */
  paymentInstructions: ZPaymentInstructions.nullable(),
  /** The payment that settled it, else the latest; null before any (and on a statement). */
  payment: z.object({ reference: z.string(), paidAt: dateTime }).nullable(),
  /** Every payment, oldest first ('client_credit': the client's credit paid it); [] on a statement. */
  payments: z.array(
    z.object({
      provider: z.enum(['bank_transfer', 'client_credit']),
      reference: z.string(),
      amountCents: z.number().int(),
      paidAt: dateTime,
    }),
  ),
  /** Credit notes' totals, payments' sum, and what is left to pay; null on a statement. */
  creditedCents: z.number().int().nullable(),
  amountPaidCents: z.number().int().nullable(),
  balanceDueCents: z.number().int().nullable(),
  /** The credit notes on this invoice (a statement: those crediting the developer's lines). */
  creditNotes: z.array(z.object({ id: z.number().int(), number: z.string(), totalCents: z.number().int() })),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoicePdf = z.object({
  filename: z.string(),
  /** The PDF's bytes, base64 (REST sends them as application/pdf). */
  contentBase64: z.string(),
});

/** GET /api/earnings: a developer's money in three states, in cents. */
export const ZEarnings = z.object({
  /** Approved hours not yet on an invoice. */
  earnedCents: z.number().int(),
  /** On issued invoices the client has not paid yet. */
  invoicedCents: z.number().int(),
  /** On invoices the client has paid. */
  paidCents: z.number().int(),
  /** Trial hours of a contract ended as not a fit: the client is not billed, Talanta pays them. */
  trialPaidByTalantaCents: z.number().int(),
  /** What Talanta owes the developer now and has not yet put in a payout batch. */
  payableCents: z.number().int(),
  /** In payouts queued or sent, not yet confirmed by the bank. */
  inTransitCents: z.number().int(),
  /** In payouts the bank confirmed (settled). */
  paidOutCents: z.number().int(),
});
export type TEarnings = z.infer<typeof ZEarnings>;

/** Whether an issued invoice is past its due date on `today` ('YYYY-MM-DD', UTC). */
export function isOverdue(invoice: { status: TInvoiceStatus; dueDate: string }, today: string): boolean {
  return invoice.status === 'issued' && invoice.dueDate < today;
}

/**
 * The last day of the last period that has ended by `now` (UTC): yesterday for `day`, last Sunday
 * before this ISO week for `week`, the last day of the previous calendar month for `month`.
 */
export function lastFinishedPeriodEnd(period: TInvoicePeriod, now: Date): string {
  const today = now.toISOString().slice(0, 10);
  if (period === 'day') return addDays(today, -1);
  if (period === 'week') return addDays(today, -(((now.getUTCDay() + 6) % 7) + 1));
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
}

/** The first day of the period that ends on `periodEnd`. */
export function periodStartOf(period: TInvoicePeriod, periodEnd: string): string {
  if (period === 'day') return periodEnd;
  if (period === 'week') return addDays(periodEnd, -6);
  return `${periodEnd.slice(0, 8)}01`;
}
