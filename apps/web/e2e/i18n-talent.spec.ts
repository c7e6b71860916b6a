import type { Page } from '@playwright/test';
import type { Locale } from '@talanta/schema/i18n';
import { submitApplication, uniqueTag } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { E2E_ADMIN } from './support/constants';
import { seedDeveloper, trpcData } from './support/developers';
import { catalogued, expectNoEnglishLeft, useLocale } from './support/i18n';
import { applyToJob, postJob, uniqueWord } from './support/jobs';
import { findEmailLink, findTokenLink } from './support/mailbox';
import { collectErrors } from './support/shell';
import { expect, test } from './support/test';
import { createAccount, newUser } from './support/users';

/**
 * Issue 41: the visitor's developer pages (the showcase at /browse-developers, a public profile,
 * and Hire this talent, which sends a visitor to sign up as a client), the page a referee opens
 * from their email, and the unsubscribe page, in each language besides English: no English left
 * but people's own words, and no serious accessibility issue at desk and phone widths.
 */

const LOCALES = ['es', 'fr', 'de', 'sw', 'hi'] as const satisfies readonly Locale[];

/** The screens are checked inside <main>: the shell around them is the common catalogue's, checked with the shell. */
const SCOPE = 'main';

/** Brands, the links' names (a developer's GitHub and LinkedIn), and the vetting chips' decorative tick. */
const NAMES = ['Talanta', 'GitHub', 'LinkedIn', '✓'];

/** Words a language writes as English does: Kiswahili abbreviates these months as English does (work history). */
const SAME_WORDS: Partial<Record<Locale, RegExp[]>> = { sw: [/^(Jan|Feb) \d{4}$/] };

/** The sign-up form's examples (i18n.spec.ts): a name, a phone number and an address, in every language. */
const REGISTER_EXAMPLES = ['Amani', 'Otieno', '+254712345678', 'https://github.com/username'];

/** The developer's skills: technologies, the same in every language (the card shows the first 6). */
const SKILLS = ['TypeScript', 'Node.js', 'PostgreSQL', 'React', 'Docker', 'AWS', 'Go', 'Kotlin'];

const surname = `Wekesa${uniqueTag('t')}`;
const developerName = `Achieng ${surname}`;
let profileId = 0;
let referenceLink = '';
let unsubscribeLink = '';

/**
 * The developers' own words on the showcase (the skill badges: technologies), read from the English
 * page; names, titles, bios and places are marked translate="no" by the page itself.
 */
async function skillWords(page: Page): Promise<string[]> {
  await useLocale(page, 'en');
  await page.goto('/browse-developers');
  const skills = page.getByRole('article').getByRole('list', { name: 'Skills' }).getByRole('listitem');
  await expect(skills.first()).toBeVisible();
  const words = await skills.allInnerTexts();
  return [...new Set(words.map((word) => word.trim()).filter((word) => !/^\+\d+ more$/.test(word)))];
}

test.describe('the developer pages, the referee page and the unsubscribe page in every language', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(90_000);
    // A vetted, verified developer with everything a profile shows: rate, experience, availability,
    // links, work history, languages, the stages they passed and a vetting project.
    const developer = await seedDeveloper(
      {
        title: 'Senior Payments Engineer',
        bio: 'Builds M-Pesa checkout flows and reconciliation services for retailers.',
        skills: SKILLS,
        hourlyRate: 45,
        yearsOfExperience: 6,
        availability: 'full-time',
        location: 'Nairobi, Kenya',
        githubUrl: 'https://github.com/achieng',
        linkedinUrl: 'https://www.linkedin.com/in/achieng',
        portfolioUrl: 'https://achieng.example.com',
      },
      { firstName: 'Achieng', lastName: surname, approved: false },
    );
    profileId = developer.profileId;
    for (const [path, data] of [
      [
        '/api/developers/profile/work-history',
        {
          workHistory: [
            { company: 'Kilima Pay', title: 'Lead Engineer', startedOn: '2022-03-01', endedOn: null },
            {
              company: 'Duka Labs',
              title: 'Backend Engineer',
              startedOn: '2019-01-01',
              endedOn: '2022-02-01',
            },
          ],
        },
      ],
      [
        '/api/developers/profile/languages',
        {
          languages: [
            { language: 'Kiswahili', level: 'native' },
            { language: 'English', level: 'C2' },
          ],
        },
      ],
    ] as const) {
      const saved = await developer.api.put(path, { data });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    // Applied while signed in as themselves, so the approval approves this profile (vetting chips, projects).
    const applied = await submitApplication(developer.api, {
      firstName: 'Achieng',
      lastName: surname,
      email: developer.user.email,
    });

    const admin = await playwright.request.newContext({ baseURL });
    await trpcData(await admin.post('/trpc/auth.login', { data: E2E_ADMIN }));
    for (const [stage, state] of [
      ['application', 'passed'],
      ['assessment', 'passed'],
      ['interview', 'passed'],
      ['references', 'skipped'],
    ]) {
      const saved = await admin.put(`/api/admin/developer-applications/${applied.id}/stage`, {
        data: { stage, state },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    const approved = await admin.put(`/api/admin/developer-applications/${applied.id}/approve`);
    expect(approved.ok(), await approved.text()).toBe(true);
    const verified = await admin.put(`/api/super-admin/developers/${profileId}/status`, {
      data: { isVerified: true },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    await admin.dispose();

    // Another applicant names a referee, who gets a link to /references/{token} (the first one's
    // references stage is skipped for the approval, which closes its links).
    const applicant = await playwright.request.newContext({ baseURL });
    const applicantUser = newUser('developer');
    await createAccount(applicant, applicantUser);
    await submitApplication(applicant, {
      firstName: 'Wanjiru',
      lastName: surname,
      email: applicantUser.email,
    });
    const refereeEmail = `referee-${uniqueTag()}@example.com`;
    const named = await applicant.put('/api/vetting/references', {
      data: { references: [{ name: 'Otieno Okello', email: refereeEmail, relationship: 'manager' }] },
    });
    expect(named.ok(), await named.text()).toBe(true);
    referenceLink = (await findTokenLink(applicant, refereeEmail, '/references')) ?? '';
    expect(referenceLink, 'a reference link in the email').not.toBe('');
    await applicant.dispose();

    // An email that can be turned off: a client's new-application email, whose footer links to
    // /unsubscribe. A skill nobody has: no other email to the client comes first.
    const client = await playwright.request.newContext({ baseURL });
    const clientUser = newUser('client');
    await createAccount(client, clientUser);
    const job = await postJob(client, { requiredSkills: [uniqueWord('skill')] });
    await applyToJob(developer.api, job.id);
    unsubscribeLink = (await findEmailLink(client, clientUser.email, '/unsubscribe')) ?? '';
    expect(unsubscribeLink, 'an unsubscribe link in the new-application email').toContain(
      '/unsubscribe?token=',
    );
    await client.dispose();
    await developer.api.dispose();
  });

  for (const locale of LOCALES) {
    test(`/browse-developers and a developer's profile in ${locale}: translated around people's own words`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const untranslated = uncompiledMessages(page);
      const allowed = [...NAMES, ...SKILLS, ...(SAME_WORDS[locale] ?? []), ...(await skillWords(page))];
      await useLocale(page, locale);
      await page.goto('/browse-developers');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${catalogued(locale, 'Browse Tech Talent')} · Talanta`);
      const card = page.getByRole('article', { name: developerName });
      await expect(
        card.getByRole('link', { name: catalogued(locale, 'Identity checked by Talanta') }),
      ).toBeVisible();
      await expect(
        card.getByRole('list', { name: catalogued(locale, 'Vetting stages passed') }).getByRole('listitem'),
      ).toHaveText([
        new RegExp(`^${catalogued(locale, 'Assessment')}`),
        new RegExp(`^${catalogued(locale, 'Interview')}`),
      ]);
      await expectNoEnglishLeft(page, '/browse-developers', locale, { allowed, scope: SCOPE });

      const profile = `/developer/${profileId}`;
      await page.goto(profile);
      await expect(page.getByRole('heading', { level: 1, name: developerName })).toBeVisible();
      await expect(page.getByRole('heading', { name: catalogued(locale, 'Work history') })).toBeVisible();
      await expect(page.getByRole('heading', { name: catalogued(locale, 'Languages') })).toBeVisible();
      await expect(page.getByRole('heading', { name: catalogued(locale, 'Vetting projects') })).toBeVisible();
      await expect(page.getByText(catalogued(locale, 'C2 · Proficient'), { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: catalogued(locale, 'Hire this talent') })).toHaveAttribute(
        'href',
        `/developer/${profileId}/hire`,
      );
      // The description for search engines: the frame in the page's language, the words the developer's.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(
          `^${escapeRegExp(
            catalogued(locale, '{who} in {place}: a vetted developer on Talanta.')
              .replace('{who}', `${developerName}, Senior Payments Engineer`)
              .replace('{place}', 'Nairobi, Kenya'),
          )} TypeScript`,
        ),
      );
      await expectNoEnglishLeft(page, profile, locale, { allowed, scope: SCOPE });
      expect(errors).toEqual([]);
      expect(untranslated).toEqual([]);
    });

    test(`Hire this talent, the referee's page and /unsubscribe in ${locale}: translated`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const untranslated = uncompiledMessages(page);
      // A visitor's Hire this talent is the sign-up as a client, in the page's language.
      await useLocale(page, locale);
      await page.goto(`/developer/${profileId}/hire`);
      await expect(page).toHaveURL(/\/register\?role=client/);
      await expectNoEnglishLeft(page, `/developer/${profileId}/hire`, locale, {
        allowed: [...NAMES, ...REGISTER_EXAMPLES],
        scope: SCOPE,
      });

      // The referee: the form, with the applicant's name as written.
      await page.goto(referenceLink);
      await expect(
        page.getByRole('heading', { level: 1, name: catalogued(locale, 'A reference for Talanta') }),
      ).toBeVisible();
      await expect(
        page.getByLabel(catalogued(locale, 'How many months did you work together?')),
      ).toBeVisible();
      await expectNoEnglishLeft(page, referenceLink, locale, {
        allowed: [...NAMES, 'Otieno Okello', `Wanjiru ${surname.slice(0, 1)}.`],
        scope: SCOPE,
      });
      // The form's own check, and a link that is not valid: the messages are translated too.
      await page.getByRole('button', { name: catalogued(locale, 'Send my reference') }).click();
      await expect(
        page.getByText(catalogued(locale, 'Months worked together must be a whole number from 0 to 600')),
      ).toBeVisible();
      await page.goto('/references/not-a-real-token');
      await expect(page.getByText(catalogued(locale, 'This link cannot be used'))).toBeVisible();
      await expect(
        page.getByText(catalogued(locale, 'This reference link is not valid or has expired')),
      ).toBeVisible();
      await expectNoEnglishLeft(page, '/references/not-a-real-token', locale, {
        allowed: NAMES,
        scope: SCOPE,
      });

      // Unsubscribe: the question about a real link (nothing is turned off by opening it), and the link that is not ours.
      await page.goto(unsubscribeLink);
      await expect(
        page.getByRole('heading', { level: 1, name: catalogued(locale, 'Email preferences') }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: catalogued(locale, 'Unsubscribe') })).toBeVisible();
      await expect(page.getByText(catalogued(locale, 'New applications to my jobs'))).toBeVisible();
      await expectNoEnglishLeft(page, unsubscribeLink, locale, { allowed: NAMES, scope: SCOPE });
      for (const path of ['/unsubscribe?token=forged', '/unsubscribe']) {
        await page.goto(path);
        await expect(
          page.getByText(
            catalogued(
              locale,
              'This unsubscribe link is not valid. Change your email settings in Account Settings.',
            ),
          ),
        ).toBeVisible();
        await expectNoEnglishLeft(page, path, locale, { allowed: NAMES, scope: SCOPE });
      }
      // The links that are not valid are refused by the API (404, 400): the page says so, nothing else fails.
      expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
      expect(untranslated).toEqual([]);
    });

    // One test a width: eight axe scans in one test ran past its minute on a busy machine.
    for (const width of [1280, 390]) {
      test(`these pages in ${locale} have no serious accessibility issue at ${width} px`, async ({
        page,
      }) => {
        await useLocale(page, locale);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const path of [
          '/browse-developers',
          `/developer/${profileId}`,
          referenceLink,
          unsubscribeLink,
        ]) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const overflows = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflows, `${path} at ${width} px in ${locale} is wider than the screen`).toBe(false);
          await expectNoSeriousA11yIssues(page, undefined, { label: `${path} at ${width} px in ${locale}` });
        }
      });
    }
  }

  test('English is as it was: the showcase headline, a card and the referee form', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/browse-developers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^\d+ vetted developers? ready to join your team$/,
    );
    const card = page.getByRole('article', { name: developerName });
    await expect(card.getByText('6 years experience')).toBeVisible();
    await expect(card.getByText('$45/hr')).toBeVisible();
    await expect(card.getByText('No reviews yet')).toBeVisible();
    await page.goto(`/developer/${profileId}`);
    await expect(page.getByText('$45 / hour')).toBeVisible();
    await expect(page.getByText('Mar 2022 – Present')).toBeVisible();
    await page.goto(referenceLink);
    await expect(page.getByText(/named you as a referee \(their manager\)\./)).toBeVisible();
  });
});

/**
 * Lingui's warning for a message no loaded catalogue holds: a component drawn by a route that did not
 * load its namespace (the English id would show, placeholders and all).
 */
function uncompiledMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Uncompiled message')) messages.push(message.text());
  });
  return messages;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
