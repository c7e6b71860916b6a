import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yIssues } from './support/axe';
import { toast } from './support/shell';
import { expect, test } from './support/test';
import { fillRegistrationForm, logInWithForm, newUser } from './support/users';

test.describe('data rights', () => {
  test('register with consent, download the export, delete the account, never sign in again', async ({
    page,
  }) => {
    const user = newUser('client');
    await page.goto('/register?role=client');
    // Without the consent the form says why and creates nothing.
    await fillRegistrationForm(page, user);
    const consent = page.getByLabel('I agree to the Terms of Service and Privacy Policy');
    await consent.uncheck();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please accept the Terms of Service and Privacy Policy')).toBeVisible();
    await expect(page.locator('form').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await consent.check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/dashboard', { timeout: 30_000 });

    await page.goto('/profile');
    // The settings page loads the profile and the tokens first; a busy machine takes its time.
    await expect(page.getByText('Your data', { exact: true })).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^talanta-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(data.user.email).toBe(user.email);
    expect(data.consents.map((row: { document: string }) => row.document).sort()).toEqual([
      'privacy',
      'terms',
    ]);
    expect(JSON.stringify(data)).not.toContain('passwordHash');
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your password is incorrect')).toBeVisible();
    await expectNoSeriousA11yIssues(page, '[role="dialog"]');
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Account deleted')).toContainText(
      'Your account and personal data have been deleted.',
    );

    await page.goto('/login');
    await logInWithForm(page, user);
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  for (const [path, title, sectionHeading] of [
    ['/privacy', 'Privacy Policy', 'Your rights'],
    ['/terms', 'Terms of Service', 'Fees'],
  ] as const) {
    test(`${path} is a real page with headings and a table of contents, readable at 390 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Coming soon')).toHaveCount(0);
      const contents = page.getByRole('navigation', { name: 'Contents' });
      await contents.getByRole('link', { name: sectionHeading }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(sectionHeading) }),
      ).toBeInViewport();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(8);
      await expect(page.getByRole('link', { name: 'privacy@talanta.dev' }).first()).toBeVisible();
      const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflows).toBe(false);
      await expectNoSeriousA11yIssues(page);
    });
  }
});
