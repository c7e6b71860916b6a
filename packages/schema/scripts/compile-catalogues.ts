/**
 * Compiles the message catalogues (src/i18n/catalogues/<namespace>/<locale>.json, ICU messages) with
 * Lingui's own compiler into modules the Lingui runtime reads as they are (src/i18n/compiled/), and
 * writes src/i18n/catalogues.gen.ts: the namespaces, their message ids as types and a loader per
 * namespace and language (one chunk each in the browser). Every language must hold exactly the
 * English catalogue's ids, with the same placeholders: a missing or stray text fails here, and the
 * test that the compiled files are current (catalogues.test.ts) fails in CI.
 *
 * `pnpm --filter @talanta/schema i18n:compile` after editing a catalogue.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileCatalogues } from '../src/i18n/compile';

const i18nDir = join(dirname(fileURLToPath(import.meta.url)), '../src/i18n');
const sourceDir = join(i18nDir, 'catalogues');

const sources: Record<string, Record<string, Record<string, string>>> = {};
for (const namespace of readdirSync(sourceDir).sort()) {
  sources[namespace] = {};
  for (const file of readdirSync(join(sourceDir, namespace)).filter((name) => name.endsWith('.json'))) {
    sources[namespace][file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(join(sourceDir, namespace, file), 'utf8'),
    );
  }
}

const { files, problems } = compileCatalogues(sources);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
rmSync(join(i18nDir, 'compiled'), { recursive: true, force: true });
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(i18nDir, path)), { recursive: true });
  writeFileSync(join(i18nDir, path), text);
}
console.log(`${Object.keys(files).length} files written under packages/schema/src/i18n.`);
