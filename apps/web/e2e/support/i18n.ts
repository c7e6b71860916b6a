import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { LOCALE_NAMES, type Locale } from '@talanta/schema/i18n';

/** The cookie the site keeps a language choice in (packages/schema i18n/locales.ts). */
const LOCALE_COOKIE = 'talanta_locale';

/** Draws the next pages in `locale`, as a visitor who chose it in the footer would see them. */
export async function useLocale(page: Page, locale: Locale): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? page.url();
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: new URL(baseURL).origin }]);
}

/**
 * Every text a person meets on the page: text nodes, and the accessible names and hints carried by
 * attributes (aria-label, placeholder, alt, title). Scripts, styles and hidden templates are not
 * read, nor what is marked translate="no" (a person's or a company's own words).
 */
export async function textsOnPage(page: Page, scope = 'body'): Promise<string[]> {
  return page.locator(scope).evaluate((root) => {
    const texts = new Set<string>();
    const ownWords = new Set<string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript, [hidden]')) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      // People's and companies' own words, marked translate="no", are theirs in every language.
      if (parent.closest('[translate="no"]')) ownWords.add(text);
      else texts.add(text);
    }
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        // A card named by its person's name carries it in aria-label too.
        if (value && !ownWords.has(value) && !element.closest('[translate="no"]')) texts.add(value);
      }
    }
    return [...texts];
  });
}

/** Words that are the same in every language: the brand and its logo's letter, the language choice's names. */
const NAMES_IN_EVERY_LANGUAGE = new Set(['Talanta', 'T', ...Object.values(LOCALE_NAMES)]);

/** Texts that are the same in every language: figures, addresses, codes. */
const SAME_IN_EVERY_LANGUAGE = [
  /^[\d\s.,:%+\-–—/$€£₹()#×·|*]+$/u, // figures and punctuation
  /^\S+@\S+$/, // an email address
  /^https?:\/\//,
  /^[A-Z]{2,5}$/, // an acronym or currency code
];

const CATALOGUES = new URL('../../../../packages/schema/src/i18n/catalogues/', import.meta.url);

type Catalogue = Record<string, string>;

/**
 * Every catalogue in `locale`, read once per test process: the web app's first, then the emails'
 * and the offline page's (which may hold a screen's text too, worded the same: a schema test).
 */
const cataloguesIn = (() => {
  const read = new Map<Locale, Catalogue[]>();
  const standalone = ['email', 'offline'];
  return (locale: Locale): Catalogue[] => {
    let catalogues = read.get(locale);
    if (!catalogues) {
      catalogues = readdirSync(CATALOGUES)
        .sort((a, b) => Number(standalone.includes(a)) - Number(standalone.includes(b)))
        .map((namespace) =>
          JSON.parse(readFileSync(new URL(`${namespace}/${locale}.json`, CATALOGUES), 'utf8')),
        );
      read.set(locale, catalogues);
    }
    return catalogues;
  };
})();

/** A text in a language, from whichever catalogue holds it (the web app's first). */
export function catalogued(locale: Locale, english: string): string {
  for (const messages of cataloguesIn(locale)) {
    const translated = messages[english];
    if (typeof translated === 'string') return translated;
  }
  throw new Error(`"${english}" is in no catalogue in ${locale}`);
}

/** The texts a catalogue spells in `locale` as in English ("Blockchain", German "optional"). */
function sameAsEnglish(locale: Locale): Set<string> {
  const same = new Set<string>();
  for (const messages of cataloguesIn(locale)) {
    for (const [english, translated] of Object.entries(messages))
      if (english === translated) same.add(english);
  }
  // Sonner names the toasts' region with its shortcut after our word (French "Notifications").
  if (same.has('Notifications')) same.add('Notifications alt+T');
  return same;
}

/**
 * Fails on each text of the translated screen at `path` that is still its English text: the page
 * is drawn in English, then in `locale`, and any text of the English page that also appears on the
 * other (save `allowed`: names, brands, technologies; and what the catalogues spell the same in that
 * language) is English nobody translated, a string put in the screen instead of the catalogue.
 */
export async function expectNoEnglishLeft(
  page: Page,
  path: string,
  locale: Locale,
  {
    allowed: allowedAlways = [],
    allowedOnPage,
    scope = 'body',
  }: {
    allowed?: (string | RegExp)[];
    /**
     * People's own words read from the translated page itself, once drawn: read before, they miss
     * what another test wrote in between (a job posted while the English page loaded).
     */
    allowedOnPage?: (page: Page) => Promise<string[]>;
    scope?: string;
  } = {},
): Promise<void> {
  await useLocale(page, 'en');
  await page.goto(path);
  const english = new Set(await textsOnPage(page, scope));
  await useLocale(page, locale);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const allowed = [...allowedAlways, ...(allowedOnPage ? await allowedOnPage(page) : [])];
  const same = sameAsEnglish(locale);
  const left = (await textsOnPage(page, scope)).filter(
    (text) =>
      english.has(text) &&
      !same.has(text) &&
      !NAMES_IN_EVERY_LANGUAGE.has(text) &&
      !SAME_IN_EVERY_LANGUAGE.some((pattern) => pattern.test(text)) &&
      !allowed.some((allow) => (typeof allow === 'string' ? allow === text : allow.test(text))),
  );
  expect(left, `English left untranslated on ${path} in ${locale}`).toEqual([]);
}

/**
 * Fails on each word of Devanagari on screen that Chromium drew with a face lacking it (empty
 * boxes), as it did with Hindi's face after the system faces in the stack on a machine with no
 * Devanagari face of its own (this one). Reads the faces Chromium used for each element through
 * the DevTools protocol; only elements in the viewport are laid out to be read.
 */
export async function expectDevanagariDrawnWithItsFace(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const marked = await page.evaluate(() => {
    let count = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (!/[\u0900-\u097F]/.test(own)) continue;
      const box = element.getBoundingClientRect();
      const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      if (onScreen && element.checkVisibility()) element.setAttribute('data-devanagari', String(count++));
    }
    return count;
  });
  expect(marked, 'Devanagari words on screen to check').toBeGreaterThan(0);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: '[data-devanagari]',
    });
    const boxed: string[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (!fonts.some((font) => font.familyName.includes('Devanagari'))) {
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        boxed.push(outerHTML.slice(0, 120));
      }
    }
    expect(boxed, 'Devanagari drawn without a Devanagari face (empty boxes)').toEqual([]);
  } finally {
    await cdp.detach();
  }
}
