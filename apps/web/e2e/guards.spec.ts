import { E2E_ADMIN } from './support/constants';
import { expect, type Page, test } from './support/test';
import {
  createAccount,
  fillRegistrationForm,
  logInWithForm,
  newUser,
  signedInAs,
  signInWithApi,
} from './support/users';

/** Routes behind sign-in, one per access rule of the route tables. */
const SIGNED_IN_ONLY = ['/dashboard', '/messages', '/profile', '/jobs/7', '/home'];
const DEVELOPER_ONLY = ['/developer/profile', '/browse-jobs', '/my-applications', '/jobs/7/apply'];
const CLIENT_ONLY = ['/client/profile', '/post-job', '/developers'];
/** Visitors are sent to registration instead (talent.spec covers that); other roles go to /. */
const HIRE = '/developer/3/hire';
const ADMIN_ONLY = ['/admin', '/super-admin'];

/** Opens a path and checks the guard let the user stay: a screen rendered, still at that path. */
async function expectAllowed(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(path);
}

test.describe('guards', () => {
  // Each test below loads a dozen full pages in turn; on a loaded two-core CI machine that can pass
  // the default 30 s although every page arrives.
  test.describe.configure({ timeout: 90_000 });

  test('visitors on any protected route go to /login with the way back', async ({ page }) => {
    for (const path of [...SIGNED_IN_ONLY, ...DEVELOPER_ONLY, ...CLIENT_ONLY, ...ADMIN_ONLY]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    }
  });

  test('a deep link survives sign-in: /messages → /login → back on /messages', async ({ page, request }) => {
    const user = newUser('developer');
    await createAccount(request, user);
    await page.goto('/messages');
    await expect(page).toHaveURL('/login?redirect=%2Fmessages');
    await expect(page.getByText('Please log in to continue')).toBeVisible();
    await logInWithForm(page, user);
    await expect(page).toHaveURL('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  });

  test('a deep link to a client screen survives sign-in, and through "Sign up" too', async ({ page }) => {
    await page.goto('/post-job');
    await expect(page).toHaveURL('/login?redirect=%2Fpost-job');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/register?redirect=%2Fpost-job');

    const user = newUser('client');
    await page.getByRole('radio', { name: 'Business/Client' }).check();
    await fillRegistrationForm(page, user);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/post-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  });

  test('a developer on client or admin screens is sent to / (and on to the dashboard)', async ({ page }) => {
    await signedInAs(page, 'developer');
    for (const path of [...CLIENT_ONLY, HIRE, '/browse-developers', ...ADMIN_ONLY]) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
    for (const path of [...DEVELOPER_ONLY, ...SIGNED_IN_ONLY]) await expectAllowed(page, path);
  });

  test('a client on developer or admin screens is sent to /', async ({ page }) => {
    await signedInAs(page, 'client');
    for (const path of [...DEVELOPER_ONLY, ...ADMIN_ONLY]) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
    for (const path of [...CLIENT_ONLY, '/browse-developers', ...SIGNED_IN_ONLY])
      await expectAllowed(page, path);
  });

  test('signed-in people on /, /login or /register go on to /dashboard', async ({ page }) => {
    await signedInAs(page, 'developer');
    for (const path of ['/', '/login', '/register', '/register?role=client']) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
  });

  test('admins at /, /login or /register go to /admin; developer screens send them to / then /admin', async ({
    page,
  }) => {
    await signInWithApi(page, E2E_ADMIN);
    for (const path of ['/', '/login', '/register', '/browse-jobs', '/post-job']) {
      await page.goto(path);
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    }
    for (const path of ['/super-admin', '/browse-developers', '/dashboard', '/profile', '/messages']) {
      await expectAllowed(page, path);
    }
  });

  test('an admin signing in through the form lands on /admin', async ({ page }) => {
    await page.goto('/login');
    await logInWithForm(page, E2E_ADMIN);
    await expect(page).toHaveURL('/admin');
  });
});
