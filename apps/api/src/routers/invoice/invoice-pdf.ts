import { formatUsd, type TInvoice } from '@talanta/schema';
import PDFDocument from 'pdfkit';

const MARGIN = 50;
/** Column x positions of a line: developer, contract/job, week, hours, rate, amount. */
const COLUMNS = [MARGIN, 160, 290, 360, 410, 480] as const;
const PAGE_BOTTOM = 760;

const hours = (minutes: number) => (minutes / 60).toFixed(2);

function row(doc: PDFKit.PDFDocument, cells: string[], y: number) {
  cells.forEach((cell, index) => {
    const x = COLUMNS[index] ?? MARGIN;
    const next = COLUMNS[index + 1] ?? 545;
    doc.text(cell, x, y, { width: next - x - 6, lineBreak: false, ellipsis: true });
  });
}

/**
 * The invoice (or, for a developer, their earnings statement) as a PDF with pdfkit: number, dates,
 * client, a row per contract and week, the fee and total, and how to pay. Streams are left
 * uncompressed: the file stays small and its text can be checked.
 */
export function renderInvoicePdf(invoice: TInvoice): Promise<Buffer> {
  const statement = invoice.view === 'statement';
  const title = `${statement ? 'Earnings statement' : 'Invoice'} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: title, Author: 'Talanta', Subject: 'Talanta invoice' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Talanta', MARGIN, MARGIN);
  doc.fontSize(14).text(title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  const client = invoice.client.companyName ?? invoice.client.name;
  doc.text(`Client: ${client}${invoice.client.companyName ? ` (${invoice.client.name})` : ''}`);
  doc.text(`Period: ${invoice.periodStart} to ${invoice.periodEnd}`);
  doc.text(`Issued: ${invoice.issueDate}    Due: ${invoice.dueDate} (NET 14)`);
  const status = invoice.status === 'paid' ? `Paid ${invoice.paidAt?.slice(0, 10) ?? ''}` : 'Issued, unpaid';
  doc.text(`Status: ${invoice.overdue ? 'Overdue' : status}`);

  let y = doc.y + 20;
  doc.font('Helvetica-Bold');
  row(doc, ['Developer', 'Contract / job', 'Week of', 'Hours', 'Rate', 'Amount'], y);
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    y += 18;
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    row(
      doc,
      [
        line.developerName,
        `#${line.contractId} ${line.jobTitle ?? 'Direct hire'}`,
        line.weekStart,
        hours(line.minutes),
        formatUsd(line.hourlyRateCents),
        formatUsd(line.amountCents),
      ],
      y,
    );
  }
  y += 30;
  if (y > PAGE_BOTTOM - 80) {
    doc.addPage();
    y = MARGIN;
  }
  const sums: [string, string][] = statement
    ? [['Your earnings', formatUsd(invoice.subtotalCents)]]
    : [
        ['Subtotal', formatUsd(invoice.subtotalCents)],
        [`Platform fee (${invoice.feePercent}%)`, formatUsd(invoice.feeCents ?? 0)],
        ['Total due (USD)', formatUsd(invoice.totalCents ?? 0)],
      ];
  for (const [label, amount] of sums) {
    doc.text(label, COLUMNS[3], y, { width: 120 });
    doc.text(amount, COLUMNS[5], y, { width: 65 });
    y += 16;
  }
  doc.text(
    statement
      ? 'Talanta pays out your earnings once the client has paid this invoice.'
      : `Pay by bank transfer to Talanta, quoting ${invoice.number} as the reference.`,
    MARGIN,
    y + 20,
  );
  doc.end();
  return done;
}
