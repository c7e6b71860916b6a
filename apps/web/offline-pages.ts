import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const catalogues = new URL('../../packages/schema/src/i18n/catalogues/offline/', import.meta.url);
const template = new URL('./offline-page.html', import.meta.url);

const OFFLINE_BODY =
  'Talanta could not be reached. Check your connection; nothing you saved is lost. This page comes from your device, and it holds none of your data.';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The offline page's file in a language: English at /offline.html, the others beside it. (Vite
 * loads this config as JavaScript, so the languages are the catalogue's files, not the schema's
 * TypeScript list; the catalogue test holds them to it.)
 */
const offlinePageFile = (locale: string) => (locale === 'en' ? 'offline.html' : `offline.${locale}.html`);

/**
 * Writes the offline page (issue 41) once per language into the client build, from the `offline`
 * catalogue: the service worker (public/sw.js) keeps the page of the language it was registered
 * with. Static pages, so they show without a server and without a script.
 */
export function offlinePages(): Plugin {
  return {
    name: 'talanta-offline-pages',
    apply: 'build',
    generateBundle() {
      const html = readFileSync(template, 'utf8');
      const locales = readdirSync(catalogues)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''));
      for (const locale of locales) {
        const texts: Record<string, string> = JSON.parse(
          readFileSync(new URL(`${locale}.json`, catalogues), 'utf8'),
        );
        const text = (id: string) => {
          const translated = texts[id];
          if (translated === undefined) throw new Error(`the offline catalogue in ${locale} lacks "${id}"`);
          return translated;
        };
        const fill: Record<string, string> = {
          heading: text('You are offline'),
          body: text(OFFLINE_BODY),
          retry: text('Try again'),
        };
        // The template is the English page: its lang says so, for the linter and for English.
        const source = html
          .replace('<html lang="en">', `<html lang="${locale}">`)
          .replace(/%(\w+)%/g, (placeholder, key: string) => {
            const value = fill[key];
            if (value === undefined) throw new Error(`offline-page.html: no text for ${placeholder}`);
            return escapeHtml(value);
          });
        this.emitFile({ type: 'asset', fileName: offlinePageFile(locale), source });
      }
    },
  };
}
