import { formatUsd, type TCreditNote } from '@talanta/schema';
import { clientLines, issuerLines } from './document-parties';
import { lineTable } from './invoice-pdf';
import { renderBusinessDocumentPdf, type TPdfRenderOptions } from './pdf-page-frame';

/**
 * A credit note (a developer's: their statement of it) as a PDF on the invoice's frame: issuer,
 * client, the invoice it corrects and why, the credited lines, the sums (ADR 0035). In English, as
 * the invoice is (an issued document).
 */
export function renderCreditNotePdf(note: TCreditNote, options: TPdfRenderOptions = {}): Promise<Buffer> {
  const statement = note.view === 'statement';
  const why = note.paidByTalanta
    ? 'A trial ended as not a fit: the client is not billed for these hours; Talanta pays the developer for them.'
    : `Correction: ${note.note}`;
  return renderBusinessDocumentPdf(
    {
      title: `Credit note ${note.number}`,
      subject: `Credit note for invoice ${note.invoiceNumber}`,
      issuer: issuerLines(note.issuer),
      client: clientLines(note.client),
      details: [`Credit note ${note.number} for invoice ${note.invoiceNumber}`, `Issued: ${note.issueDate}`],
      table: lineTable(note.lines),
      totals: statement
        ? [['Your hours credited', formatUsd(note.subtotalCents)]]
        : [
            ['Subtotal credited', formatUsd(note.subtotalCents)],
            ['Platform fee credited', formatUsd(note.feeCents ?? 0)],
            ['Total credited (USD)', formatUsd(note.totalCents ?? 0)],
          ],
      notes: [why],
    },
    options,
  );
}
