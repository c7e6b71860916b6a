import { LOCALES } from '@talanta/schema/i18n';
import { expectNoSeriousA11yIssues } from './support/axe';
import { catalogued, expectNoEnglishLeft, useLocale } from './support/i18n';
import { expect, test } from './support/test';
import { createAccount, logInWithForm, newUser } from './support/users';

/**
 * Issue 41: the footer's language choice switches the page in place, survives a reload and a
 * sign-in (the account keeps it), and the sign-in, registration and password pages are drawn in
 * every language by the server, with nothing left in English and nothing serious for axe.
 */

test('a visitor’s language choice switches the page, survives a reload and a sign-in, and stays on the account', async ({
  page,
  request,
}) => {
  const user = newUser('client');
  await createAccount(request, user);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Kiswahili' });
  // In place: no new page, the texts the screen already had come in Kiswahili.
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Karibu tena!' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Karibu tena!' })).toBeVisible();

  await page.getByLabel('Barua pepe').fill(user.email);
  await page.getByLabel('Nenosiri').fill(user.password);
  await page.getByRole('button', { name: 'Ingia' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  // The account keeps it: a fresh browser that signs in gets the pages in Kiswahili.
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await logInWithForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');

  // Chosen again in Account Settings: kept on the account and in this browser.
  await page.getByRole('combobox', { name: 'Lugha' }).selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});

for (const locale of LOCALES.filter((code) => code !== 'en')) {
  test(`the sign-in pages in ${locale}: drawn by the server in it, nothing left in English, axe at both widths`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const path of [
      '/register',
      '/login',
      '/forgot-password',
      '/reset-password?token=x',
      '/verify-email',
      '/undo-email-change',
    ]) {
      await expectNoEnglishLeft(page, path, locale, {
        // Examples of what to type, the same in every language.
        allowed: ['Amani', 'Otieno', '+254712345678', 'https://github.com/username'],
      });
    }
    const heading = catalogued(locale, 'Create your account');
    // Drawn by the server in the language: the first HTML already holds it.
    const served = await page.request.get('/register', { headers: { cookie: `talanta_locale=${locale}` } });
    expect(await served.text()).toContain(`lang="${locale}"`);
    await useLocale(page, locale);
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A validation message comes in the language too.
    await page.getByRole('button', { name: catalogued(locale, 'Create account') }).click();
    await expect(page.getByLabel(catalogued(locale, 'First name'))).toHaveAccessibleDescription(
      catalogued(locale, 'First name is required'),
    );
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yIssues(page, undefined, { label: `/register in ${locale} at ${width} px` });
    }
  });
}
