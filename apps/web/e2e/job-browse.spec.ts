import { openSecondPage, postJob, signedInAsApprovedDeveloper, uniqueWord } from './support/jobs';
import { openInApp } from './support/shell';
import { expect, test } from './support/test';
import { signedInAs } from './support/users';

/** Browse Jobs against the real server. */

test.describe('Browse Jobs', () => {
  test('search and filters live in the URL, survive reload, and the count follows the server', async ({
    page,
    browser,
  }) => {
    const word = uniqueWord();
    const client = await openSecondPage(browser);
    await signedInAs(client, 'client');
    const web = await postJob(client.request, {
      title: `Merchant payouts dashboard ${word}`,
      description: `Build the payouts screens of our merchant dashboard. Keyword ${word} for the search.`,
      requiredSkills: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'PostgreSQL', 'Docker', 'AWS', 'Redis'],
      category: 'Web Development',
      experienceLevel: 'Expert',
      minBudget: 40,
      maxBudget: 60,
    });
    const mobile = await postJob(client.request, {
      title: `Field agent Android app ${word}`,
      description: `An offline-first Android app for field agents. Keyword ${word} again.`,
      category: 'Mobile Development',
      experienceLevel: 'Entry Level',
      budgetType: 'fixed',
      minBudget: 2000,
      maxBudget: 5000,
      location: 'Nairobi, Kenya',
      projectLength: 'long-term',
    });
    await postJob(client.request, {
      title: `Ledger service in Go ${word}`,
      description: `Double-entry ledger for a lending product. Keyword ${word} once more.`,
      category: 'Backend Development',
      budgetType: 'fixed',
      minBudget: 8000,
      maxBudget: 10000,
    });
    await client.context().close();

    // Approved, so the cards offer Apply Now (unvetted developers see the vetting notice instead).
    await signedInAsApprovedDeveloper(page);
    await page.goto('/browse-jobs');
    await expect(page).toHaveTitle('Browse Jobs · Talanta');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
    await expect(page).toHaveURL(`/browse-jobs?search=${word}`);
    await expect(page.getByText('3 job(s) found')).toBeVisible();

    // Every field of a card (spec 000 §2).
    const card = page.getByRole('article', { name: web.title });
    await expect(card.getByRole('link', { name: web.title, exact: true })).toHaveAttribute(
      'href',
      `/jobs/${web.id}`,
    );
    await expect(card).toContainText('Build the payouts screens of our merchant dashboard.');
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expect(card.getByText('$40-$60/hr')).toBeVisible();
    await expect(card.getByText('Medium term (3-6 months)')).toBeVisible();
    await expect(card.getByText('Expert', { exact: true })).toBeVisible();
    await expect(card.getByText('Remote', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Required skills' }).getByRole('listitem')).toHaveText([
      'React',
      'TypeScript',
      'Node.js',
      'GraphQL',
      'PostgreSQL',
      'Docker',
      '+2 more',
    ]);
    await expect(card).toContainText(/Posted less than a minute ago/);
    await expect(card.getByRole('link', { name: /View details/i })).toHaveAttribute(
      'href',
      `/jobs/${web.id}`,
    );
    await expect(card.getByRole('link', { name: /Apply now/i })).toHaveAttribute(
      'href',
      `/jobs/${web.id}/apply`,
    );
    const mobileCard = page.getByRole('article', { name: mobile.title });
    await expect(mobileCard.getByText('$2,000-$5,000 fixed')).toBeVisible();
    await expect(mobileCard.getByText('Nairobi, Kenya')).toBeVisible();

    await page.getByLabel('Category').selectOption('Mobile Development');
    await expect(page).toHaveURL(`/browse-jobs?search=${word}&category=Mobile+Development`);
    await expect(page.getByText('1 job(s) found')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: mobile.title })).toBeVisible();

    // 5,000 belongs to both neighbouring bands.
    await page.getByLabel('Budget Range').selectOption({ label: '$5,000-$10,000' });
    await expect(page.getByText('1 job(s) found')).toBeVisible();
    await page.getByLabel('Budget Range').selectOption({ label: '$1,000-$5,000' });
    await expect(page).toHaveURL(`/browse-jobs?search=${word}&category=Mobile+Development&budget=1000-5000`);
    await expect(page.getByText('1 job(s) found')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue(word);
    await expect(page.getByLabel('Category')).toHaveValue('Mobile Development');
    await expect(page.getByLabel('Budget Range')).toHaveValue('1000-5000');
    await expect(page.getByText('1 job(s) found')).toBeVisible();

    await page.getByLabel('Experience Level').selectOption('Expert');
    await expect(page.getByText('0 job(s) found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters.')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect(page).toHaveURL('/browse-jobs');
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    await expect(page.getByLabel('Category')).toHaveValue('');

    // A shared link opens the same list; 10,000 belongs to both neighbouring bands too.
    await page.goto(`/browse-jobs?search=${word}&budget=10000%2B`);
    await expect(page.getByText('1 job(s) found')).toBeVisible();
    await expect(page.getByRole('article', { name: `Ledger service in Go ${word}` })).toBeVisible();
    await page.goto(`/browse-jobs?search=${word}&budget=5000-10000`);
    await expect(page.getByText('2 job(s) found')).toBeVisible();
    // A word of the description, by its beginning and in any case.
    await page.goto(`/browse-jobs?search=${encodeURIComponent(`OFFLINE-FIR ${word}`)}`);
    await expect(page.getByText('1 job(s) found')).toBeVisible();
  });

  test('more jobs load as the list ends scroll into view, or with the Load more button', async ({
    page,
    browser,
  }) => {
    const word = uniqueWord();
    const client = await openSecondPage(browser);
    await signedInAs(client, 'client');
    for (let batch = 0; batch < 3; batch += 1) {
      await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          postJob(client.request, {
            title: `Paged job ${batch * 8 + index + 1} ${word}`,
            description: `One of many jobs that share the word ${word} for paging.`,
          }),
        ),
      );
    }
    await client.context().close();

    await signedInAs(page, 'developer');
    await page.goto(`/browse-jobs?search=${word}`);
    await expect(page.getByText('24 job(s) found')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more jobs' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('article')).toHaveCount(24);
    await expect(page.getByRole('button', { name: 'Load more jobs' })).toHaveCount(0);
  });

  test('a load error says so', async ({ page }) => {
    await signedInAs(page, 'developer');
    await page.route(
      (url) => url.pathname.includes('job.list'),
      (route) => route.fulfill({ status: 500, body: '{}' }),
    );
    await page.goto('/dashboard');
    await openInApp(page, '/browse-jobs?search=react');
    await expect(page.getByText('Error loading jobs. Please try again later.')).toBeVisible();
  });
});
