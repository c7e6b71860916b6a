import PDFDocument from 'pdfkit';
import { PdfText } from './pdf-text';

/**
 * The page frame of our money documents (invoice, earnings statement, credit note): issuer block,
 * title, client block, details, a table of lines, totals and closing notes, in embedded Noto fonts
 * so any name prints (ADR 0036). Content streams stay uncompressed (ADR 0298): small files whose
 * text tools can read.
 */

export interface TPdfTableColumn {
  header: string;
  /** Width in points; the columns together span at most the text width (495 pt on A4). */
  width: number;
  align?: 'left' | 'right';
}

export interface TBusinessDocumentPdf {
  /** Drawn as the heading and stored as the PDF's Title, e.g. "Invoice TAL-2026-000123". */
  title: string;
  subject: string;
  /** The issuer's name (drawn large and bold), then its address and numbers, a line each. */
  issuer: readonly string[];
  /** Who the document is for, a line each (the first bold). */
  client: readonly string[];
  /** Dates, period, status: a line each. */
  details: readonly string[];
  table: { columns: readonly TPdfTableColumn[]; rows: readonly (readonly string[])[] };
  /** Label and amount pairs under the table, the last one bold (the total). */
  totals: readonly (readonly [string, string])[];
  /** Paragraphs after the totals (how to pay, what happens next), wrapped to the page. */
  notes: readonly string[];
}

export interface TPdfRenderOptions {
  /** Told of characters no embedded face has (drawn as the missing-glyph box): the caller logs them. */
  onMissingGlyphs?: (characters: string[], text: string) => void;
}

const MARGIN = 50;
const TEXT_WIDTH = 495;
const PAGE_BOTTOM = 780;
const BODY = { size: 10 } as const;
const BOLD = { size: 10, weight: 'bold' } as const;
const CELL_GAP = 6;

export function renderBusinessDocumentPdf(
  content: TBusinessDocumentPdf,
  options: TPdfRenderOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: content.title, Author: content.issuer[0] ?? 'Talanta', Subject: content.subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = new PdfText(doc, options.onMissingGlyphs);
  let y = MARGIN;
  const lines = (shown: readonly string[], firstStyle: { size: number; weight?: 'bold' }) => {
    shown.forEach((line, index) => {
      const style = index === 0 ? firstStyle : BODY;
      text.draw(line, MARGIN, y, { ...style, width: TEXT_WIDTH });
      y += text.lineHeight(style.size);
    });
  };
  const room = (height: number) => {
    if (y + height <= PAGE_BOTTOM) return;
    doc.addPage();
    y = MARGIN;
  };

  lines(content.issuer, { size: 20, weight: 'bold' });
  y += 6;
  lines([content.title], { size: 14, weight: 'bold' });
  y += 6;
  lines(content.client, BOLD);
  y += 4;
  lines(content.details, BODY);

  const { columns, rows } = content.table;
  const row = (cells: readonly string[], style: typeof BODY | typeof BOLD) => {
    let x = MARGIN;
    columns.forEach((column, index) => {
      const width = column.width - CELL_GAP;
      text.draw(cells[index] ?? '', x, y, { ...style, width, align: column.align });
      x += column.width;
    });
    y += text.lineHeight(style.size);
  };
  y += 16;
  row(
    columns.map((column) => column.header),
    BOLD,
  );
  for (const cells of rows) {
    if (y + text.lineHeight(BODY.size) > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
      row(
        columns.map((column) => column.header),
        BOLD,
      );
    }
    row(cells, BODY);
  }

  y += 16;
  room(text.lineHeight(BODY.size) * content.totals.length);
  content.totals.forEach(([label, amount], index) => {
    const style = index === content.totals.length - 1 ? BOLD : BODY;
    text.draw(label, MARGIN + TEXT_WIDTH - 285, y, { ...style, width: 200 });
    text.draw(amount, MARGIN + TEXT_WIDTH - 85, y, { ...style, width: 85, align: 'right' });
    y += text.lineHeight(style.size);
  });

  y += 14;
  for (const paragraph of content.notes) {
    const wrapped = text.wrap(paragraph, TEXT_WIDTH, BODY);
    room(text.lineHeight(BODY.size) * wrapped.length);
    lines(wrapped, BODY);
    y += 6;
  }
  doc.end();
  return done;
}
