import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../src/documents/invoice-pdf';
import { pdfFonts as loadedPdfFonts } from '../src/documents/pdf-fonts';
import { PdfText, textRuns } from '../src/documents/pdf-text';
import { useTestApp } from './helpers/app';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { type Actor, postJob, signedInActor } from './helpers/jobs';
import { dateIn } from './helpers/offers';
import { pdfFonts, pdfText } from './helpers/pdf-text';

const t = useTestApp();

// Names without reph or pre-base matra: pdftotext reads those in visual order (issue 39 plan, §4).
const COMPANY = 'सुनीता देसाई एंड कंपनी';

describe('invoice PDF: names in any script (ADR 0036)', () => {
  let client: Actor;
  let invoice: { id: number; number: string };

  beforeAll(async () => {
    const admin = await signedInActor(t, 'admin');
    client = await signedInActor(t, 'client', { firstName: 'Sunita', lastName: 'Desai' });
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: COMPANY })
      .where('userId', '=', client.user.id)
      .execute();
    const billing = await client.http.put('/api/clients/profile/billing', {
      taxNumberKind: 'gst',
      taxNumber: '27AAPFU0939F1ZV',
      country: 'IN',
      billingAddress: 'Plot 12, MIDC Andheri East\nMumbai 400093',
    });
    expect(billing.status, JSON.stringify(billing.body)).toBe(200);
    const job = await postJob(client, { title: 'Payroll in ₹ and KES' });
    const anand = await contractAt(t, client, job.id, 40, { firstName: 'Anand', lastName: 'कुमार' });
    const dmitry = await contractAt(t, client, job.id, 35, { firstName: 'Дмитрий', lastName: 'Иванов' });
    await insertApprovedWeek(t.db, anand.contractId, mondayWeeksAgo(1), 300);
    await insertApprovedWeek(t.db, dmitry.contractId, mondayWeeksAgo(1), 120);
    const made = await admin.http.post('/api/admin/invoices/generate', { through: dateIn(-1) });
    expect(made.status).toBe(201);
    [invoice] = made.body;
  });

  it('prints Devanagari, ₹ and Cyrillic names and the client’s billing address and GSTIN, read back by pdftotext', async () => {
    const response = await client.http.get(`/api/invoices/${invoice.id}/pdf`);
    expect(response.status).toBe(200);
    const text = pdfText(response.raw.rawPayload);
    for (const shown of [
      `Client: ${COMPANY} (Sunita Desai)`,
      'Plot 12, MIDC Andheri East',
      'Mumbai 400093',
      'GSTIN 27AAPFU0939F1ZV',
      'Anand कुमार',
      'Дмитрий Иванов',
      'Payroll in ₹ and KES',
      '$200.00',
      '$70.00',
      `quoting ${invoice.number} as the reference`,
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('embeds subsets of Noto Sans and Noto Sans Devanagari, and no other font', async () => {
    const response = await client.http.get(`/api/invoices/${invoice.id}/pdf`);
    const fonts = pdfFonts(response.raw.rawPayload);
    expect(fonts.map((font) => font.name).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
    ]);
    expect(fonts.every((font) => font.embedded)).toBe(true);
  });
});

describe('choosing a face per script run', () => {
  const faces = loadedPdfFonts().regular;
  const runsOf = (text: string) => textRuns(faces, text).map((run) => [run.text, run.face.name]);

  it('cuts text into script runs, spaces and punctuation joining their neighbours', () => {
    expect(runsOf('Anand कुमार (₹ 500)')).toEqual([
      ['Anand ', 'NotoSans'],
      ['कुमार (₹ 500)', 'NotoSansDevanagari'],
    ]);
    expect(runsOf('Дмитрий Ωμέγα, Zoë')).toEqual([['Дмитрий Ωμέγα, Zoë', 'NotoSans']]);
    expect(runsOf('')).toEqual([]);
  });

  it('cuts a line that is too wide at whole graphemes, with an ellipsis', () => {
    const text = new PdfText(new PDFDocument({ compress: false }));
    const style = { size: 10 };
    const name = 'Anand कुमार Venkataraman';
    expect(text.fit(name, 1000, style)).toBe(name);
    expect(text.fit(name, 60, style)).toBe('Anand कुमा…');
    // Grapheme ends of the name: a cut never parts a consonant from its vowel sign (कु, मा).
    const ends = new Set<number>();
    let end = 0;
    for (const { segment } of new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(name)) {
      end += segment.length;
      ends.add(end);
    }
    for (let width = 20; width < text.width(name, style); width += 5) {
      const cut = text.fit(name, width, style);
      expect(cut.endsWith('…'), cut).toBe(true);
      expect(text.width(cut, style)).toBeLessThanOrEqual(width);
      const kept = cut.slice(0, -1).trimEnd();
      expect(name.startsWith(kept) && (kept === '' || ends.has(kept.length)), cut).toBe(true);
    }
    expect(text.fit(name, 1, style)).toBe('');
  });

  it('reads the font files once per process', () => {
    expect(loadedPdfFonts()).toBe(loadedPdfFonts());
  });

  it('tells the caller of a character no face has, and still draws the rest', async () => {
    const missing: string[][] = [];
    const bytes = await renderInvoicePdf(
      {
        id: 1,
        number: 'TAL-2026-000001',
        view: 'invoice',
        issuer: {
          legalName: 'Example Talanta Ltd',
          address: '1 Example Road',
          registrationNumber: null,
          taxNumbers: [],
        },
        client: {
          id: 1,
          name: 'Grace Wanjiru',
          companyName: 'Duka 🦒 Ltd',
          taxNumber: null,
          taxNumberKind: null,
          country: null,
          address: null,
        },
        periodStart: '2026-11-02',
        periodEnd: '2026-11-08',
        issueDate: '2026-11-09',
        dueDate: '2026-11-23',
        status: 'issued',
        overdue: false,
        paidAt: null,
        subtotalCents: 0,
        feePercent: 10,
        feeCents: 0,
        totalCents: 0,
        lines: [],
        paymentInstructions: null,
        payment: null,
        payments: [],
        creditedCents: 0,
        amountPaidCents: 0,
        balanceDueCents: 0,
        creditNotes: [],
      },
      { onMissingGlyphs: (characters) => missing.push(characters) },
    );
    expect(missing).toEqual([['🦒']]);
    expect(pdfText(bytes)).toContain('Client: Duka');
  });
});
