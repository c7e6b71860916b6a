import { expect, test } from './support/test';
import { signedInAs } from './support/users';

test.describe('the 404 screen', () => {
  test('an unknown path shows "404 Page Not Found" with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Talanta');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('unknown paths below known ones are 404s too, for visitors and signed-in users', async ({ page }) => {
    await page.goto('/how-it-works/extra');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.goto('/developer/abc');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

    await signedInAs(page, 'developer');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Side navigation' })).toBeVisible();
  });

  test('job ids must be numeric: /jobs/abc is a 404, /jobs/12 loads', async ({ page }) => {
    await signedInAs(page, 'developer');
    await page.goto('/jobs/abc');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.goto('/jobs/abc/apply');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.goto('/jobs/12');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
    await page.goto('/jobs/12/apply');
    await expect(page.getByRole('link', { name: 'Back to Job Details' })).toHaveAttribute('href', '/jobs/12');
  });
});
