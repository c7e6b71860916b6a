import type { InvoiceLineRecord, InvoiceRecord, InvoiceViewer } from '@talanta/db';
import { isOverdue, type TInvoice, type TInvoiceLine } from '@talanta/schema';

export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

function toInvoiceLine(line: InvoiceLineRecord): TInvoiceLine {
  return {
    id: line.id,
    contractId: line.contractId,
    jobTitle: line.jobTitle,
    developerId: line.developerId,
    developerName: `${line.developerFirstName} ${line.developerLastName}`,
    weekStart: line.weekStart,
    minutes: line.minutes,
    hourlyRateCents: line.hourlyRateCents,
    amountCents: line.amountCents,
  };
}

/**
 * An invoice as its viewer may see it. A developer's view is a statement: their lines only (the
 * caller loads no others), their sum as the subtotal, and no fee or total.
 */
export function toInvoice(
  invoice: InvoiceRecord,
  lines: InvoiceLineRecord[],
  viewer: InvoiceViewer,
): TInvoice {
  const own = lines.filter((line) => line.invoiceId === invoice.id);
  const statement = viewer.role === 'developer';
  return {
    id: invoice.id,
    number: invoice.number,
    view: statement ? 'statement' : 'invoice',
    client: {
      id: invoice.clientId,
      name: `${invoice.clientFirstName} ${invoice.clientLastName}`,
      companyName: invoice.clientCompanyName,
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
  };
}
