import { sideNav, toast } from './support/shell';
import { expect, test } from './support/test';
import { createAccount, fillRegistrationForm, newUser } from './support/users';

test.describe('registration', () => {
  test('a developer (Tech Talent) registers, lands on /registration-success, then the dashboard greets them', async ({
    page,
  }) => {
    const user = newUser('developer');
    await page.goto('/register');
    await expect(page).toHaveTitle('Sign up · Talanta');
    await expect(page.getByRole('radio', { name: 'Tech Talent' })).toBeChecked();
    await fillRegistrationForm(page, user);
    await page.getByLabel('Area of specialization').selectOption('Full Stack Development');
    await page.getByLabel('GitHub URL').fill('https://github.com/amani');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/registration-success');
    await expect(page.getByRole('link', { name: 'Start your vetting application' })).toBeVisible();
    await expect(toast(page, 'Registration successful')).toContainText('Your account has been created.');
    await page.getByRole('link', { name: 'Access Your Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}!` })).toBeVisible();
    await expect(sideNav(page).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/developer/profile',
    );
  });

  test('a business registers from /register?role=client&region=kenya', async ({ page }) => {
    const user = newUser('client');
    await page.goto('/register?role=client&region=kenya');
    await expect(page.getByRole('radio', { name: 'Business/Client' })).toBeChecked();
    await expect(page.getByText('Hiring Tech Talent in Kenya')).toBeVisible();
    // The developer-only fields are not asked of a business.
    await expect(page.getByLabel('Area of specialization')).toHaveCount(0);
    await expect(page.getByLabel('GitHub URL')).toHaveCount(0);
    await fillRegistrationForm(page, user);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}!` })).toBeVisible();
    await expect(sideNav(page).getByRole('link', { name: 'Company Profile' })).toBeVisible();
  });

  test('switching the role shows and hides the developer-only fields', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('Area of specialization')).toBeVisible();
    await page.getByRole('radio', { name: 'Business/Client' }).check();
    await expect(page.getByLabel('Area of specialization')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Tech Talent' }).check();
    await expect(page.getByLabel('GitHub URL')).toBeVisible();
  });

  test('an empty form shows every required-field message under its field', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Invalid email address',
      'First name is required',
      'Last name is required',
      'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
      'Password must be at least 6 characters',
      'Password confirmation is required',
      'Area of specialization is required for developers',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/register');
  });

  test('passwords that differ, a bad phone and a bad GitHub URL are refused', async ({ page }) => {
    const user = newUser('developer');
    await page.goto('/register');
    await fillRegistrationForm(page, user);
    await page.getByLabel('Phone number').fill('0712345678');
    await page.getByLabel('Confirm password').fill('different1');
    await page.getByLabel('Area of specialization').selectOption('Backend Development');
    await page.getByLabel('GitHub URL').fill('not a url');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid GitHub URL', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
      ),
    ).toBeVisible();
  });

  test('after a first submit, fields re-validate as they change', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByLabel('First name').fill('Wanjiru');
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Email').fill('wanjiru@example.com');
    await expect(page.getByText('Invalid email address')).toHaveCount(0);
  });

  test('an email that already has an account is refused with the server message', async ({
    page,
    request,
  }) => {
    const user = newUser('client');
    await createAccount(request, user);
    await page.goto('/register?role=client');
    await fillRegistrationForm(page, user);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(toast(page, 'Registration failed')).toContainText(
      'An account with this email already exists',
    );
    await expect(page).toHaveURL(/\/register/);
  });

  test('the button reads "Creating account..." and is disabled while pending', async ({ page }) => {
    const user = newUser('client');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/auth.register**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/register?role=client');
    await fillRegistrationForm(page, user);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/dashboard');
  });
});
