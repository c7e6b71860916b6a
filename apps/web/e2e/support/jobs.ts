import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { E2E_BASE_URL } from './constants';
import { approveProfile } from './developers';
import { signedInAs, type TestUser } from './users';

/** The server this run tests (the project's baseURL, which a local config may point elsewhere). */
const baseURL = () => test.info().project.use.baseURL ?? E2E_BASE_URL;

/** A tRPC answer's data (`{ result: { data } }`), failing the test on any other answer. */
async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A word no other test uses, so full-text searches find only this test's jobs. */
export function uniqueWord(prefix = 'zq'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export interface JobFields {
  title: string;
  description: string;
  requiredSkills: string[];
  projectLength: 'short-term' | 'medium-term' | 'long-term';
  projectType: 'full-time' | 'part-time' | 'contract';
  location: string;
  minBudget: number;
  maxBudget: number;
  budgetType: 'hourly' | 'fixed';
  category: string;
  experienceLevel: 'Entry Level' | 'Intermediate' | 'Expert';
}

export interface PostedJob extends JobFields {
  id: number;
  clientId: number;
}

/** A believable job; tests override what they assert on. */
export function jobFields(overrides: Partial<JobFields> = {}): JobFields {
  return {
    title: `Payments dashboard in React ${uniqueWord('t')}`,
    description:
      'Merchants track incoming M-Pesa payments and download statements. Build the React dashboard with us.',
    requiredSkills: ['React', 'TypeScript'],
    projectLength: 'medium-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 40,
    maxBudget: 60,
    budgetType: 'hourly',
    category: 'Web Development',
    experienceLevel: 'Intermediate',
    ...overrides,
  };
}

/** Posts a job as the client signed in on `api` (POST /trpc/job.create, as the web app sends it). */
export async function postJob(
  api: APIRequestContext,
  overrides: Partial<JobFields> = {},
): Promise<PostedJob> {
  const fields = jobFields(overrides);
  const job = await dataOf<{ id: number; clientId: number }>(
    await api.post('/trpc/job.create', { data: fields }),
  );
  return { ...fields, id: job.id, clientId: job.clientId };
}

export async function closeJob(api: APIRequestContext, id: number): Promise<void> {
  await dataOf(await api.post('/trpc/job.close', { data: { id } }));
}

export interface ApplicationFields {
  coverLetter: string;
  proposedRate: number;
  estimatedHours?: number;
  availableStartDate?: string;
}

/** Applies as the (approved) developer signed in on `api`; answers the application's id. */
export async function applyToJob(
  api: APIRequestContext,
  jobId: number,
  fields: Partial<ApplicationFields> = {},
): Promise<{ id: number; conversationId: number | null }> {
  return dataOf(
    await api.post('/trpc/application.applyToJob', {
      data: {
        id: jobId,
        coverLetter: 'I have shipped three merchant dashboards in React and TypeScript.',
        proposedRate: 45,
        ...fields,
      },
    }),
  );
}

/** Moves an application along the pipeline as the job's owner signed in on `api`. */
export async function setApplicationStatus(
  api: APIRequestContext,
  id: number,
  status: 'pending' | 'interview' | 'accepted' | 'rejected',
): Promise<void> {
  // A rejection needs a reason (issue 12).
  const reason = status === 'rejected' ? { reason: 'other' } : {};
  await dataOf(await api.post('/trpc/application.updateStatus', { data: { id, status, ...reason } }));
}

/** The signed-in user's id (auth.session). */
export async function currentUserId(api: APIRequestContext): Promise<number> {
  const user = await dataOf<{ id: number } | null>(await api.get('/trpc/auth.session'));
  if (!user) throw new Error('nobody is signed in on this request context');
  return user.id;
}

/** The developer id (what shortlists, invitations and offers name developers by) of the developer signed in on `api`. */
export async function currentDeveloperId(api: APIRequestContext): Promise<number> {
  return (await dataOf<{ id: number }>(await api.get('/trpc/profile.getDeveloper'))).id;
}

/** Approves the developer signed in on `developer` (as the e2e admin): only approved developers may apply. */
export async function approveDeveloper(developer: APIRequestContext): Promise<void> {
  const profile = await dataOf<{ id: number }>(await developer.get('/trpc/profile.getDeveloper'));
  await approveProfile(developer, profile.id);
}

/** A new developer account, approved by the admin, with the page signed in as it. */
export async function signedInAsApprovedDeveloper(page: Page): Promise<TestUser> {
  const user = await signedInAs(page, 'developer');
  await approveDeveloper(page.request);
  return user;
}

/** A second person in the same test (a client beside a developer): their own browser context. */
export async function openSecondPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** The value shown beside a term of a description list (a dashboard's stat card, a summary row). */
export const termValue = (scope: Page | Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * A toast by its title, looked for in the toaster only (a dashboard's activity list has items with
 * the same titles, such as "Job posted").
 */
export const toastWithTitle = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

/** The Job Summary card of Job Details. */
export const jobSummary = (page: Page) => page.getByRole('complementary', { name: 'About this job' });
