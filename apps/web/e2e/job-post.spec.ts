import { jobSummary, termValue, toastWithTitle } from './support/jobs';
import { expect, test } from './support/test';
import { signedInAs } from './support/users';

/** Post a Job against the real server. */

test.describe('Post a Job', () => {
  test('a client posts a job: every rule of the form, skills chips, the toast, the new job and the dashboard', async ({
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
    // The client lands on the new job, with its suggested talent (issue 40).
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Offline-first field sales app' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Suggested Tech Talent' })).toBeVisible();
    await expect(termValue(jobSummary(page), 'Budget')).toHaveText('$60 - $80 / hour');
    await expect(termValue(jobSummary(page), 'Location')).toHaveText('Kisumu, Kenya');
    await expect(termValue(jobSummary(page), 'Job Type')).toHaveText('Part-time');
    await expect(termValue(jobSummary(page), 'Duration')).toHaveText('Short term (< 3 months)');

    await page.goto('/dashboard');
    const recent = page.getByRole('list', { name: 'Your job posts' });
    await expect(recent.getByRole('link', { name: 'Offline-first field sales app' })).toBeVisible();
    await expect(termValue(page, 'Active Jobs')).toHaveText('1');
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
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    await expect(page.getByText('$1,500-$2,500 fixed')).toBeVisible();
    await expect(termValue(jobSummary(page), 'Budget')).toHaveText('$1,500 - $2,500 fixed price');
  });
});
