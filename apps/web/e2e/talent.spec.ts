import { expect, type Page, test } from '@playwright/test';
import {
  answerProcedure,
  failProcedure,
  type SeededDeveloper,
  seedDeveloper,
  uniqueToken,
} from './support/developers';
import { signedInAs } from './support/users';

/**
 * One marketplace for the file: three approved developers and one under review, all named with a
 * token no other test uses, so searches for it see only these (other tests add developers too).
 */
const token = uniqueToken('Tk');
const bioWord = uniqueToken('word');
let nia: SeededDeveloper;
let raj: SeededDeveloper;
let omondi: SeededDeveloper;
let pending: SeededDeveloper;

test.beforeAll(async () => {
  nia = await seedDeveloper(
    {
      title: 'Senior Android Engineer',
      bio: `Offline-first health apps; ${bioWord} specialist for community clinics.`,
      skills: ['Kotlin', 'Java', 'Firebase', 'Docker', 'AWS', 'GraphQL', 'Go', 'Swift'],
      hourlyRate: 50,
      yearsOfExperience: 8,
      availability: 'full-time',
      location: 'Nairobi, Kenya',
      githubUrl: 'https://github.com/nia',
    },
    { firstName: 'Nia', lastName: token },
  );
  raj = await seedDeveloper(
    {
      title: 'Data Engineer',
      bio: 'Forecasting pipelines in Python for grocers and lenders.',
      skills: ['Python', 'Docker', 'AWS'],
      hourlyRate: 35,
      yearsOfExperience: 4,
      availability: 'contract',
      location: 'Pune',
    },
    { firstName: 'Raj', lastName: token },
  );
  omondi = await seedDeveloper(
    {
      title: 'Full Stack Engineer',
      bio: 'React dashboards over Go services for payments companies.',
      skills: ['React', 'Go', 'Docker'],
      hourlyRate: 70,
      yearsOfExperience: 10,
      availability: 'contract',
      location: 'Kisumu, Kenya',
    },
    { firstName: 'Omondi', lastName: token },
  );
  pending = await seedDeveloper(
    {
      title: 'Junior React Developer',
      bio: 'Recently signed up and still waiting for the review.',
      skills: ['React'],
      hourlyRate: 20,
      yearsOfExperience: 1,
      availability: 'part-time',
      location: 'Nakuru, Kenya',
    },
    { firstName: 'Pendo', lastName: token, approved: false },
  );
});

test.afterAll(async () => {
  for (const developer of [nia, raj, omondi, pending]) await developer?.api.dispose();
});

const results = (page: Page) => page.getByRole('list', { name: 'Developers' }).getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search developers' });

async function expectNames(page: Page, names: string[]) {
  await expect(results(page)).toHaveCount(names.length);
  const labels = await results(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('aria-label')),
  );
  expect(labels).toEqual(names.map((name) => `${name} ${token}`));
}

test.describe('Browse Tech Talent (clients)', () => {
  test('searches on the server by name, skill, bio word, title and location; approved developers only', async ({
    page,
  }) => {
    await signedInAs(page, 'client');
    await page.goto('/developers');
    await expect(page).toHaveTitle('Browse Tech Talent · Talanta');
    await search(page).fill(token.toLowerCase());
    await expect(page.getByText('3 developers found')).toBeVisible();
    // Newest first; Pendo is still under review and never listed.
    await expectNames(page, ['Omondi', 'Raj', 'Nia']);
    await expect(page).toHaveURL(new RegExp(`q=${token.toLowerCase()}`));

    await search(page).fill(bioWord.toUpperCase());
    await expect(page.getByText('1 developer found')).toBeVisible();
    await expectNames(page, ['Nia']);

    await search(page).fill(`${token} Kotlin`);
    await expect(page.getByText('No developers found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms')).toBeVisible();

    await search(page).fill('data engineer');
    await expect(results(page).filter({ hasText: token })).toHaveCount(1);
    await search(page).fill('pune');
    await expect(page.getByRole('article', { name: `Raj ${token}` })).toBeVisible();

    // A 3-column grid of cards with real figures only, and the first 6 skills.
    await search(page).fill(bioWord);
    const card = page.getByRole('article', { name: `Nia ${token}` });
    await expect(card.getByText('$50/hr')).toBeVisible();
    await expect(card.getByText('8 years experience')).toBeVisible();
    await expect(card.getByText('Full-time')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveCount(7);
    await expect(card.getByText('+2 more')).toBeVisible();
    await expect(card.getByText('5.0')).toHaveCount(0);

    await card.getByRole('link', { name: `View Profile of Nia ${token}` }).click();
    await expect(page).toHaveURL(`/developers/${nia.profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Nia ${token}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/nia',
    );
    await page.getByRole('link', { name: 'Back to Browse Developers' }).click();
    await expect(page).toHaveURL('/developers');
  });

  test('the Filter button filters by skill, availability, rate, experience and country', async ({ page }) => {
    await signedInAs(page, 'client');
    await page.goto(`/developers?q=${token}`);
    await expectNames(page, ['Omondi', 'Raj', 'Nia']);
    const filter = page.getByRole('button', { name: /^Filter/ });
    await expect(filter).toHaveAttribute('aria-expanded', 'false');
    await filter.click();
    await expect(filter).toHaveAttribute('aria-expanded', 'true');
    const filters = page.getByRole('region', { name: 'Filters' });

    await filters.getByLabel('Country').selectOption('Kenya');
    await expectNames(page, ['Omondi', 'Nia']);
    await filters.getByLabel('Country').selectOption('India');
    await expectNames(page, ['Raj']);
    await filters.getByLabel('Country').selectOption('');

    await filters.getByLabel('Skills', { exact: true }).selectOption('Go');
    await filters.getByLabel('Skills', { exact: true }).selectOption('Docker');
    await expect(filters.getByRole('list', { name: 'Selected skills' }).getByRole('listitem')).toHaveText([
      'Go',
      'Docker',
    ]);
    await expectNames(page, ['Omondi', 'Nia']);
    await filters.getByRole('button', { name: 'Remove skill filter Go' }).click();
    await expectNames(page, ['Omondi', 'Raj', 'Nia']);

    await filters.getByLabel('Availability').selectOption('Contract');
    await expectNames(page, ['Omondi', 'Raj']);
    await filters.getByLabel('Years of experience').selectOption('5+ years');
    await expectNames(page, ['Omondi']);
    await filters.getByLabel('Availability').selectOption('');
    await filters.getByLabel('Years of experience').selectOption('');

    await filters.getByLabel('Minimum rate ($/hr)').fill('40');
    await filters.getByLabel('Maximum rate ($/hr)').fill('60');
    await expectNames(page, ['Nia']);
    await expect(page).toHaveURL(/minRate=40/);
    await expect(filter).toContainText('2');

    // Filters survive a reload (they live in the URL).
    await page.reload();
    await expectNames(page, ['Nia']);
    await page
      .getByRole('region', { name: 'Filters' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expectNames(page, ['Omondi', 'Raj', 'Nia']);
  });

  test('pages through results', async ({ page }) => {
    await signedInAs(page, 'client');
    // Twelve to a page: with every approved developer of the run there may be one page or several.
    await page.goto('/developers');
    const found = page.getByText(/\d+ developers? found/);
    await expect(found).toBeVisible();
    const total = Number((await found.textContent())?.match(/\d+/)?.[0]);
    const pages = page.getByRole('navigation', { name: 'Developer pages' });
    if (total > 12) {
      await expect(pages.getByText(`Page 1 of ${Math.ceil(total / 12)}`)).toBeVisible();
      await expect(results(page)).toHaveCount(12);
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pages.getByText(`Page 2 of ${Math.ceil(total / 12)}`)).toBeVisible();
    } else {
      await expect(pages).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Developers' }).getByRole('article')).toHaveCount(total);
    }
  });

  test("Hire this talent starts a conversation about one of the client's jobs or none", async ({ page }) => {
    await signedInAs(page, 'client');
    await page.goto(`/developers/${omondi.profileId}`);
    await page.getByRole('link', { name: 'Hire this talent' }).click();
    await expect(page).toHaveURL(`/developer/${omondi.profileId}/hire`);
    await expect(page).toHaveTitle('Hire this talent · Talanta');
    await expect(page.getByRole('radio', { name: 'No specific job yet' })).toBeChecked();
    await expect(page.getByText('You have no open jobs.')).toBeVisible();
    await page.getByRole('button', { name: 'Start conversation' }).click();
    await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
  });
});

test.describe('the public developer pages', () => {
  test('a visitor at /browse-developers sees the showcase of approved developers', async ({ page }) => {
    await page.goto('/browse-developers');
    await expect(page).toHaveTitle('Browse Tech Talent · Talanta');
    await expect(page.getByText('Top 1% Talent')).toBeVisible();
    await expect(page.getByText('Available Now')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^\d+ vetted developers? ready to join your team$/,
    );
    await expect(page.getByRole('link', { name: 'Post Your Project' })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
    await expect(page.getByRole('link', { name: 'Learn How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    await expect(page.getByRole('article', { name: `Pendo ${token}` })).toHaveCount(0);
    const found = await page.getByRole('article').count();
    expect(found).toBeGreaterThan(0);
  });

  test('showcase cards link out and show the first 6 skills; hiring starts with sign-up', async ({
    page,
  }) => {
    const card = {
      ...{ id: nia.profileId, userId: 1, title: 'Senior Android Engineer', bio: 'Health apps.' },
      skills: ['Kotlin', 'Java', 'Firebase', 'Docker', 'AWS', 'GraphQL', 'Go', 'Swift'],
      hourlyRate: 50,
      yearsOfExperience: 8,
      availability: 'full-time',
      location: 'Nairobi, Kenya',
      country: 'kenya',
      githubUrl: 'https://github.com/nia',
      linkedinUrl: 'https://www.linkedin.com/in/nia',
      portfolioUrl: 'https://nia.example.com',
      areaOfSpecialization: null,
      isVerified: true,
      isApproved: true,
      user: { id: 1, firstName: 'Nia', lastName: token, profileImageUrl: null },
    };
    await answerProcedure(page, 'talent.list', { developers: [card], total: 1 });
    await page.goto('/browse-developers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '1 vetted developer ready to join your team',
    );
    const article = page.getByRole('article', { name: `Nia ${token}` });
    await expect(article.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'Kotlin',
      'Java',
      'Firebase',
      'Docker',
      'AWS',
      'GraphQL',
      '+2 more',
    ]);
    await expect(article.getByRole('link', { name: `Nia ${token} on GitHub` })).toHaveAttribute(
      'href',
      'https://github.com/nia',
    );
    await expect(article.getByRole('link', { name: `Nia ${token} on LinkedIn` })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/nia',
    );
    await expect(article.getByRole('link', { name: `Portfolio of Nia ${token}` })).toHaveAttribute(
      'href',
      'https://nia.example.com',
    );
    await expect(article.getByRole('link', { name: /Hire This Developer/ })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
  });

  test('the showcase says when it cannot load, and when there is nobody yet', async ({ page }) => {
    await failProcedure(page, 'talent.list');
    await page.goto('/browse-developers');
    await expect(page.getByText('Error Loading Developers')).toBeVisible();
    await expect(page.getByText('Unable to load developer profiles. Please try again later.')).toBeVisible();
    await page.unrouteAll();
    await answerProcedure(page, 'talent.list', { developers: [], total: 0 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No Developers Found' })).toBeVisible();
  });

  test('a visitor opens a public profile; Hire this talent asks them to sign up as a client', async ({
    page,
  }) => {
    await page.goto(`/developer/${raj.profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Raj ${token}` })).toBeVisible();
    await expect(page).toHaveTitle(`Raj ${token}, Data Engineer · Talanta`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Data Engineer/);
    // Never the email or phone number.
    await expect(page.getByText(raj.user.email)).toHaveCount(0);
    await expect(page.getByText(raj.user.phoneNumber)).toHaveCount(0);
    await page.getByRole('link', { name: 'Hire this talent' }).click();
    await expect(page).toHaveURL(
      `/register?role=client&redirect=${encodeURIComponent(`/developer/${raj.profileId}/hire`)}`,
    );
    await expect(page.getByRole('radio', { name: 'Business/Client' })).toBeChecked();
  });

  test('an unapproved profile is not found by others; its developer sees it is under review', async ({
    page,
  }) => {
    await page.goto(`/developer/${pending.profileId}`);
    await expect(page.getByRole('heading', { name: 'Developer not found' })).toBeVisible();
    await page.context().addCookies(await pending.api.storageState().then((state) => state.cookies));
    await page.goto(`/developer/${pending.profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Pendo ${token}` })).toBeVisible();
    await expect(page.getByText('Your profile is under review')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/developer/profile',
    );
  });

  test('a developer at /browse-developers goes to their home screen', async ({ page }) => {
    await signedInAs(page, 'developer');
    await page.goto('/browse-developers');
    await expect(page).toHaveURL('/dashboard');
  });

  test('the browse screen works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signedInAs(page, 'client');
    await page.goto(`/developers?q=${token}`);
    await expect(results(page)).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
