import { formatUsd, type TInvoice, type TInvoiceLine } from '@talanta/schema';
import { clientLines, issuerLines, paymentInstructionNotes } from './document-parties';
import { renderBusinessDocumentPdf, type TPdfRenderOptions, type TPdfTableColumn } from './pdf-page-frame';

const LINE_COLUMNS: readonly TPdfTableColumn[] = [
  { header: 'Developer', width: 115 },
  { header: 'Contract / job', width: 160 },
  { header: 'Week of', width: 62 },
  { header: 'Hours', width: 40, align: 'right' },
  { header: 'Rate', width: 55, align: 'right' },
  { header: 'Amount', width: 63, align: 'right' },
];

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** The table of billed weeks, a row per contract and week: the invoice's and its credit notes'. */
export function lineTable(lines: readonly Omit<TInvoiceLine, 'id' | 'creditNoteNumber'>[]) {
  return {
    columns: LINE_COLUMNS,
    rows: lines.map((line) => [
      line.developerName,
      `#${line.contractId} ${line.jobTitle ?? 'Direct hire'}`,
      line.weekStart,
      hours(line.minutes),
      formatUsd(line.hourlyRateCents),
      formatUsd(line.amountCents),
    ]),
  };
}

function statusLine(invoice: TInvoice): string {
  if (invoice.status === 'paid') return `Status: Paid ${invoice.paidAt?.slice(0, 10) ?? ''}`;
  if (invoice.status === 'credited') return 'Status: Credited in full (nothing to pay)';
  return `Status: ${invoice.overdue ? 'Overdue' : 'Issued, unpaid'}`;
}

/** Credit notes and payments under the total, and what is left to pay. */
function settlementTotals(invoice: TInvoice): [string, string][] {
  if (invoice.creditNotes.length === 0 && invoice.payments.length === 0) return [];
  return [
    ...invoice.creditNotes.map((note): [string, string] => [
      `Credit note ${note.number}`,
      `−${formatUsd(note.totalCents)}`,
    ]),
    ...invoice.payments.map((payment): [string, string] => [
      `Paid ${payment.paidAt.slice(0, 10)} (${payment.reference})`,
      `−${formatUsd(payment.amountCents)}`,
    ]),
    ['Balance due (USD)', formatUsd(invoice.balanceDueCents ?? 0)],
  ];
}

/**
 * The invoice (or, for a developer, their earnings statement) as a PDF, drawn from what was frozen
 * at issue (ADR 0035): issuer, client and tax numbers, a row per contract and week, fee and total,
 * credit notes, payments and the balance, and how to pay. In English whatever the viewer's
 * language (issue 41): an issued document reads the same for every party, accountant and auditor.
 */
export function renderInvoicePdf(invoice: TInvoice, options: TPdfRenderOptions = {}): Promise<Buffer> {
  const statement = invoice.view === 'statement';
  return renderBusinessDocumentPdf(
    {
      title: `${statement ? 'Earnings statement' : 'Invoice'} ${invoice.number}`,
      subject: 'Talanta invoice',
      issuer: issuerLines(invoice.issuer),
      client: clientLines(invoice.client),
      details: [
        `Period: ${invoice.periodStart} to ${invoice.periodEnd}`,
        `Issued: ${invoice.issueDate}    Due: ${invoice.dueDate} (NET 14)`,
        statusLine(invoice),
      ],
      table: lineTable(invoice.lines),
      totals: statement
        ? [['Your earnings', formatUsd(invoice.subtotalCents)]]
        : [
            ['Subtotal', formatUsd(invoice.subtotalCents)],
            [`Platform fee (${invoice.feePercent}%)`, formatUsd(invoice.feeCents ?? 0)],
            ['Total (USD)', formatUsd(invoice.totalCents ?? 0)],
            ...settlementTotals(invoice),
          ],
      notes: statement
        ? ['Talanta pays out your earnings once the client has paid this invoice.']
        : [
            'Tax: not charged on this invoice.',
            ...(invoice.paymentInstructions && (invoice.balanceDueCents ?? 0) > 0
              ? paymentInstructionNotes(invoice.paymentInstructions)
              : []),
          ],
    },
    options,
  );
}
