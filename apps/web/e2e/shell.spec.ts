import { E2E_ADMIN } from './support/constants';
import { catalogued } from './support/i18n';
import { openAccountMenu, sideNav } from './support/shell';
import { expect, test } from './support/test';
import { signedInAs, signInWithApi } from './support/users';

test.describe('the shell', () => {
  test('visitors get the public top bar and the footer with its language choice', async ({ page }) => {
    await page.goto('/');
    const topBar = page.getByRole('navigation', { name: 'Primary' });
    for (const name of ['Home', 'How It Works', 'For Developers', 'For Businesses']) {
      await expect(topBar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const column of ['Company', 'Resources', 'Legal']) {
      await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Hiring Today' })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
    // Each language is named in itself, so a reader finds their own whatever the page is in.
    const language = footer.getByLabel('Language');
    await expect(language.locator('option')).toHaveText([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Kiswahili',
      'हिन्दी',
    ]);
    await language.selectOption('Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(footer.getByRole('combobox', { name: catalogued('fr', 'Language') })).toHaveValue('fr');
  });

  test('a developer sees their side navigation, with Home and Dashboard highlighted together', async ({
    page,
  }) => {
    const user = await signedInAs(page, 'developer');
    await page.goto('/dashboard');
    const nav = sideNav(page);
    await expect(page.getByText(`${user.firstName} ${user.lastName}`).first()).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Developer', { exact: true })).toBeVisible();
    for (const section of ['Main Navigation', 'Profile & Settings', 'Actions']) {
      await expect(nav.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(nav.getByRole('heading', { name: 'Admin Functions' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Browse Jobs', 'My Applications', 'Messages', 'For Developers', 'Account Settings']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Browse Jobs' }).click();
    await expect(nav.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('a client gets client links in the top bar and side navigation', async ({ page }) => {
    await signedInAs(page, 'client');
    await page.goto('/dashboard');
    const topBar = page.getByRole('navigation', { name: 'Primary' });
    for (const name of ['Dashboard', 'My Profile', 'Post Job', 'Browse Developers', 'Messages']) {
      await expect(topBar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(topBar.getByRole('link', { name: 'Browse Jobs' })).toHaveCount(0);
    for (const name of ['Browse Developers', 'Post a Job', 'For Businesses', 'Company Profile']) {
      await expect(sideNav(page).getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('You have no notifications.')).toBeVisible();
  });

  test('an admin sees Admin Functions and the admin entries of the account menu', async ({ page }) => {
    await signInWithApi(page, E2E_ADMIN);
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' }).first()).toBeVisible();
    const nav = sideNav(page);
    await expect(nav.getByRole('heading', { name: 'Admin Functions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Super Admin' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Admin', { exact: true })).toBeVisible();

    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Super Admin' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Super Admin' }).click();
    await expect(page).toHaveURL('/super-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' })).toBeVisible();
  });
});
