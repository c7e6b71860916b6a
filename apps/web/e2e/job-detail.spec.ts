import {
  currentUserId,
  jobSummary,
  openSecondPage,
  postJob,
  termValue,
  toastWithTitle,
} from './support/jobs';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/** A job's details page against the real server. */

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

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
