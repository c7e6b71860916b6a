import {
  DELETED_USER_FULL_NAME,
  type InvoiceCreditNoteRecord,
  type InvoiceLineRecord,
  type InvoicePaymentRecord,
  type InvoiceRecord,
  type InvoiceViewer,
} from '@talanta/db';
import { isOverdue, type TInvoice, type TInvoiceLine } from '@talanta/schema';

export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** What an invoice shows beside its own row, loaded for a page of invoices at once (viewer.ts). */
export interface InvoiceDetails {
  lines: InvoiceLineRecord[];
  payments: InvoicePaymentRecord[];
  creditNotes: InvoiceCreditNoteRecord[];
}

function toInvoiceLine(line: InvoiceLineRecord): TInvoiceLine {
  return {
    id: line.id,
    contractId: line.contractId,
    jobTitle: line.jobTitle,
    developerId: line.developerId,
    developerName: line.developerName,
    weekStart: line.weekStart,
    minutes: line.minutes,
    hourlyRateCents: line.hourlyRateCents,
    amountCents: line.amountCents,
    creditNoteNumber: line.creditNoteNumber,
  };
}

/**
 * An invoice as its viewer may see it, from what was frozen at issue (ADR 0035). A developer's
 * view is a statement: their lines only (the caller loads no others), their sum as the subtotal,
 * and no fee, total, payments or payment instructions.
 */
export function toInvoice(invoice: InvoiceRecord, details: InvoiceDetails, viewer: InvoiceViewer): TInvoice {
  const own = details.lines.filter((line) => line.invoiceId === invoice.id);
  const statement = viewer.role === 'developer';
  const payments = details.payments.filter((payment) => payment.invoiceId === invoice.id);
  const ownCreditNoteNumbers = new Set(own.map((line) => line.creditNoteNumber));
  const creditNotes = details.creditNotes.filter(
    (note) => note.invoiceId === invoice.id && (!statement || ownCreditNoteNumbers.has(note.number)),
  );
  const creditedCents = creditNotes.reduce((sum, note) => sum + note.totalCents, 0);
  const amountPaidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const latest = payments.at(-1);
  return {
    id: invoice.id,
    number: invoice.number,
    view: statement ? 'statement' : 'invoice',
    issuer: invoice.issuerSnapshot,
    client: {
      id: invoice.clientId,
      // The stored snapshot is kept; a client who deleted their account reads as one (ADR 0007).
      name: invoice.clientDeleted ? DELETED_USER_FULL_NAME : invoice.clientSnapshot.name,
      companyName: invoice.clientSnapshot.companyName,
      taxNumber: invoice.clientSnapshot.taxNumber,
      taxNumberKind: invoice.clientSnapshot.taxNumberKind,
      country: invoice.clientSnapshot.country,
      address: invoice.clientDeleted ? null : invoice.clientSnapshot.address,
    },
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    status: invoice.status,
    overdue: isOverdue(invoice, todayUtc()),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    subtotalCents: statement ? own.reduce((sum, line) => sum + line.amountCents, 0) : invoice.subtotalCents,
    feePercent: statement ? null : invoice.feePercent,
    feeCents: statement ? null : invoice.feeCents,
    totalCents: statement ? null : invoice.totalCents,
    lines: own.map(toInvoiceLine),
    paymentInstructions: statement ? null : invoice.paymentInstructions,
    payment:
      statement || !latest ? null : { reference: latest.reference, paidAt: latest.paidAt.toISOString() },
    payments: statement
      ? []
      : payments.map((payment) => ({
          provider: payment.provider,
          reference: payment.reference,
          amountCents: payment.amountCents,
          paidAt: payment.paidAt.toISOString(),
        })),
    creditedCents: statement ? null : creditedCents,
    amountPaidCents: statement ? null : amountPaidCents,
    balanceDueCents: statement ? null : Math.max(invoice.totalCents - creditedCents - amountPaidCents, 0),
    creditNotes: creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      totalCents: note.totalCents,
    })),
  };
}
