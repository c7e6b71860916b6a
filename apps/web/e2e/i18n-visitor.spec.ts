import { readFileSync } from 'node:fs';
import type { Locale } from '@talanta/schema/i18n';
import { expectNoSeriousA11yIssues } from './support/axe';
import { expectDevanagariDrawnWithItsFace, expectNoEnglishLeft, useLocale } from './support/i18n';
import { expect, test } from './support/test';

type Catalogue = Record<string, string>;

const catalogue = (namespace: string, locale: Locale): Catalogue =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/schema/src/i18n/catalogues/${namespace}/${locale}.json`, import.meta.url),
      'utf8',
    ),
  ) as Catalogue;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A heading as the catalogue writes it: markup tags dropped, a `{percent}` standing for any figure. */
function headingPattern(...messages: string[]): RegExp {
  const alternatives = messages.map((message) =>
    escapeRegExp(message.replace(/<\/?0>/g, '')).replace(escapeRegExp('{percent}'), '\\S+'),
  );
  return new RegExp(`^(${alternatives.join('|')})$`);
}

/**
 * Texts that are the same in every language on these pages: the brand, technologies, the sample
 * profiles' names and skills (people's names stay as they are), and the skill badges.
 */
const NAMES = [
  'Talanta',
  /^(Amani Njoroge|Kavya Reddy|Kiprop Langat)$/,
  /^(TypeScript|React|Node\.js|PostgreSQL|AWS|GraphQL|Python|Django|Docker|Kotlin|Java|Firebase|REST API)$/,
  /^\+\d+ more$/,
];

/**
 * Not these pages' texts: the shell's logo mark, its language choice (each language named in
 * itself) and its notifications region (the toaster's own label), and the developer card's rating
 * line and skill badges (the talent and review screens' components, shared with the card of a
 * sample profile here), which their own catalogues translate.
 */
const OTHER_SCREENS = [
  'T',
  /^(English|Español|Français|Deutsch|Kiswahili|हिन्दी)$/,
  /^Notifications alt\+T$/,
  'No reviews yet',
  /^\d+ completed contracts?$/,
  'more',
  'Skills',
];

const LOCALES: Locale[] = ['es', 'fr', 'de', 'sw', 'hi'];

for (const locale of LOCALES) {
  test.describe(`the visitor pages in ${locale}`, () => {
    const visitor = catalogue('visitor', locale);
    const common = catalogue('common', locale);
    const english = catalogue('visitor', 'en');
    // A message the catalogue writes as in English (a country, "DevOps") is translated all the same.
    const sameInThisLanguage = [
      ...Object.keys(english).filter((id) => visitor[id] === id),
      ...Object.keys(common).filter((id) => common[id] === id),
    ];
    const allowed = [...NAMES, ...OTHER_SCREENS, ...sameInThisLanguage];

    const pages = [
      {
        path: '/',
        title: visitor['Hire vetted Tech Talent from Kenya and India'],
        heading: headingPattern(
          visitor['Hire <0>vetted</0> developers from Kenya and India']!,
          visitor['Hire the top <0>{percent}</0> of developers from Kenya and India']!,
        ),
      },
      {
        path: '/how-it-works',
        title: common['How It Works'],
        heading: headingPattern(visitor['Hire vetted developers in three simple steps']!),
      },
      {
        path: '/for-developers',
        title: common['For Developers'],
        heading: headingPattern(visitor["Work with the world's best companies, from Kenya or India"]!),
      },
      {
        path: '/for-businesses',
        title: common['For Businesses'],
        heading: headingPattern(
          visitor['Hire vetted Tech Talent from Kenya and India']!,
          visitor['Hire the top {percent} of Tech Talent from Kenya and India']!,
        ),
      },
    ];

    test('the landing page and the marketing pages are drawn in it, title and description too', async ({
      page,
    }) => {
      await useLocale(page, locale);
      for (const { path, title, heading } of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(`${title} · Talanta`);
      }
      await page.goto('/');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        visitor[
          'Hire vetted software developers from Kenya and India. AI-powered matching, introductions within 24 hours, contracts and payments handled.'
        ]!,
      );
    });

    test('no English is left on them', async ({ page }) => {
      // The landing page's top developers are real people (approved by other tests too): their
      // names, titles and places are their own words, never translated.
      await useLocale(page, 'en');
      await page.goto('/');
      const cards = page.getByRole('main').locator('article');
      await cards.first().waitFor();
      const people = (await cards.allInnerTexts()).flatMap((card) =>
        card.split('\n').map((line) => line.trim()),
      );
      for (const { path } of pages) {
        await expectNoEnglishLeft(page, path, locale, { allowed: [...allowed, ...people] });
      }
    });

    test('a page reached in the browser is drawn in it too', async ({ page }) => {
      await useLocale(page, locale);
      await page.goto('/how-it-works');
      await page.getByRole('main').getByRole('link', { name: visitor['Start hiring'] }).waitFor();
      // The footer's link: the page comes without a new document, its catalogue loaded on the way.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: common['For Businesses'], exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[3]!.heading);
      await expect(page).toHaveTitle(`${common['For Businesses']} · Talanta`);
    });

    for (const width of [1280, 390]) {
      test(`the landing page has no serious accessibility issue at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await useLocale(page, locale);
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectNoSeriousA11yIssues(page);
      });
    }
  });
}

test.describe('Hindi on a machine without a Devanagari face of its own', () => {
  for (const width of [1280, 390]) {
    test(`every Hindi word on screen is drawn with the site's Devanagari face at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await useLocale(page, 'hi');
      for (const path of ['/', '/how-it-works', '/register', '/browse-developers']) {
        // A new document each time: the face is fetched while the server's HTML is laid out.
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await expectDevanagariDrawnWithItsFace(page);
      }
    });
  }
});
