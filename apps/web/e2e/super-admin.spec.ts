import { signInAsAdmin, uniqueTag } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { E2E_ADMIN, E2E_BASE_URL, E2E_UNDELIVERABLE_DOMAIN } from './support/constants';
import { answerProcedure, seedDeveloper, uniqueToken } from './support/developers';
import { postJob } from './support/jobs';
import { toast } from './support/shell';
import { expect, type Page, request as playwrightRequest, test } from './support/test';
import { createAccount, newUser, type TestUser } from './support/users';

/**
 * Platform administration at /super-admin (spec 001 "Super Admin Dashboard", §5, §7, §8) against
 * the real server. Each test makes its own people and finds them by email.
 */

const panel = (page: Page) => page.getByRole('tabpanel');

async function openSuperAdmin(page: Page, tabName?: string) {
  await signInAsAdmin(page);
  await page.goto('/super-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' })).toBeVisible();
  if (tabName) await page.getByRole('tab', { name: tabName }).click();
}

/** A new account of the role, not signed in anywhere. */
async function account(role: 'developer' | 'client', lastName = `Person${uniqueTag()}`): Promise<TestUser> {
  const user = { ...newUser(role), lastName };
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createAccount(api, user);
  } finally {
    await api.dispose();
  }
  return user;
}

test('shows the stat cards and the six tabs, User Management first', async ({ page }) => {
  await openSuperAdmin(page);
  await expect(page.getByText('Complete platform administration and management')).toBeVisible();
  for (const label of ['Total Users', 'Developers', 'Active Jobs', 'Applications']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tab')).toHaveText([
    'User Management',
    'Developer Management',
    'Client Management',
    'Job Management',
    'Audit Log',
    'Email Delivery',
  ]);
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveAttribute(
    'placeholder',
    'Search users...',
  );
  await expect(page.getByLabel('Filter by role').locator('option')).toHaveText([
    'All Roles',
    'Developer',
    'Client',
    'Admin',
  ]);
  await expect(page.getByLabel('Filter by creation date').locator('option')).toHaveText([
    'All Time',
    'Today',
    'Yesterday',
    'Last 7 Days',
  ]);
});

test('changes a role after the confirmation naming the user and roles, refuses self-demotion with the reason, and filters by role and date', async ({
  page,
}) => {
  const client = await account('client');
  await openSuperAdmin(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(client.email);
  const row = panel(page).getByRole('listitem').filter({ hasText: client.email });
  await expect(row).toHaveCount(1);
  await expect(row.locator('p').getByText('Client', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Created: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/)).toBeVisible();

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await row.getByLabel(`Role of ${client.email}`).selectOption('developer');
  const question = `Change the role of ${client.firstName} ${client.lastName} (${client.email}) from Client to Developer?`;
  await expect.poll(() => questions).toEqual([question]);
  await expect(row.getByLabel(`Role of ${client.email}`)).toHaveValue('client');
  await expect(row.locator('p').getByText('Client', { exact: true })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByLabel(`Role of ${client.email}`).selectOption('developer');
  await expect(toast(page, 'User role updated successfully')).toBeVisible();
  // The badge follows the list's reload after the change, which a loaded 2-core runner can delay.
  await expect(row.locator('p').getByText('Developer', { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.getByLabel('Filter by role').selectOption('client');
  await expect(panel(page).getByRole('heading', { name: 'No users found' })).toBeVisible();
  await page.getByLabel('Filter by role').selectOption('developer');
  await page.getByLabel('Filter by creation date').selectOption('today');
  await expect(row).toHaveCount(1);
  await page.getByLabel('Filter by creation date').selectOption('yesterday');
  await expect(panel(page).getByRole('heading', { name: 'No users found' })).toBeVisible();

  await page.getByLabel('Filter by role').selectOption('all');
  await page.getByLabel('Filter by creation date').selectOption('all');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(E2E_ADMIN.email);
  const me = panel(page).getByRole('listitem').filter({ hasText: E2E_ADMIN.email });
  page.once('dialog', (dialog) => void dialog.accept());
  await me.getByLabel(`Role of ${E2E_ADMIN.email}`).selectOption('client');
  const refused = toast(page, 'Failed to update user role');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('You cannot demote yourself');
  await expect(me.getByLabel(`Role of ${E2E_ADMIN.email}`)).toHaveValue('admin');
});

test('deletes a user after the browser confirmation, and keeps them when it is dismissed', async ({
  page,
}) => {
  const victim = await account('developer');
  await openSuperAdmin(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(victim.email);
  const row = panel(page).getByRole('listitem').filter({ hasText: victim.email });
  await expect(row).toHaveCount(1);

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await row.getByRole('button', { name: `Delete ${victim.email}` }).click();
  await expect
    .poll(() => questions)
    .toEqual([`Are you sure you want to delete user ${victim.email}? This action cannot be undone.`]);
  await expect(row).toHaveCount(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete ${victim.email}` }).click();
  await expect(toast(page, 'User deleted successfully')).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'No users found' })).toBeVisible();
});

test('approves, verifies and unapproves a developer; the client tab is read-only', async ({ page }) => {
  const developer = await account('developer');
  const client = await account('client');
  const name = `${developer.firstName} ${developer.lastName}`;
  await openSuperAdmin(page, 'Developer Management');
  await panel(page).getByRole('searchbox', { name: 'Search developers' }).fill(developer.email);
  const row = panel(page).getByRole('listitem').filter({ hasText: developer.email });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Unverified', { exact: true })).toBeVisible();
  await expect(row.getByText('Location not set • rate not set')).toBeVisible();
  // No vetting application: approving by hand is the admin's call (issue 35).
  await expect(row.getByText('No application', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(toast(page, 'Developer status updated successfully')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Verify ${name}` }).click();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Unapprove ${name}` }).click();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Client Management' }).click();
  await panel(page).getByRole('searchbox', { name: 'Search clients' }).fill(client.email);
  const clientRow = panel(page).getByRole('listitem').filter({ hasText: client.email });
  await expect(clientRow.getByText('Client', { exact: true })).toBeVisible();
  await expect(clientRow.getByRole('button')).toHaveCount(0);
});

test('deletes a job after the browser confirmation', async ({ page }) => {
  const client = newUser('client');
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const title = `Fraud rules engine ${uniqueTag('j')}`;
  try {
    await createAccount(api, client);
    await postJob(api, { title });
  } finally {
    await api.dispose();
  }
  await openSuperAdmin(page, 'Job Management');
  await panel(page).getByRole('searchbox', { name: 'Search jobs' }).fill(title);
  const row = panel(page).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('active', { exact: true })).toBeVisible();
  await expect(row.getByText('Budget: $40 - $60/hour')).toBeVisible();
  await expect(row.getByText(/^Posted: /)).toBeVisible();

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await row.getByRole('button', { name: `Delete job ${title}` }).click();
  await expect(toast(page, 'Job deleted successfully')).toBeVisible();
  expect(questions).toEqual([
    `Are you sure you want to delete job "${title}"? This action cannot be undone.`,
  ]);
  await expect(panel(page).getByRole('heading', { name: 'No jobs found' })).toBeVisible();
});

test('Export to Excel opens the 7-day registrations workbook in a new tab', async ({ page }) => {
  await openSuperAdmin(page);
  const link = page.getByRole('link', { name: 'Export to Excel' });
  await expect(link).toHaveAttribute('href', '/api/super-admin/export-registrations?days=7');
  await expect(link).toHaveAttribute('target', '_blank');

  // The new tab turns into a download (Content-Disposition: attachment), reported to the opener.
  const popupPromise = page.context().waitForEvent('page');
  const downloadPromise = page.waitForEvent('download');
  await link.click();
  await popupPromise;
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^talanta-registrations-last-7-days-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(await download.failure()).toBeNull();

  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await panel(page).getByLabel('Action').selectOption({ label: 'Registrations exported' });
  await expect(panel(page).getByText(`by ${E2E_ADMIN.email}`).first()).toBeVisible();
});

test('the audit log shows a role change with its before and after', async ({ page }) => {
  const client = await account('client');
  await openSuperAdmin(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(client.email);
  page.once('dialog', (dialog) => void dialog.accept());
  await panel(page).getByLabel(`Role of ${client.email}`).selectOption('admin');
  await expect(toast(page, 'User role updated successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await panel(page).getByLabel('Action').selectOption({ label: 'User role changed' });
  const entry = panel(page).getByRole('listitem').filter({ hasText: client.email });
  await expect(entry.first()).toContainText('User role changed');
  await expect(entry.first()).toContainText(`by ${E2E_ADMIN.email}`);
  await expect(entry.first().getByText('role: client → admin')).toBeVisible();
  await panel(page).getByLabel('Actor').fill('nobody-matches');
  await expect(panel(page).getByRole('heading', { name: 'No admin actions found' })).toBeVisible();

  // Put the account back, so no stray admin is left for other journeys.
  await panel(page).getByLabel('Actor').fill('');
  await page.getByRole('tab', { name: 'User Management' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(client.email);
  page.once('dialog', (dialog) => void dialog.accept());
  await panel(page).getByLabel(`Role of ${client.email}`).selectOption('client');
  await expect(toast(page, 'User role updated successfully').last()).toBeVisible();
});

test('Email Delivery lists an email the mail server refused, with its error, and sends it again on Retry now', async ({
  page,
}) => {
  const user = { ...newUser('client'), email: `refused-${uniqueTag()}@${E2E_UNDELIVERABLE_DOMAIN}` };
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createAccount(api, user);
  } finally {
    await api.dispose();
  }
  await signInAsAdmin(page);
  // The mailer tries the verification email in the background: wait until it has been refused once.
  await expect
    .poll(async () => {
      const listed = await page.request.get('/api/admin/emails/failed?limit=100');
      const emails = (await listed.json()) as { to: string }[];
      return emails.some((email) => email.to === user.email);
    })
    .toBe(true);

  await page.goto('/super-admin');
  await page.getByRole('tab', { name: 'Email Delivery' }).click();
  const row = panel(page)
    .getByRole('listitem')
    .filter({ hasText: `To ${user.email}` });
  await expect(row).toContainText('Verify your Talanta email address');
  await expect(row).toContainText('Retrying');
  await expect(row).toContainText('No such mailbox here');
  await expect(row).toContainText('1 attempt');
  await expectNoSeriousA11yIssues(page, undefined, { label: 'Email Delivery at 1280 px' });

  await row
    .getByRole('button', { name: `Retry now: Verify your Talanta email address to ${user.email}` })
    .click();
  await expect(toast(page, 'The email will be sent again')).toBeVisible();
  // Sent again at once and refused again: still listed, its error kept.
  await expect(row).toContainText('No such mailbox here');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yIssues(page, undefined, { label: 'Email Delivery at 390 px' });
});

test("Needs Matching: from the navigation, a waiting job's candidates, and an introduction by hand", async ({
  page,
}) => {
  // One of four skills: a weak match, so the job runner introduces nobody.
  const skill = uniqueToken('Sk');
  const developer = await seedDeveloper(
    {
      title: 'Ledger engineer',
      bio: 'Loan ledgers and reconciliation services for Kenyan lenders.',
      skills: [skill, 'PHP'],
      hourlyRate: 45,
      yearsOfExperience: 4,
      availability: 'contract',
      location: 'Nairobi, Kenya',
    },
    { firstName: 'Imani', lastName: uniqueToken('Od') },
  );
  const name = `Imani ${developer.user.lastName}`;
  const clientApi = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createAccount(clientApi, newUser('client'));
    const job = await postJob(clientApi, { requiredSkills: [skill, 'Rust', 'Elixir', 'Haskell'] });

    await signInAsAdmin(page);
    await page.goto('/super-admin');
    // The browser cannot move the server's clock (the API tests do): the queue answers as it
    // would 25 hours on, with this job; its candidates and the introduction are the server's own.
    await answerProcedure(page, 'superAdmin.needsMatching', {
      jobs: [
        {
          id: job.id,
          title: job.title,
          requiredSkills: job.requiredSkills,
          postedAt: new Date(Date.now() - 25 * 3_600_000).toISOString(),
          waitingHours: 25,
          introductions: 0,
          client: { id: job.clientId, firstName: 'Test', lastName: 'Client', companyName: null },
        },
      ],
      total: 1,
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Needs Matching' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Needs Matching' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Introduced within 24 hours' })).toContainText(
      'jobs posted in the last 30 days',
    );
    const row = page.getByRole('list', { name: 'Jobs that need matching' }).getByRole('listitem').first();
    await expect(row).toContainText(job.title);
    await expect(row).toContainText('Waiting 25 h');
    await expect(row).toContainText('Introduced: 0 of 3');

    const choose = row.getByRole('button', { name: 'Choose developers' });
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(row.getByRole('button', { name: 'Hide candidates' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const candidate = row
      .getByRole('list', { name: `Candidates for ${job.title}` })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(candidate).toContainText('Partial fit');
    await expect(candidate.getByRole('list', { name: 'Why this match' })).toContainText(
      'Has 1 of 4 required skills',
    );
    await expectNoSeriousA11yIssues(page, undefined, { label: 'Needs Matching at 1280 px' });

    await candidate.getByRole('button', { name: `Introduce ${name}` }).click();
    await expect(toast(page, 'Developer introduced to the client')).toBeVisible();
    await expect(candidate.getByRole('button', { name: `${name} introduced` })).toBeDisabled();
    // The client got the same notice as an automatic introduction.
    const notices = (await (await clientApi.get('/api/notifications')).json()) as {
      title: string;
      link: string;
    }[];
    expect(notices).toContainEqual(
      expect.objectContaining({ title: 'Meet your matches', link: `/jobs/${job.id}` }),
    );

    // On a phone the queue fits the screen and the menu leads to it.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yIssues(page, undefined, { label: 'Needs Matching at 390 px' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Needs Matching' }),
    ).toBeVisible();
  } finally {
    await clientApi.dispose();
    await developer.api.dispose();
  }
});
