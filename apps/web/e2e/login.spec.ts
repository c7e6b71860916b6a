import { openAccountMenu, sideNav, toast } from './support/shell';
import { expect, test } from './support/test';
import { createAccount, logInWithForm, newUser } from './support/users';

test.describe('login and logout', () => {
  test('the login screen shows the texts of the spec', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Login · Talanta');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    await expect(page.getByText('Enter your email and password to login to your account.')).toBeVisible();
    await expect(page.getByPlaceholder('Your email')).toBeVisible();
    await expect(page.getByPlaceholder('Your password')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByText('Or', { exact: true })).toBeVisible();
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  test('validation messages appear on submit and clear as the fields change', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    // The first field in error takes focus and names its message.
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.getByLabel('Email').fill('');

    await page.getByLabel('Email').fill('someone@example.com');
    await expect(page.getByText('Invalid email address')).toHaveCount(0);
    await page.getByLabel('Password').fill('12345');
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Password').fill('123456');
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
  });

  test('a wrong password shows the "Login failed" toast', async ({ page, request }) => {
    const user = newUser('developer');
    await createAccount(request, user);
    await page.goto('/login');
    await logInWithForm(page, { email: user.email, password: 'wrong-password' });
    await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');
    await expect(page).toHaveURL('/login');
  });

  test('logging in shows the pending label, greets the user; logging out returns to /', async ({
    page,
    request,
  }) => {
    const user = newUser('developer');
    await createAccount(request, user);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/auth.login**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await logInWithForm(page, user);
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();

    await expect(page).toHaveURL('/dashboard');
    await expect(toast(page, 'Login successful')).toContainText('Welcome back!');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}!` })).toBeVisible();

    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Logged out')).toContainText('You have been successfully logged out.');
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  });

  test('"Log Out" in the side navigation logs out too', async ({ page, request }) => {
    const user = newUser('client');
    await createAccount(request, user);
    await page.goto('/login');
    await logInWithForm(page, user);
    await expect(page).toHaveURL('/dashboard');

    await sideNav(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Logged out')).toBeVisible();
    await page.goto('/post-job');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('the login form works with the keyboard alone, in a sensible tab order', async ({ page, request }) => {
    const user = newUser('client');
    await createAccount(request, user);
    await page.goto('/login');
    // The prerendered form takes typing at once; its Login button is disabled (so skipped by Tab)
    // until the app, which downloads after the first paint, has taken the page over.
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await page.getByLabel('Email').focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');
  });
});
