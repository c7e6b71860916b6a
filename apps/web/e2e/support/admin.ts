import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants';
import { signInWithApi } from './users';

/** Helpers of the admin and super-admin journeys. */

/** A word no other test uses, so searches find only this test's people. */
export function uniqueTag(prefix = 'zq'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export interface SubmittedApplication {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
}

const BIO =
  'Backend engineer in Nairobi building M-Pesa payment integrations and logistics dashboards for retailers.';

/** Applies through the real onboarding endpoint (POST /api/developer/apply), as a visitor. */
export async function submitApplication(
  request: APIRequestContext,
  fields: Record<string, unknown> & { firstName: string; lastName: string },
): Promise<SubmittedApplication> {
  const email = `applicant-${uniqueTag('a')}@example.com`;
  const response = await request.post('/api/developer/apply', {
    data: {
      email,
      phoneNumber: '+254712345678',
      githubUrl: 'https://github.com/applicant',
      linkedinUrl: 'https://www.linkedin.com/in/applicant',
      areaOfExpertise: 'Backend',
      experienceLevel: '3-5',
      skills: ['Node.js', 'PostgreSQL'],
      bio: BIO,
      projects: [{ name: 'Duka POS', description: 'Point of sale with M-Pesa checkout for 40 shops.' }],
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const firstName = fields.firstName;
  const lastName = fields.lastName;
  return {
    id,
    email: (fields.email as string | undefined) ?? email,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
  };
}

/** Decides an application over REST as the admin signed in on `api`. */
export async function decideVettingSubmission(
  api: APIRequestContext,
  id: number,
  decision: 'approve' | 'reject',
) {
  const response = await api.put(`/api/admin/developer-applications/${id}/${decision}`);
  expect(response.ok(), await response.text()).toBe(true);
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signInWithApi(page, E2E_ADMIN);
}

/**
 * Answers the "Reject application" dialog that Reject opens: an optional reason (by its label) and
 * note, then the dialog's own Reject button.
 */
export async function confirmRejection(page: Page, choice: { reason?: string; note?: string } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Reject application' });
  await expect(dialog).toBeVisible();
  if (choice.reason) await dialog.getByLabel('Reason').selectOption({ label: choice.reason });
  if (choice.note) await dialog.getByLabel('Note to the applicant').fill(choice.note);
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog).toBeHidden();
}
