import { expect, type Page } from '@playwright/test';
import { toast } from './shell';

/** The onboarding wizard's steps as a person fills them in, and the checks each step's tests share. */

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

export function newApplicant(): Applicant {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { firstName: 'Achieng', lastName: 'Odhiambo', email: `onboarding-${unique}@example.com` };
}

export const BIO =
  'Full-stack developer in Kisumu building M-Pesa checkouts and logistics dashboards for East African retailers.';

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });
export const next = (page: Page) => page.getByRole('button', { name: 'Next' });
export const back = (page: Page) => page.getByRole('button', { name: 'Back' });
export const project = (page: Page, number: number) =>
  page.getByRole('region', { name: `Project ${number}` });

export async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 5`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${step * 20}% complete`, { exact: true })).toBeVisible();
  await expect(stepHeading(page, title)).toBeVisible();
}

/** The gate's toast is showing; it is then closed, so the next gate's toast is a new one. */
export async function expectGateRefused(page: Page) {
  const refused = toast(page, 'Please complete all required fields');
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Close toast' }).click();
  await expect(refused).toHaveCount(0);
}

export async function fillPersonalDetails(page: Page, applicant: Applicant) {
  await page.getByLabel('First name').fill(applicant.firstName);
  await page.getByLabel('Last name').fill(applicant.lastName);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Phone number').fill('+254712345678');
}

export async function fillOnlineProfiles(page: Page) {
  await page.getByLabel('GitHub URL').fill('https://github.com/achieng');
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/achieng');
}

export async function fillSkills(page: Page) {
  await page.getByLabel('Area of expertise').selectOption('Full Stack Development');
  await page.getByLabel('Experience level').selectOption('3-5');
  await page.getByRole('button', { name: 'React', exact: true }).click();
  await page.getByRole('button', { name: 'TypeScript', exact: true }).click();
  await page.getByLabel('Bio').fill(BIO);
}

export async function fillProject(page: Page, number: number, name: string) {
  await project(page, number).getByLabel('Project name').fill(name);
  await project(page, number)
    .getByLabel('Description')
    .fill(`${name}: checkout and reconciliation for shops.`);
}

/** Walks a new applicant through steps 1-4 to the Final Submission step. */
export async function reachFinalStep(page: Page, applicant: Applicant) {
  await page.goto('/developer-onboarding');
  await expectStep(page, 1, 'Personal Details');
  await fillPersonalDetails(page, applicant);
  await next(page).click();
  await expectStep(page, 2, 'Online Profiles');
  await fillOnlineProfiles(page);
  await next(page).click();
  await expectStep(page, 3, 'Skills & Experience');
  await fillSkills(page);
  await next(page).click();
  await expectStep(page, 4, 'Projects');
  await fillProject(page, 1, 'Duka Pay');
  await next(page).click();
  await expectStep(page, 5, 'Final Submission');
}
