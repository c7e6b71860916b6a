import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * The fonts our PDFs embed (ADR 0036): Noto Sans (Latin with ₹, Greek, Cyrillic) and Noto Sans
 * Devanagari from npm, and Noto Sans CJK from Debian's fonts-noto-cjk when it is installed (the npm
 * CJK package is 96 MB). Each file is read and parsed by fontkit (the library pdfkit shapes with)
 * once per process: pdfkit takes parsed fontkit fonts (its changelog: "Accept already-parsed
 * fontkit Font instances", 0.20.0), so a document pays neither the read nor the parse of the layout
 * tables (about 100 ms a face).
 */

export type TPdfScript = 'devanagari' | 'cjk' | 'other';
export type TPdfWeight = 'regular' | 'bold';

export interface TPdfFontFace {
  /** The name the face is registered under in each pdfkit document. */
  name: string;
  /** Scripts the face is tried first for; every face is a fallback for the others. */
  scripts: readonly TPdfScript[];
  /** The parsed face: pdfkit draws with it, and it answers which code points it has. */
  glyphs: Font;
}

/** Debian's fonts-noto-cjk path (Simplified Chinese face of the collection: covers Han, kana, Hangul). */
export const CJK_FONT_FILES: Record<TPdfWeight, string> = {
  regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
};
const CJK_FACES: Record<TPdfWeight, string> = {
  regular: 'NotoSansCJKsc-Regular',
  bold: 'NotoSansCJKsc-Bold',
};

const NPM_FONTS: Record<TPdfWeight, { name: string; module: string; scripts: TPdfScript[] }[]> = {
  regular: [
    {
      name: 'NotoSans',
      module: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      scripts: ['other'],
    },
    {
      name: 'NotoSansDevanagari',
      module: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
      scripts: ['devanagari'],
    },
  ],
  bold: [
    {
      name: 'NotoSans-Bold',
      module: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
      scripts: ['other'],
    },
    {
      name: 'NotoSansDevanagari-Bold',
      module: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
      scripts: ['devanagari'],
    },
  ],
};

function asFont(loaded: ReturnType<typeof create>, file: string): Font {
  if ('fonts' in loaded) throw new Error(`${file}: expected one font, found a collection`);
  return loaded;
}

function loadFaces(weight: TPdfWeight): TPdfFontFace[] {
  const require = createRequire(import.meta.url);
  const faces: TPdfFontFace[] = NPM_FONTS[weight].map(({ name, module, scripts }) => {
    const file = require.resolve(module);
    return { name, scripts, glyphs: asFont(create(readFileSync(file)), file) };
  });
  const cjkFile = CJK_FONT_FILES[weight];
  if (existsSync(cjkFile)) {
    const name = CJK_FACES[weight];
    faces.push({ name, scripts: ['cjk'], glyphs: asFont(create(readFileSync(cjkFile), name), cjkFile) });
  }
  return faces;
}

export type TPdfFonts = Record<TPdfWeight, readonly TPdfFontFace[]>;

let loaded: TPdfFonts | undefined;

/** Every face, read on first use and kept for the life of the process (never per request). */
export function pdfFonts(): TPdfFonts {
  loaded ??= { regular: loadFaces('regular'), bold: loadFaces('bold') };
  return loaded;
}
