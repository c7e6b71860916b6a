import { expectNames, results, search, useTalentMarketplace } from './support/talent';
import { expect, test } from './support/test';
import { signedInAs } from './support/users';

const { token, bioWord, nia, omondi } = useTalentMarketplace();

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
    await expectNames(page, token, ['Omondi', 'Raj', 'Nia']);
    await expect(page).toHaveURL(new RegExp(`q=${token.toLowerCase()}`));

    await search(page).fill(bioWord.toUpperCase());
    await expect(page.getByText('1 developer found')).toBeVisible();
    await expectNames(page, token, ['Nia']);

    // Every word must match some field, in any order (issue 14): Nia knows Kotlin, nobody Haskell.
    await search(page).fill(`kotlin ${token}`);
    await expect(page.getByText('1 developer found')).toBeVisible();
    await expectNames(page, token, ['Nia']);
    await search(page).fill(`${token} Haskell`);
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
    // Real figures only (issue 13): no placeholder 5.0, the true rating and contract count.
    await expect(card.getByText('5.0')).toHaveCount(0);
    await expect(card.getByText('No reviews yet')).toBeVisible();
    await expect(card.getByText('0 completed contracts')).toBeVisible();

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
    await expectNames(page, token, ['Omondi', 'Raj', 'Nia']);
    const filter = page.getByRole('button', { name: /^Filter/ });
    await expect(filter).toHaveAttribute('aria-expanded', 'false');
    await filter.click();
    await expect(filter).toHaveAttribute('aria-expanded', 'true');
    const filters = page.getByRole('region', { name: 'Filters' });

    await filters.getByLabel('Country').selectOption('Kenya');
    await expectNames(page, token, ['Omondi', 'Nia']);
    await filters.getByLabel('Country').selectOption('India');
    await expectNames(page, token, ['Raj']);
    await filters.getByLabel('Country').selectOption('');

    await filters.getByLabel('Skills', { exact: true }).selectOption('Go');
    await filters.getByLabel('Skills', { exact: true }).selectOption('Docker');
    await expect(filters.getByRole('list', { name: 'Selected skills' }).getByRole('listitem')).toHaveText([
      'Go',
      'Docker',
    ]);
    await expectNames(page, token, ['Omondi', 'Nia']);
    await filters.getByRole('button', { name: 'Remove skill filter Go' }).click();
    await expectNames(page, token, ['Omondi', 'Raj', 'Nia']);

    await filters.getByLabel('Availability').selectOption('Contract');
    await expectNames(page, token, ['Omondi', 'Raj']);
    await filters.getByLabel('Years of experience').selectOption('5+ years');
    await expectNames(page, token, ['Omondi']);
    await filters.getByLabel('Availability').selectOption('');
    await filters.getByLabel('Years of experience').selectOption('');

    await filters.getByLabel('Minimum rate ($/hr)').fill('40');
    await filters.getByLabel('Maximum rate ($/hr)').fill('60');
    await expectNames(page, token, ['Nia']);
    await expect(page).toHaveURL(/minRate=40/);
    await expect(filter).toContainText('2');

    // Filters survive a reload (they live in the URL).
    await page.reload();
    await expectNames(page, token, ['Nia']);
    await page
      .getByRole('region', { name: 'Filters' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expectNames(page, token, ['Omondi', 'Raj', 'Nia']);
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
