import { formatUsd, type TCreditNote } from '@talanta/schema';
import PDFDocument from 'pdfkit';

const MARGIN = 50;
/** Column x positions of a line: developer, contract/job, week, hours, amount. */
const COLUMNS = [MARGIN, 170, 320, 400, 480] as const;
const PAGE_BOTTOM = 760;

/**
 * The credit note (a developer's: their statement of it) as a PDF, drawn as the invoice's is:
 * issuer, client, the invoice it credits, the credited lines, the sums. Uncompressed streams, so
 * its text can be checked. The document helper replaces the inside with embedded fonts later.
 */
export function renderCreditNotePdf(note: TCreditNote): Promise<Buffer> {
  const statement = note.view === 'statement';
  const title = `Credit note ${note.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: {
      Title: title,
      Author: note.issuer.legalName,
      Subject: `Credit note for invoice ${note.invoiceNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(note.issuer.legalName, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9);
  for (const line of note.issuer.address.split('\n').filter(Boolean)) doc.text(line);
  if (note.issuer.registrationNumber) doc.text(`Registration: ${note.issuer.registrationNumber}`);
  for (const taxNumber of note.issuer.taxNumbers) doc.text(taxNumber);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10).text(`Credit note ${note.number} for invoice ${note.invoiceNumber}`);
  const client = note.client.companyName ?? note.client.name;
  doc.text(`Client: ${client}${note.client.companyName ? ` (${note.client.name})` : ''}`);
  if (note.client.taxNumber) doc.text(`Client tax number: ${note.client.taxNumber}`);
  doc.text(`Issued: ${note.issueDate}`);
  doc.text(
    `Reason: ${note.reason === 'trial_not_a_fit' ? 'Trial ended as not a fit' : 'Correction'}. ${note.note}`,
  );
  let y = doc.y + 16;
  const row = (cells: string[]) =>
    cells.forEach((cell, index) => {
      const x = COLUMNS[index] ?? MARGIN;
      const next = COLUMNS[index + 1] ?? 545;
      doc.text(cell, x, y, { width: next - x - 6, lineBreak: false, ellipsis: true });
    });
  doc.font('Helvetica-Bold');
  row(['Developer', 'Contract / job', 'Week of', 'Hours', 'Credited']);
  doc.font('Helvetica');
  for (const line of note.lines) {
    y += 18;
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    row([
      line.developerName,
      `#${line.contractId} ${line.jobTitle ?? 'Direct hire'}`,
      line.weekStart,
      (line.minutes / 60).toFixed(2),
      formatUsd(line.amountCents),
    ]);
  }
  y += 30;
  const sums: [string, string][] = statement
    ? [['Your lines credited', formatUsd(note.subtotalCents)]]
    : [
        ['Subtotal credited', formatUsd(note.subtotalCents)],
        ['Platform fee credited', formatUsd(note.feeCents ?? 0)],
        ['Total credited (USD)', formatUsd(note.totalCents ?? 0)],
      ];
  for (const [label, amount] of sums) {
    doc.text(label, COLUMNS[2], y, { width: 150 });
    doc.text(amount, COLUMNS[4], y, { width: 65 });
    y += 16;
  }
  doc.text(
    note.paidByTalanta
      ? statement
        ? 'The client is not billed for these hours; Talanta still pays you for them.'
        : 'You are not billed for these trial hours; Talanta pays the developer.'
      : 'This amount is taken off the invoice; anything already paid beyond it is kept as your credit.',
    MARGIN,
    y + 20,
  );
  doc.end();
  return done;
}
