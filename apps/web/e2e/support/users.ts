import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEFAULT_PASSWORD } from './constants';

export type RegistrableRole = 'developer' | 'client';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: RegistrableRole;
}

const NAMES: Record<RegistrableRole, { firstName: string; lastName: string }> = {
  developer: { firstName: 'Amani', lastName: 'Otieno' },
  client: { firstName: 'Priya', lastName: 'Sharma' },
};

/** A fresh, unique person; nothing is stored until they register. */
export function newUser(role: RegistrableRole): TestUser {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `${role}-${unique}@example.com`,
    password: DEFAULT_PASSWORD,
    phoneNumber: '+254712345678',
    role,
    ...NAMES[role],
  };
}

/**
 * Registers over tRPC (a JSON POST, as the web app sends it). With `page.request` the page's
 * browser context is signed in afterwards; with the `request` fixture it is not.
 */
export async function createAccount(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/trpc/auth.register', {
    data: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      password: user.password,
      confirmPassword: user.password,
      role: user.role,
      areaOfSpecialization: user.role === 'developer' ? 'Full Stack Development' : null,
      githubUrl: '',
      acceptTerms: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new account of this role, with the page signed in as it. */
export async function signedInAs(page: Page, role: RegistrableRole): Promise<TestUser> {
  const user = newUser(role);
  await createAccount(page.request, user);
  return user;
}

/** Signs the page in without the UI (for tests about something else). */
export async function signInWithApi(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/trpc/auth.login', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Fills and submits the login form (once the login screen is the one showing). */
export async function logInWithForm(page: Page, credentials: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Fills the fields of the registration form that every role has. */
export async function fillRegistrationForm(page: Page, user: TestUser) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Phone number').fill(user.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
}
