import { pdfFonts, type TPdfFontFace, type TPdfFonts, type TPdfScript, type TPdfWeight } from './pdf-fonts';

/**
 * Text in any script on a pdfkit page (ADR 0036). A string is cut into runs of one script
 * (spaces, digits and punctuation join their neighbours), and each run is drawn with the first
 * face that has every glyph of it, the faces made for that script tried first. fontkit shapes
 * each run (Devanagari conjuncts and matras), so a run must never mix two faces.
 */

export interface TTextRun {
  text: string;
  script: TPdfScript;
  face: TPdfFontFace;
}

export interface TTextStyle {
  size: number;
  weight?: TPdfWeight;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

function scriptOf(character: string): TPdfScript | null {
  if (DEVANAGARI.test(character)) return 'devanagari';
  if (CJK.test(character)) return 'cjk';
  return NEUTRAL.test(character) ? null : 'other';
}

/** Cuts text into runs of one script; neutral characters join the run before them (or after, at the start). */
export function splitByScript(text: string): { text: string; script: TPdfScript }[] {
  const runs: { text: string; script: TPdfScript }[] = [];
  let pending = '';
  for (const character of text) {
    const script = scriptOf(character);
    const last = runs.at(-1);
    if (script === null) {
      if (last) last.text += character;
      else pending += character;
    } else if (last && last.script === script) {
      last.text += character;
    } else {
      runs.push({ text: pending + character, script });
      pending = '';
    }
  }
  if (pending) runs.push({ text: pending, script: 'other' });
  return runs;
}

function covers(face: TPdfFontFace, text: string): boolean {
  for (const character of text) {
    if (!face.glyphs.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

/** Code points that no face has (drawn with the script's first face, as its missing-glyph box). */
export function missingGlyphs(faces: readonly TPdfFontFace[], text: string): string[] {
  return [...new Set(text)].filter((character) => !faces.some((face) => covers(face, character)));
}

/** Runs of one script and one face each: the script's own faces first, then every other face. */
export function textRuns(faces: readonly TPdfFontFace[], text: string): TTextRun[] {
  return splitByScript(text).map(({ text: part, script }) => {
    const ordered = [
      ...faces.filter((face) => face.scripts.includes(script)),
      ...faces.filter((face) => !face.scripts.includes(script)),
    ];
    const face = ordered.find((candidate) => covers(candidate, part)) ?? ordered[0] ?? faces[0];
    if (!face) throw new Error('No PDF font is loaded');
    return { text: part, script, face };
  });
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
const ELLIPSIS = '…';

/**
 * Draws and measures text in one pdfkit document with the embedded faces. Missing glyphs are
 * reported through `onMissingGlyphs` (the caller logs them) and still drawn, never dropped.
 */
export class PdfText {
  private readonly fonts: TPdfFonts;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly onMissingGlyphs: (characters: string[], text: string) => void = () => {},
    fonts: TPdfFonts = pdfFonts(),
  ) {
    this.fonts = fonts;
    // pdfkit embeds a subset of a face on its first use. @types/pdfkit 0.17 predates parsed
    // fontkit fonts as a source (pdfkit 0.20.0), hence the cast.
    for (const face of [...fonts.regular, ...fonts.bold]) {
      doc.registerFont(face.name, face.glyphs as unknown as PDFKit.Mixins.PDFFontSource);
    }
  }

  private runs(text: string, style: TTextStyle): TTextRun[] {
    return textRuns(this.fonts[style.weight ?? 'regular'], text);
  }

  private runWidth(run: TTextRun, size: number): number {
    return this.doc.font(run.face.name).fontSize(size).widthOfString(run.text);
  }

  /** The width of text as it would be drawn, in points. */
  width(text: string, style: TTextStyle): number {
    return this.runs(text, style).reduce((sum, run) => sum + this.runWidth(run, style.size), 0);
  }

  /** The longest start of text (whole graphemes) that fits maxWidth with an ellipsis, or text itself. */
  fit(text: string, maxWidth: number, style: TTextStyle): string {
    if (this.width(text, style) <= maxWidth) return text;
    const parts = [...graphemes.segment(text)].map((part) => part.segment);
    const shortened = (count: number) => `${parts.slice(0, count).join('').trimEnd()}${ELLIPSIS}`;
    // Binary search for the most graphemes that fit: each probe is a shaping pass.
    let fits = 0;
    let tooLong = parts.length;
    while (tooLong - fits > 1) {
      const middle = Math.floor((fits + tooLong) / 2);
      if (this.width(shortened(middle), style) <= maxWidth) fits = middle;
      else tooLong = middle;
    }
    return fits === 0 && this.width(ELLIPSIS, style) > maxWidth ? '' : shortened(fits);
  }

  /** Greedy word wrap into lines no wider than maxWidth (a single longer word is cut with an ellipsis). */
  wrap(text: string, maxWidth: number, style: TTextStyle): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= maxWidth) line = candidate;
      else {
        if (line) lines.push(line);
        line = this.fit(word, maxWidth, style);
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /**
   * Draws one line with its top at y, from x (or ending at x + width when align is 'right'),
   * cut with an ellipsis to width when one is given. Returns the drawn width.
   */
  draw(
    text: string,
    x: number,
    y: number,
    style: TTextStyle & { width?: number; align?: 'left' | 'right' },
  ): number {
    const shown = style.width === undefined ? text : this.fit(text, style.width, style);
    const missing = missingGlyphs(this.fonts[style.weight ?? 'regular'], shown);
    if (missing.length > 0) this.onMissingGlyphs(missing, shown);
    const runs = this.runs(shown, style);
    const total = runs.reduce((sum, run) => sum + this.runWidth(run, style.size), 0);
    let left = style.align === 'right' && style.width !== undefined ? x + style.width - total : x;
    // One baseline for every run: faces differ in ascent, so each run is placed by its baseline.
    const primary = this.fonts[style.weight ?? 'regular'][0];
    const ascent = primary ? (primary.glyphs.ascent / primary.glyphs.unitsPerEm) * style.size : style.size;
    // Shaped scripts draw marks and conjuncts out of text order and offset from their base, which
    // text extraction reads as broken words; ActualText gives readers (copy, search, screen
    // readers, pdftotext) the whole line as written.
    const shaped = runs.some((run) => run.script === 'devanagari');
    if (shaped) this.doc.markContent('Span', { actual: shown });
    for (const run of runs) {
      const width = this.runWidth(run, style.size);
      this.doc.text(run.text, left, y + ascent, { lineBreak: false, baseline: 'alphabetic' });
      left += width;
    }
    if (shaped) this.endActualText();
    return total;
  }

  /**
   * Closes an ActualText span under the coordinate system pdfkit draws text in (its pages are
   * flipped to a top-left origin, text is flipped back): readers such as poppler place the span's
   * text with the transformation in force at its end.
   */
  private endActualText() {
    this.doc.save();
    this.doc.transform(1, 0, 0, -1, 0, this.doc.page.height);
    this.doc.endMarkedContent();
    this.doc.restore();
  }

  /** The height of one line at a size, the step between lines. */
  lineHeight(size: number): number {
    return size * 1.45;
  }
}
