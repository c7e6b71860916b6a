import { expectNoSeriousA11yIssues } from './support/axe';
import { E2E_BASE_URL } from './support/constants';
import { toast } from './support/shell';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/** Issue 17: API tokens made in Account Settings, used by a script, revoked. */

const section = (page: Page) => page.getByRole('form', { name: 'Create an API token' });
const tokenList = (page: Page) => page.getByRole('list', { name: 'Your API tokens' });

test('creates a token, a script reads and writes with it, revoking it ends it (401)', async ({
  page,
  playwright,
}) => {
  await signedInAs(page, 'developer');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'API tokens', exact: true })).toBeVisible();
  await expect(page.getByText('No API tokens yet')).toBeVisible();

  // The form checks with the API's schema before sending.
  const form = section(page);
  await form.getByLabel('Token name').fill('Deploy script');
  await form.getByLabel('Expires after (days)').fill('400');
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Expiry must be a whole number of days from 1 to 365')).toBeVisible();

  // By keyboard: the access choice moves with the arrow keys, Enter submits.
  await form.getByRole('radio', { name: 'Read only' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Read and write' })).toBeChecked();
  await form.getByLabel('Expires after (days)').fill('30');
  await form.getByLabel('Expires after (days)').press('Enter');

  const shown = page.getByRole('region', { name: 'Your new API token' });
  await expect(shown.getByText('you will not see it again')).toBeVisible();
  const token = await shown.getByLabel('New API token').inputValue();
  expect(token).toMatch(/^tal_[a-z2-7]{32}_[a-z2-7]{32}$/);
  await expect(tokenList(page).getByText('Deploy script')).toBeVisible();
  await expect(tokenList(page).getByText('Read and write')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  // Gone from the page for good: the list never carries it.
  await expect(page.getByLabel('New API token')).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);

  const script = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const jobs = await script.get('/api/jobs');
  expect(jobs.status(), await jobs.text()).toBe(200);
  const write = await script.put('/api/developers/profile/settings', { data: { title: 'Set by a script' } });
  expect(write.status(), await write.text()).toBe(200);

  await page.reload();
  await expect(tokenList(page).getByText('Never')).toHaveCount(0);
  await tokenList(page).getByRole('button', { name: 'Revoke token Deploy script' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('stop working at once')).toBeVisible();
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(toast(page, 'Token revoked')).toBeVisible();
  await expect(page.getByText('No API tokens yet')).toBeVisible();

  const afterRevoke = await script.get('/api/jobs');
  expect(afterRevoke.status()).toBe(401);
  expect((await afterRevoke.json()).message).toContain('Invalid API token');
  await script.dispose();
});

test('the section works at phone width and in the dark theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, 'client');
  await page.goto('/profile');
  const form = section(page);
  await form.getByLabel('Token name').fill('Reports');
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByRole('region', { name: 'Your new API token' })).toBeVisible();
  await expect(tokenList(page).getByText('Read only')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yIssues(page);
});
