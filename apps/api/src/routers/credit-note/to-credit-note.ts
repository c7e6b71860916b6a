import {
  type CreditNoteLineRecord,
  type CreditNoteRecord,
  DELETED_USER_FULL_NAME,
  type InvoiceViewer,
} from '@talanta/db';
import type { TCreditNote } from '@talanta/schema';

/**
 * A credit note as its viewer may see it, from what was frozen at issue. A developer's view is a
 * statement: their lines only (the caller loads no others), their sum, no fee or total.
 */
export function toCreditNote(
  note: CreditNoteRecord,
  lines: CreditNoteLineRecord[],
  viewer: InvoiceViewer,
): TCreditNote {
  const own = lines.filter((line) => line.creditNoteId === note.id);
  const statement = viewer.role === 'developer';
  return {
    id: note.id,
    number: note.number,
    view: statement ? 'statement' : 'credit_note',
    invoiceId: note.invoiceId,
    invoiceNumber: note.invoiceNumber,
    reason: note.reason,
    paidByTalanta: note.reason === 'trial_not_a_fit',
    note: note.note,
    issueDate: note.issueDate,
    issuer: note.issuerSnapshot,
    client: {
      id: note.clientId,
      // The stored snapshot is kept; a client who deleted their account reads as one (ADR 0007).
      name: note.clientDeleted ? DELETED_USER_FULL_NAME : note.clientSnapshot.name,
      companyName: note.clientSnapshot.companyName,
      taxNumber: note.clientSnapshot.taxNumber,
      taxNumberKind: note.clientSnapshot.taxNumberKind,
      country: note.clientSnapshot.country,
      address: note.clientDeleted ? null : note.clientSnapshot.address,
    },
    subtotalCents: statement ? own.reduce((sum, line) => sum + line.amountCents, 0) : note.subtotalCents,
    feeCents: statement ? null : note.feeCents,
    totalCents: statement ? null : note.totalCents,
    lines: own.map((line) => ({
      id: line.id,
      invoiceLineId: line.invoiceLineId,
      contractId: line.contractId,
      developerId: line.developerId,
      developerName: line.developerName,
      jobTitle: line.jobTitle,
      weekStart: line.weekStart,
      minutes: line.minutes,
      hourlyRateCents: line.hourlyRateCents,
      amountCents: line.amountCents,
    })),
  };
}
