import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileCatalogues, STANDALONE_NAMESPACES } from '../src/i18n/compile';
import { LOCALES } from '../src/i18n/locales';
import { ZTimeZone } from '../src/time-zone';
import { currentTimeZoneName } from '../src/time-zone-name';

const i18nDir = join(dirname(fileURLToPath(import.meta.url)), '../src/i18n');

function readSources() {
  const sources: Record<string, Record<string, Record<string, string>>> = {};
  for (const namespace of readdirSync(join(i18nDir, 'catalogues'))) {
    sources[namespace] = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        JSON.parse(readFileSync(join(i18nDir, 'catalogues', namespace, `${locale}.json`), 'utf8')),
      ]),
    );
  }
  return sources;
}

describe('the message catalogues', () => {
  it('hold every English id in every language, with the same placeholders, each in one namespace', () => {
    expect(compileCatalogues(readSources()).problems).toEqual([]);
  });

  it('word a text an email and a screen both show the same way (an email kind in the footer and on /unsubscribe)', () => {
    const sources = readSources();
    // The one text whose English serves different things: a relationship in an email, a category on screen.
    const worded = new Set(['Other']);
    const differing: string[] = [];
    for (const [namespace, byLocale] of Object.entries(sources)) {
      if (STANDALONE_NAMESPACES.includes(namespace)) continue;
      for (const locale of LOCALES) {
        for (const [id, text] of Object.entries(byLocale[locale] ?? {})) {
          const inEmail = sources.email?.[locale]?.[id];
          if (inEmail !== undefined && inEmail !== text && !worded.has(id))
            differing.push(`${namespace}/${locale}: "${id}" is "${text}" on screen, "${inEmail}" in emails`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('are compiled as committed (pnpm --filter @talanta/schema i18n:compile)', () => {
    const { files } = compileCatalogues(readSources());
    for (const [path, text] of Object.entries(files)) {
      expect(readFileSync(join(i18nDir, path), 'utf8'), path).toBe(text);
    }
  });

  it('name a missing text, a stray one and a placeholder that differs', () => {
    const { problems } = compileCatalogues({
      sample: {
        ...Object.fromEntries(LOCALES.map((locale) => [locale, { 'Hello {name}': 'x {name}', Bye: 'y' }])),
        de: { 'Hello {name}': 'Hallo {nom}', Extra: 'z' },
      },
    });
    expect(problems).toEqual([
      'sample/de: "Hello {name}" fills in {nom}, English {name}',
      'sample/de: "Bye" is missing',
      'sample/de: "Extra" is not in English',
    ]);
  });
});

describe('time zones by the names people use today', () => {
  it('stores a zone a browser reports by its old name under IANA’s current one', () => {
    expect(ZTimeZone.parse('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(ZTimeZone.parse('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(ZTimeZone.parse('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(ZTimeZone.parse('Africa/Nairobi')).toBe('Africa/Nairobi');
    expect(currentTimeZoneName('UTC')).toBe('UTC');
  });
});
