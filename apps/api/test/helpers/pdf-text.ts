import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Reads a PDF back with Debian's poppler-utils, as a person's PDF reader would: pdftotext for the
 * text (through the embedded fonts' ToUnicode maps and ActualText spans), pdffonts for the fonts.
 * Missing tools fail the test with the package to install (.ci/run installs it; README dev setup).
 */
function poppler(tool: 'pdftotext' | 'pdffonts', args: (file: string) => string[], pdf: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), 'talanta-pdf-'));
  const file = join(folder, 'document.pdf');
  try {
    writeFileSync(file, pdf);
    return execFileSync(tool, args(file), { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} was not found: install poppler-utils (apt-get install poppler-utils)`);
    }
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The text of a PDF: `pdftotext -enc UTF-8 file -`. */
export function pdfText(pdf: Uint8Array): string {
  return poppler('pdftotext', (file) => ['-enc', 'UTF-8', file, '-'], pdf);
}

/** Each font of a PDF as pdffonts lists it: name without the subset tag, and whether it is embedded. */
export function pdfFonts(pdf: Uint8Array): { name: string; embedded: boolean }[] {
  const rows = poppler('pdffonts', (file) => [file], pdf)
    .split('\n')
    .slice(2)
    .filter(Boolean);
  return rows.map((row) => {
    const [name = '', ...columns] = row.trim().split(/\s+/);
    // Columns after the name: type words, encoding, then emb sub uni object id.
    const embedded = columns.at(-5) === 'yes';
    return { name: name.replace(/^[A-Z]{6}\+/, ''), embedded };
  });
}
