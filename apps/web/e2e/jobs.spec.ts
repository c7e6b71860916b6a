import { expect, type Page, test } from '@playwright/test';
import {
  currentUserId,
  jobSummary,
  openSecondPage,
  postJob,
  termValue,
  toastWithTitle,
  uniqueWord,
} from './support/jobs';
import { signedInAs } from './support/users';

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Post a Job', () => {
  test('a client posts a job: every rule of the form, skills chips, the toast and the dashboard', async ({
    page,
  }) => {
    await signedInAs(page, 'client');
    await page.goto('/post-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
    await expect(page).toHaveTitle('Post a Job · Talanta');
    await expect(page.getByRole('radio', { name: 'Hourly rate' })).toBeChecked();

    await page.getByRole('button', { name: 'Post Job' }).click();
    for (const message of [
      'Title must be at least 5 characters',
      'Description must be at least 20 characters',
      'Add at least one required skill',
      'Project length is required',
      'Project type is required',
      'Location is required',
      'Minimum budget is required',
      'Maximum budget is required',
      'Category is required',
      'Experience level is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL('/post-job');

    // After the first submit every change is checked again at once.
    const title = page.getByLabel('Job title');
    await title.fill('Dash');
    await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
    await title.fill('Offline-first field sales app');
    await expect(page.getByText('Title must be at least 5 characters')).toBeHidden();
    await page.getByLabel('Description').fill('Too short');
    await expect(page.getByText('Description must be at least 20 characters')).toBeVisible();
    await page
      .getByLabel('Description')
      .fill('Our sales agents in Kisumu record orders without signal; build the React Native app.');
    await expect(page.getByText('Description must be at least 20 characters')).toBeHidden();

    // Skills: Enter or Add, trimmed, no duplicates, x removes.
    const skills = page.getByLabel('Required skills');
    await skills.fill('  React Native ');
    await skills.press('Enter');
    await expect(page.getByText('Add at least one required skill')).toBeHidden();
    await skills.fill('react native');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    await skills.fill('SQLite');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await skills.fill('Kotlin');
    await skills.press('Enter');
    await page.getByRole('button', { name: 'Remove Kotlin' }).click();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Remove React Native' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove SQLite' })).toBeVisible();

    await page.getByLabel('Category').selectOption('Mobile Development');
    await page.getByLabel('Experience level').selectOption('Expert');
    await page.getByLabel('Project length').selectOption({ label: 'Short term (< 3 months)' });
    await page.getByLabel('Project type').selectOption({ label: 'Part-time' });
    await page.getByLabel('Location').fill('Kisumu, Kenya');
    await page.getByLabel('Minimum budget (USD per hour)').fill('0');
    await expect(page.getByText('Minimum budget is required')).toBeVisible();
    await page.getByLabel('Minimum budget (USD per hour)').fill('60');
    await page.getByLabel('Maximum budget (USD per hour)').fill('45');
    await expect(page.getByText('Maximum budget must be at least the minimum budget')).toBeVisible();
    await page.getByLabel('Maximum budget (USD per hour)').fill('80');
    await expect(page.getByText('Maximum budget must be at least the minimum budget')).toBeHidden();

    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(toastWithTitle(page, 'Job posted')).toContainText('Your job has been posted successfully.');
    await expect(page).toHaveURL('/dashboard');
    const recent = page.getByRole('list', { name: 'Your job posts' });
    await expect(recent.getByRole('link', { name: 'Offline-first field sales app' })).toBeVisible();
    await expect(termValue(page, 'Active Jobs')).toHaveText('1');

    await recent.getByRole('link', { name: 'Offline-first field sales app' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Offline-first field sales app' }),
    ).toBeVisible();
    await expect(termValue(jobSummary(page), 'Budget')).toHaveText('$60 - $80 / hour');
    await expect(termValue(jobSummary(page), 'Location')).toHaveText('Kisumu, Kenya');
    await expect(termValue(jobSummary(page), 'Job Type')).toHaveText('Part-time');
    await expect(termValue(jobSummary(page), 'Duration')).toHaveText('Short term (< 3 months)');
  });

  test('a fixed-price job shows its budget without /hr', async ({ page }) => {
    await signedInAs(page, 'client');
    await page.goto('/post-job');
    await page.getByLabel('Job title').fill('Logo and brand refresh');
    await page
      .getByLabel('Description')
      .fill('A new logo, colours and a one-page brand guide for our co-op.');
    await page.getByLabel('Required skills').fill('Figma');
    await page.getByLabel('Required skills').press('Enter');
    await page.getByLabel('Category').selectOption('UI/UX Design');
    await page.getByLabel('Experience level').selectOption('Entry Level');
    await page.getByLabel('Project length').selectOption('short-term');
    await page.getByLabel('Project type').selectOption('contract');
    await page.getByLabel('Location').fill('Remote');
    await page.getByRole('radio', { name: 'Fixed price' }).check();
    await page.getByLabel('Minimum budget (USD)').fill('1500');
    await page.getByLabel('Maximum budget (USD)').fill('2500');
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('link', { name: 'Logo and brand refresh', exact: true }).click();
    await expect(page.getByText('$1,500-$2,500 fixed')).toBeVisible();
    await expect(termValue(jobSummary(page), 'Budget')).toHaveText('$1,500 - $2,500 fixed price');
  });
});

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

    await signedInAs(page, 'developer');
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
    await page.goto('/browse-jobs');
    await expect(page.getByText('Error loading jobs. Please try again later.')).toBeVisible();
  });
});

test.describe('Job Details', () => {
  test('the owner sees the job and its summary, and closes and reopens it after confirming', async ({
    page,
    browser,
  }) => {
    await signedInAs(page, 'client');
    const job = await postJob(page.request, { title: 'Loan book reporting service' });
    const clientId = await currentUserId(page.request);
    await page.goto(`/jobs/${job.id}`);
    await expect(page).toHaveTitle('Job Details · Talanta');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Loan book reporting service' })).toBeVisible();
    await expect(page.getByText(`Posted on ${longDate(new Date())}`)).toBeVisible();
    await expect(page.getByText('$40-$60/hr')).toBeVisible();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Required skills' })).toContainText('React');
    await expect(termValue(jobSummary(page), 'Company')).toHaveText(`Client #${clientId}`);
    await expect(termValue(jobSummary(page), 'Posted Date')).toHaveText(longDate(new Date()));
    await expect(termValue(jobSummary(page), 'Budget')).toHaveText('$40 - $60 / hour');
    await expect(termValue(jobSummary(page), 'Job Type')).toHaveText('Contract');
    await expect(termValue(jobSummary(page), 'Duration')).toHaveText('Medium term (3-6 months)');
    await expect(termValue(jobSummary(page), 'Location')).toHaveText('Remote');
    await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Close job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this job?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(termValue(jobSummary(page), 'Status')).toHaveText('Active');
    await page.getByRole('button', { name: 'Close job' }).click();
    await dialog.getByRole('button', { name: 'Close job' }).click();
    await expect(toastWithTitle(page, 'Job closed')).toBeVisible();
    await expect(termValue(jobSummary(page), 'Status')).toHaveText('Closed');

    // A developer sees that it is closed and cannot apply; it has left Browse Jobs.
    const developer = await openSecondPage(browser);
    await signedInAs(developer, 'developer');
    await developer.goto(`/jobs/${job.id}`);
    await expect(developer.getByText('This job is closed')).toBeVisible();
    await expect(developer.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Reopen job' }).click();
    await page
      .getByRole('dialog', { name: 'Reopen this job?' })
      .getByRole('button', { name: 'Reopen job' })
      .click();
    await expect(toastWithTitle(page, 'Job reopened')).toBeVisible();
    await expect(termValue(jobSummary(page), 'Status')).toHaveText('Active');
    await developer.context().close();
  });

  test('another client sees the job but not its applications; a company name leads when there is one', async ({
    page,
    browser,
  }) => {
    const owner = await openSecondPage(browser);
    await signedInAs(owner, 'client');
    const job = await postJob(owner.request);
    await owner.context().close();

    await signedInAs(page, 'client');
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
    await expect(termValue(jobSummary(page), 'Company')).toHaveText(`Client #${job.clientId}`);
    await expect(page.getByRole('heading', { name: /^Applications/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close job' })).toHaveCount(0);
  });

  test('a missing job says so, on both job screens', async ({ page }) => {
    await signedInAs(page, 'developer');
    await page.goto('/jobs/2147483000');
    await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
    await expect(
      page.getByText("The job you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.goto('/jobs/2147483000/apply');
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Browse Jobs' }).click();
    await expect(page).toHaveURL('/browse-jobs');
  });

  test('the job screens fit a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signedInAs(page, 'client');
    const job = await postJob(page.request, { title: 'A rather long job title that must wrap on a phone' });
    for (const path of ['/post-job', `/jobs/${job.id}`, '/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
