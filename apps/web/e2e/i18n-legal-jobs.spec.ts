import { readFileSync } from 'node:fs';
import type { Locale } from '@talanta/schema/i18n';
import { expectNoSeriousA11yIssues } from './support/axe';
import { expectNoEnglishLeft, useLocale } from './support/i18n';
import { postJob } from './support/jobs';
import { collectErrors } from './support/shell';
import { expect, type Page, test } from './support/test';
import { createAccount, newUser } from './support/users';

/**
 * Issue 41: the Terms of Service, the Privacy Policy and the public job board in each language
 * besides English: headings from the catalogues, no English left but the clients' own words, the
 * English text named as the binding one, and no serious accessibility issue at desk and phone widths.
 */

/** A catalogue's text in one language for its English id (the id is the English text). */
function catalogue(namespace: 'common' | 'legal' | 'jobs', locale: Locale) {
  const file = new URL(
    `../../../packages/schema/src/i18n/catalogues/${namespace}/${locale}.json`,
    import.meta.url,
  );
  const texts: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
  return (id: string): string => {
    const text = texts[id];
    if (text === undefined) throw new Error(`${namespace}/${locale} has no "${id}"`);
    return text;
  };
}

const LOCALES = ['es', 'fr', 'de', 'sw', 'hi'] as const satisfies readonly Locale[];

/**
 * The screens are checked inside <main>: the shell around them (header, footer, toaster) is the
 * common catalogue's, checked with the shell. Names are the same in every language.
 */
const SCOPE = 'main';
const NAMES = ['Talanta'];

/** The API's addresses the Privacy Policy quotes as code: the same in every language. */
const API_CODE = /^(GET|DELETE) \/api\/[a-z/]+$/;

/** Words a language writes as English does: technology names, and "Budget" in French and German. */
const SAME_WORDS: Partial<Record<Locale, string[]>> = {
  es: ['DevOps', 'Blockchain'],
  fr: ['DevOps', 'Blockchain', 'Budget'],
  de: ['DevOps', 'Blockchain', 'Data Science', 'Budget'],
  sw: ['DevOps', 'Blockchain'],
  hi: ['DevOps'],
};

/**
 * The clients' own words on the board as the page shows them (titles, descriptions, companies,
 * places, skills): user content stays as written in every language. Read from the page under test,
 * not from an earlier load: the other worker posts jobs meanwhile, and a job posted between two
 * loads showed English that the allowed words did not hold.
 */
async function clientWordsOnThePage(page: Page): Promise<string[]> {
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const words = await cards.evaluateAll((articles) =>
    articles.flatMap((article) => {
      const text = (element: Element | null | undefined) =>
        element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const facts = [...article.querySelectorAll('dd')];
      return [
        text(article.querySelector('h2')),
        text(article.querySelector('p.line-clamp-3')),
        // The company, and the place of an on-site job ("Remote" is the board's own word).
        text(facts[0]),
        ...(text(facts[3]) === 'Remote' ? [] : [text(facts[3])]),
        // The skills, but not the board's "+N more".
        ...[...article.querySelectorAll('ul li')].map(text).filter((skill) => !/^\+\d+ more$/.test(skill)),
      ];
    }),
  );
  return [...new Set(words.filter(Boolean))];
}

test.describe('the legal pages and the job board in every language', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    // At least one job on the board, with a category and a level drawn through the catalogue.
    const clientApi = await playwright.request.newContext({ baseURL });
    await createAccount(clientApi, newUser('client'));
    await postJob(clientApi, { title: 'Kiosk payments integration lead' });
    await clientApi.dispose();
  });

  for (const locale of LOCALES) {
    const common = catalogue('common', locale);
    const legal = catalogue('legal', locale);
    const jobs = catalogue('jobs', locale);

    test(`/terms and /privacy in ${locale}: translated, the English version named as binding`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      for (const [path, title] of [
        ['/terms', common('Terms of Service')],
        ['/privacy', common('Privacy Policy')],
      ] as const) {
        await useLocale(page, locale);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(
          page.getByText(
            legal(
              'This is a translation for your convenience. The English version of this document is the binding one.',
            ),
          ),
        ).toBeVisible();
        await expect(page.getByRole('navigation', { name: legal('Contents') })).toBeVisible();
        // The privacy address stays a link inside the translated paragraphs.
        await expect(page.getByRole('link', { name: 'privacy@talanta.dev' }).first()).toBeVisible();
        await expectNoEnglishLeft(page, path, locale, {
          allowed: [...NAMES, API_CODE, ...(SAME_WORDS[locale] ?? [])],
          scope: SCOPE,
        });
      }
      expect(errors).toEqual([]);
    });

    test(`/open-jobs in ${locale}: translated around the clients' own words`, async ({ page }) => {
      const errors = collectErrors(page);
      await useLocale(page, locale);
      await page.goto('/open-jobs');
      await expect(page.getByRole('heading', { level: 1, name: jobs('Open Developer Jobs') })).toBeVisible();
      await expect(page).toHaveTitle(`${jobs('Open Developer Jobs')} · Talanta`);
      await expect(
        page
          .getByRole('article')
          .first()
          .getByRole('link', { name: jobs('Read more') }),
      ).toBeVisible();
      await expectNoEnglishLeft(page, '/open-jobs', locale, {
        allowed: [...NAMES, ...(SAME_WORDS[locale] ?? [])],
        allowedOnPage: clientWordsOnThePage,
        scope: SCOPE,
      });
      expect(errors).toEqual([]);
    });

    // One test a width, as the scans of the talent pages (i18n-talent.spec.ts).
    for (const width of [1280, 390]) {
      test(`/open-jobs and /terms in ${locale} have no serious accessibility issue at ${width} px`, async ({
        page,
      }) => {
        await useLocale(page, locale);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const path of ['/open-jobs', '/terms']) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          const overflows = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflows, `${path} at ${width} px in ${locale} is wider than the screen`).toBe(false);
          await expectNoSeriousA11yIssues(page, undefined, { label: `${path} at ${width} px in ${locale}` });
        }
      });
    }
  }

  test('English is as it was: no note on the legal pages, the version date as written', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(
      page.getByText(/^Version \d{4}-\d{2}-\d{2} · in force from \d{4}-\d{2}-\d{2} \(UTC\)$/),
    ).toBeVisible();
    await expect(page.getByText(/binding/)).toHaveCount(0);
  });
});
