import { expect, test } from './support/test';
import {
  back,
  expectGateRefused,
  expectStep,
  fillOnlineProfiles,
  fillPersonalDetails,
  fillProject,
  fillSkills,
  newApplicant,
  next,
  project,
} from './support/vetting';

/** The vetting wizard (spec 001 §2, §4, §5, §8) against the real server. */

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
    await expect(
      page.getByText(
        'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
      ),
    ).toBeVisible();
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
    await page.getByLabel('Area of expertise').selectOption('Backend Development');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('vetting.saveDraft') &&
        Boolean(response.request().postData()?.includes('Half a bio')),
    );
    await page.getByLabel('Bio').fill('Half a bio');
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText('Progress saved')).toBeVisible();

    await page.reload();
    await expectStep(page, 3, 'Skills & Experience');
    await expect(page.getByLabel('Area of expertise')).toHaveValue('Backend Development');
    await expect(page.getByRole('button', { name: 'Go', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Bio')).toHaveValue('Half a bio');
    await back(page).click();
    await expect(page.getByLabel('GitHub URL')).toHaveValue('https://github.com/achieng');
    // A step change is saved at once; leaving before it is answered would cancel the save.
    const stepSaved = page.waitForResponse(
      (response) =>
        response.url().includes('vetting.saveDraft') &&
        Boolean(response.request().postData()?.includes('"step":1')),
    );
    await back(page).click();
    await expect(page.getByLabel('Email')).toHaveValue(applicant.email);
    expect((await stepSaved).ok()).toBe(true);

    // Coming back later, from another page, is the same.
    await page.goto('/');
    await page.goto('/developer-onboarding');
    await expectStep(page, 1, 'Personal Details');
    await expect(page.getByLabel('First name')).toHaveValue(applicant.firstName);
  });
});
