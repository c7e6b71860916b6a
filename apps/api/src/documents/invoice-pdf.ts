import { formatUsd, type TInvoice } from '@talanta/schema';
import { renderBusinessDocumentPdf, type TPdfRenderOptions, type TPdfTableColumn } from './pdf-page-frame';

const COLUMNS: readonly TPdfTableColumn[] = [
  { header: 'Developer', width: 115 },
  { header: 'Contract / job', width: 160 },
  { header: 'Week of', width: 62 },
  { header: 'Hours', width: 40, align: 'right' },
  { header: 'Rate', width: 55, align: 'right' },
  { header: 'Amount', width: 63, align: 'right' },
];

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/**
 * The invoice (or, for a developer, their earnings statement) as a PDF: number, dates, client, a
 * row per contract and week, the fee and total, and how to pay.
 */
export function renderInvoicePdf(invoice: TInvoice, options: TPdfRenderOptions = {}): Promise<Buffer> {
  const statement = invoice.view === 'statement';
  const { client } = invoice;
  const status = invoice.status === 'paid' ? `Paid ${invoice.paidAt?.slice(0, 10) ?? ''}` : 'Issued, unpaid';
  return renderBusinessDocumentPdf(
    {
      title: `${statement ? 'Earnings statement' : 'Invoice'} ${invoice.number}`,
      subject: 'Talanta invoice',
      issuer: ['Talanta'],
      client: [
        `Client: ${client.companyName ?? client.name}${client.companyName ? ` (${client.name})` : ''}`,
      ],
      details: [
        `Period: ${invoice.periodStart} to ${invoice.periodEnd}`,
        `Issued: ${invoice.issueDate}    Due: ${invoice.dueDate} (NET 14)`,
        `Status: ${invoice.overdue ? 'Overdue' : status}`,
      ],
      table: {
        columns: COLUMNS,
        rows: invoice.lines.map((line) => [
          line.developerName,
          `#${line.contractId} ${line.jobTitle ?? 'Direct hire'}`,
          line.weekStart,
          hours(line.minutes),
          formatUsd(line.hourlyRateCents),
          formatUsd(line.amountCents),
        ]),
      },
      totals: statement
        ? [['Your earnings', formatUsd(invoice.subtotalCents)]]
        : [
            ['Subtotal', formatUsd(invoice.subtotalCents)],
            [`Platform fee (${invoice.feePercent}%)`, formatUsd(invoice.feeCents ?? 0)],
            ['Total due (USD)', formatUsd(invoice.totalCents ?? 0)],
          ],
      notes: [
        statement
          ? 'Talanta pays out your earnings once the client has paid this invoice.'
          : `Pay by bank transfer to Talanta, quoting ${invoice.number} as the reference.`,
      ],
    },
    options,
  );
}
