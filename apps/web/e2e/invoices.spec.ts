import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/**
 * Issue 13, invoices: the screens without approved hours (the timesheet API is another part of the
 * issue; the journey with hours is added once it is merged). Clients reach /invoices and developers
 * /earnings from the side navigation; an admin generates invoices when nothing is due.
 */

async function checkBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yIssues(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a client finds Invoices in the navigation and sees the empty state', async ({ page }) => {
  await signedInAs(page, 'client');
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).first().click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(page.getByText('No invoices yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate invoices now' })).toHaveCount(0);
  await checkBothWidths(page);
});

test('a developer sees earnings of $0.00 and no statements yet', async ({ page }) => {
  await signedInAs(page, 'developer');
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Earnings' }).first().click();
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();
  for (const label of ['Earned', 'Invoiced', 'Paid by the client', 'Paid out']) {
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expect(page.getByRole('definition').filter({ hasText: '$0.00' })).toHaveCount(4);
  await expect(page.getByText('No payouts yet')).toBeVisible();
  await expect(page.getByText('No invoices yet')).toBeVisible();
  await checkBothWidths(page);
  const response = await page.request.get('/api/earnings');
  expect(await response.json()).toEqual({
    earnedCents: 0,
    invoicedCents: 0,
    paidCents: 0,
    trialPaidByTalantaCents: 0,
    payableCents: 0,
    inTransitCents: 0,
    paidOutCents: 0,
  });
});

test('an admin generates invoices by keyboard and is told how many were made', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await page.getByLabel('Through').fill('2026-01-04');
  await page.getByRole('button', { name: 'Generate invoices now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Nothing to invoice|created/ })).toBeVisible();
  await checkBothWidths(page);
});
