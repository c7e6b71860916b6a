import { findResetLink } from './support/mailbox';
import { toast } from './support/shell';
import { expect, test } from './support/test';
import { createAccount, logInWithForm, newUser } from './support/users';

const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

test.describe('forgot and reset password', () => {
  test('a reset link from the mailbox sets a new password that then logs in', async ({ page, request }) => {
    const user = newUser('developer');
    await createAccount(request, user);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    // The URL changes before the new screen shows: wait for it, or the login form gets the typing.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(toast(page, 'Reset email sent')).toContainText(
      "If an account with that email exists, we've sent you a password reset link.",
    );
    await page.getByRole('button', { name: 'Send another email' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

    const link = await findResetLink(request, user.email);
    expect(link).toContain('/reset-password?token=');
    await page.goto(link ?? '');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
    await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();

    await page.getByRole('link', { name: 'Go to login' }).click();
    await logInWithForm(page, { email: user.email, password: 'brand-new-pass' });
    await expect(page).toHaveURL('/dashboard');

    // The link worked once; used again it shows the server's message.
    await page.goto(link ?? '');
    await page.getByLabel('New password', { exact: true }).fill('another-pass');
    await page.getByLabel('Confirm new password').fill('another-pass');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText(INVALID_LINK);
  });

  test('an unknown email gets the same answer, and the form validates the email', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });

  test('the reset form validates, and a link without a token says so', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm new password').fill('abcdeg');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
    await page.getByLabel('Confirm new password').fill('abcdef');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText(INVALID_LINK);

    await page.goto('/reset-password');
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
