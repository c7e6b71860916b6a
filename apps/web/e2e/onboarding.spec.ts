import { expect, type Page, test } from '@playwright/test';
import { toast } from './support/shell';

/** The developer onboarding wizard (spec 001 §2, §4, §5, §8) against the real server. */

interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

function newApplicant(): Applicant {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { firstName: 'Achieng', lastName: 'Odhiambo', email: `onboarding-${unique}@example.com` };
}

const BIO =
  'Full-stack developer in Kisumu building M-Pesa checkouts and logistics dashboards for East African retailers.';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const back = (page: Page) => page.getByRole('button', { name: 'Back' });
const project = (page: Page, number: number) => page.getByRole('region', { name: `Project ${number}` });

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 5`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${step * 20}% complete`, { exact: true })).toBeVisible();
  await expect(stepHeading(page, title)).toBeVisible();
}

/** The gate's toast is showing; it is then closed, so the next gate's toast is a new one. */
async function expectGateRefused(page: Page) {
  const refused = toast(page, 'Please complete all required fields');
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Close toast' }).click();
  await expect(refused).toHaveCount(0);
}

async function fillPersonalDetails(page: Page, applicant: Applicant) {
  await page.getByLabel('First name').fill(applicant.firstName);
  await page.getByLabel('Last name').fill(applicant.lastName);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Phone number').fill('+254712345678');
}

async function fillOnlineProfiles(page: Page) {
  await page.getByLabel('GitHub URL').fill('https://github.com/achieng');
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/achieng');
}

async function fillSkills(page: Page) {
  await page.getByLabel('Area of expertise').selectOption('Full-Stack');
  await page.getByLabel('Experience level').selectOption('3-5');
  await page.getByRole('button', { name: 'React', exact: true }).click();
  await page.getByRole('button', { name: 'TypeScript', exact: true }).click();
  await page.getByLabel('Bio').fill(BIO);
}

async function fillProject(page: Page, number: number, name: string) {
  await project(page, number).getByLabel('Project name').fill(name);
  await project(page, number)
    .getByLabel('Description')
    .fill(`${name}: checkout and reconciliation for shops.`);
}

/** Walks a new applicant through steps 1-4 to the Final Submission step. */
async function reachFinalStep(page: Page, applicant: Applicant) {
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

test.describe('developer onboarding', () => {
  test('has its own title and description, and Back is disabled at step 1', async ({ page }) => {
    await page.goto('/developer-onboarding');
    await expect(page).toHaveTitle('Apply as Tech Talent · Talanta');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Tech Talent: five short steps/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Apply as Tech Talent' })).toBeVisible();
    await expectStep(page, 1, 'Personal Details');
    await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await expect(back(page)).toBeDisabled();
  });

  test('each step gate refuses Next with the toast and the field messages until its fields pass', async ({
    page,
  }) => {
    const applicant = newApplicant();
    await page.goto('/developer-onboarding');

    await next(page).click();
    await expectGateRefused(page);
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Invalid email address',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toBeFocused();
    await expectStep(page, 1, 'Personal Details');
    // The messages follow the typing once a step was refused.
    await page.getByLabel('First name').fill(applicant.firstName);
    await expect(page.getByText('First name must be at least 2 characters')).toHaveCount(0);
    await page.getByLabel('Last name').fill(applicant.lastName);
    await page.getByLabel('Email').fill(applicant.email);
    await page.getByLabel('Phone number').fill('0712345678');
    await next(page).click();
    await expect(page.getByText('Phone number must be in Kenyan format (+254XXXXXXXXX)')).toBeVisible();
    await page.getByLabel('Phone number').fill('');
    // Enter in a field is Next.
    await page.getByLabel('Email').press('Enter');

    await expectStep(page, 2, 'Online Profiles');
    await expect(back(page)).toBeEnabled();
    await next(page).click();
    await expectGateRefused(page);
    await expect(page.getByText('Invalid GitHub URL', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid LinkedIn URL', { exact: true })).toBeVisible();
    await fillOnlineProfiles(page);
    await page.getByLabel('Portfolio URL').fill('not a url');
    await next(page).click();
    await expect(page.getByText('Invalid Portfolio URL', { exact: true })).toBeVisible();
    await page.getByLabel('Portfolio URL').fill('https://achieng.dev');
    await next(page).click();

    await expectStep(page, 3, 'Skills & Experience');
    await next(page).click();
    await expectGateRefused(page);
    for (const message of [
      'Area of expertise is required',
      'Experience level is required',
      'At least one skill is required',
      'Bio must be at least 50 characters',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const react = page.getByRole('button', { name: 'React', exact: true });
    await expect(react).toHaveAttribute('aria-pressed', 'false');
    await fillSkills(page);
    await expect(react).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 selected')).toBeVisible();
    await next(page).click();

    await expectStep(page, 4, 'Projects');
    await next(page).click();
    await expectGateRefused(page);
    await expect(page.getByText('At least one project is required', { exact: true })).toBeVisible();
    await project(page, 1).getByLabel('Project name').fill('Duka Pay');
    await project(page, 1).getByLabel('Description').fill('Too short');
    await next(page).click();
    await expect(page.getByText('Project description must be at least 10 characters')).toBeVisible();
    await fillProject(page, 1, 'Duka Pay');
    await next(page).click();
    await expectStep(page, 5, 'Final Submission');

    // Back keeps what was typed.
    await back(page).click();
    await expectStep(page, 4, 'Projects');
    await expect(project(page, 1).getByLabel('Project name')).toHaveValue('Duka Pay');
  });

  test('takes at most 3 projects', async ({ page }) => {
    await page.goto('/developer-onboarding');
    await fillPersonalDetails(page, newApplicant());
    await next(page).click();
    await fillOnlineProfiles(page);
    await next(page).click();
    await fillSkills(page);
    await next(page).click();
    await expectStep(page, 4, 'Projects');

    const add = page.getByRole('button', { name: 'Add project' });
    await expect(page.getByRole('button', { name: /^Remove project/ })).toHaveCount(0);
    await add.click();
    await add.click();
    await expect(project(page, 3)).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(page.getByText('Maximum 3 projects allowed')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Project \d$/ })).toHaveCount(3);

    await page.getByRole('button', { name: 'Remove project 2' }).click();
    await expect(page.getByRole('region', { name: /^Project \d$/ })).toHaveCount(2);
    await expect(add).toBeEnabled();
  });

  test('a reload finds the wizard where it was left: same step, same data', async ({ page }) => {
    const applicant = newApplicant();
    await page.goto('/developer-onboarding');
    await fillPersonalDetails(page, applicant);
    await next(page).click();
    await fillOnlineProfiles(page);
    await next(page).click();
    await expectStep(page, 3, 'Skills & Experience');
    await page.getByLabel('Area of expertise').selectOption('Backend');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('onboarding.saveDraft') &&
        Boolean(response.request().postData()?.includes('Half a bio')),
    );
    await page.getByLabel('Bio').fill('Half a bio');
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText('Progress saved')).toBeVisible();

    await page.reload();
    await expectStep(page, 3, 'Skills & Experience');
    await expect(page.getByLabel('Area of expertise')).toHaveValue('Backend');
    await expect(page.getByRole('button', { name: 'Go', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Bio')).toHaveValue('Half a bio');
    await back(page).click();
    await expect(page.getByLabel('GitHub URL')).toHaveValue('https://github.com/achieng');
    await back(page).click();
    await expect(page.getByLabel('Email')).toHaveValue(applicant.email);

    // Coming back later, from another page, is the same.
    await page.goto('/');
    await page.goto('/developer-onboarding');
    await expectStep(page, 1, 'Personal Details');
    await expect(page.getByLabel('First name')).toHaveValue(applicant.firstName);
  });

  test('a complete application is submitted and the received screen shows; the draft is gone', async ({
    page,
  }) => {
    const applicant = newApplicant();
    await reachFinalStep(page, applicant);
    await expect(page.getByText(applicant.email)).toBeVisible();
    await expect(page.getByText('Duka Pay', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
    await expect(page.getByText(/under review/)).toBeVisible();
    await expect(page.getByText(/within 3-5 business days/)).toBeVisible();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    // The server forgot the draft: a new visit starts afresh.
    await page.goto('/developer-onboarding');
    await expectStep(page, 1, 'Personal Details');
    await expect(page.getByLabel('Email')).toHaveValue('');
  });

  test('an email that already applied gets "Application Failed" with the spec description', async ({
    page,
  }) => {
    const applicant = newApplicant();
    const earlier = await page.request.post('/api/developer/apply', {
      data: {
        firstName: 'Someone',
        lastName: 'Earlier',
        email: applicant.email.toUpperCase(),
        githubUrl: 'https://github.com/earlier',
        linkedinUrl: 'https://www.linkedin.com/in/earlier',
        areaOfExpertise: 'Backend',
        experienceLevel: '1-3',
        skills: ['Go'],
        bio: BIO,
        projects: [{ name: 'Earlier work', description: 'An earlier application of this email.' }],
      },
    });
    expect(earlier.status()).toBe(201);

    await reachFinalStep(page, applicant);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const failure = toast(page, 'Application Failed');
    await expect(failure).toContainText('An application with this email already exists.');
    await expectStep(page, 5, 'Final Submission');
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toHaveCount(0);
  });

  test('the final submit re-checks every step and leads to the first incomplete one', async ({ page }) => {
    // A draft saved at step 5 with steps left incomplete (as an older visit could leave it).
    const saved = await page.request.post('/trpc/onboarding.saveDraft', {
      data: { step: 5, data: { firstName: 'Achieng', lastName: 'O', email: 'achieng@example.com' } },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/developer-onboarding');
    await expectStep(page, 5, 'Final Submission');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    const refused = toast(page, 'Please complete all required fields');
    await expect(refused).toContainText('Make sure all steps are completed before submitting.');
    await expectStep(page, 1, 'Personal Details');
    await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();
    await expect(page.getByLabel('Last name')).toBeFocused();
  });

  test('when the saved progress cannot be loaded, the page says so and Retry loads it', async ({ page }) => {
    await page.route('**/trpc/onboarding.getDraft*', (route) =>
      route.fulfill({
        status: 503,
        json: [
          {
            error: {
              message: 'Database temporarily unavailable',
              code: -32603,
              data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
            },
          },
        ],
      }),
    );
    await page.goto('/developer-onboarding');
    const failure = page.getByRole('alert').filter({ hasText: "We couldn't load your saved progress" });
    await expect(failure).toContainText('Database temporarily unavailable');
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

    await page.unroute('**/trpc/onboarding.getDraft*');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expectStep(page, 1, 'Personal Details');
  });
});
