import { E2E_BASE_URL } from './support/constants';
import { expect, type Page, test } from './support/test';
import { createAccount, fillRegistrationForm, logInWithForm, newUser } from './support/users';

// Values that once led (or could lead) off-site after signing in, in the spellings browsers forgive.
const HOSTILE_REDIRECTS = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript:alert(document.domain)',
];

/** Fails the test on any request that leaves this origin, and answers it with nothing. */
async function refuseOffSite(page: Page, visited: string[]) {
  await page.route(
    (url) => url.origin !== E2E_BASE_URL,
    async (route) => {
      visited.push(route.request().url());
      await route.abort();
    },
  );
}

test.describe('sign-in redirects stay on this site', () => {
  test('login follows a path on this site', async ({ page, request }) => {
    const user = newUser('client');
    await createAccount(request, user);
    await page.goto(`/login?redirect=${encodeURIComponent('/post-job?draft=1')}`);
    await logInWithForm(page, user);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/post-job?draft=1`);
  });

  for (const value of HOSTILE_REDIRECTS) {
    test(`login ignores ${JSON.stringify(value)} and goes to the dashboard`, async ({ page, request }) => {
      const user = newUser('developer');
      await createAccount(request, user);
      const offSite: string[] = [];
      await refuseOffSite(page, offSite);
      let dialogShown = false;
      page.on('dialog', async (dialog) => {
        dialogShown = true;
        await dialog.dismiss();
      });
      await page.goto(`/login?redirect=${encodeURIComponent(value)}`);
      await logInWithForm(page, user);
      await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
      expect(offSite).toEqual([]);
      expect(dialogShown).toBe(false);
    });
  }

  test('registration ignores an off-site redirect too', async ({ page }) => {
    const user = newUser('client');
    const offSite: string[] = [];
    await refuseOffSite(page, offSite);
    await page.goto(`/register?role=client&redirect=${encodeURIComponent('//evil.example')}`);
    await fillRegistrationForm(page, user);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
    expect(offSite).toEqual([]);
  });
});
