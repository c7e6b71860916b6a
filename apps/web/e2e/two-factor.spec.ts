import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { expectNoSeriousA11yIssues } from './support/axe';
import { E2E_BASE_URL } from './support/constants';
import { openAccountMenu, toast } from './support/shell';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/** Issue 15: two-factor sign-in set up with a QR code, the login's second step, the sessions list. */

/** What an authenticator app shows for the secret, `steps` 30-second steps from now. */
const totpCode = (secret: string, steps = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + steps), 6);

const sessionsList = (page: Page) => page.getByRole('list', { name: 'Signed-in sessions' });

test('sets up 2FA, signs in with the second step, and ends another session', async ({ page, playwright }) => {
  // A long journey (setup, logout, two-step login) on a shared machine.
  test.setTimeout(120_000);
  const user = await signedInAs(page, 'developer');
  // A second device signed in with the password (before 2FA is on).
  const other = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
    },
  });
  const otherLogin = await other.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(otherLogin.status(), await otherLogin.text()).toBe(200);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', exact: true })).toBeVisible();
  await expect(page.getByText('Two-factor sign-in is off')).toBeVisible();
  await expect(sessionsList(page).getByRole('listitem')).toHaveCount(2);
  await expect(sessionsList(page).getByText('This device')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('region', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expectNoSeriousA11yIssues(page);
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left')).toBeVisible();

  // End the other device's session from the list: its next request is signed out.
  await sessionsList(page).getByRole('button', { name: 'End session on Firefox on Windows' }).click();
  await expect(toast(page, 'Session ended.')).toBeVisible();
  await expect(sessionsList(page).getByRole('listitem')).toHaveCount(1);
  expect((await other.get('/api/auth/user')).status()).toBe(401);
  await other.dispose();

  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoSeriousA11yIssues(page);
  await code.fill(totpCode(secret, 1) === '000000' ? '111111' : '000000');
  await code.press('Enter');
  await expect(page.getByText('That code is not right').first()).toBeVisible();
  // By keyboard: the recovery link switches the field, and back.
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeVisible();
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();
  await page.getByLabel('Authentication code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await expect(page.getByText('Two-factor sign-in is')).toContainText('on');
  await expect(sessionsList(page).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: test.info().outputPath('two-factor-phone.png'), fullPage: true });
});
