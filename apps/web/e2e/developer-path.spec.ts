import { decideVettingSubmission, signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { openSecondPage, postJob } from './support/jobs';
import { expect, type Page, test } from './support/test';
import { fillRegistrationForm, newUser, signedInAs } from './support/users';
import { expectStep, fillOnlineProfiles, fillProject, fillSkills, next } from './support/vetting';

/**
 * One developer path (issue 15): registering as Tech Talent lands on /registration-success, whose
 * button opens the vetting wizard started from the account; once submitted, the dashboard, Browse
 * Jobs and the job page say it is under review and by when instead of offering a failing Apply;
 * the admin's approval reaches the open page live and applying opens.
 */

const underReview = (page: Page) => page.getByText('Your vetting application is under review');

test('register as Tech Talent → vetting wizard from the account → under review everywhere → approved, can apply', async ({
  page,
  browser,
}) => {
  test.slow();
  const client = await openSecondPage(browser);
  await signedInAs(client, 'client');
  const job = await postJob(client.request);

  const user = newUser('developer');
  await page.goto('/register');
  await fillRegistrationForm(page, user);
  await page.getByLabel('Area of specialization').selectOption('Full Stack Development');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/registration-success');
  await expect(page.getByRole('heading', { name: 'Your next step: the vetting application' })).toBeVisible();
  await expect(page.getByText('Skills & Experience')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Start your vetting application' }).click();

  await expect(page).toHaveURL('/developer-onboarding');
  await expectStep(page, 1, 'Personal Details');
  await expect(page.getByLabel('First name')).toHaveValue(user.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(user.lastName);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Phone number')).toHaveValue(user.phoneNumber);
  await expectNoSeriousA11yIssues(page);
  await next(page).click();
  await expectStep(page, 2, 'Online Profiles');
  await fillOnlineProfiles(page);
  await next(page).click();
  // The area registration asked is not asked again (issue 38: one list, nothing twice).
  await expect(page.getByLabel('Area of expertise')).toHaveValue('Full Stack Development');
  await fillSkills(page);
  await next(page).click();
  await fillProject(page, 1, 'Duka Pay');
  await next(page).click();
  await expectStep(page, 5, 'Final Submission');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(underReview(page)).toBeVisible();
  await expect(page.getByText(/emails you the answer by \w{3} \d{1,2}, \d{4}/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto(`/browse-jobs?search=${encodeURIComponent(job.title)}`);
  await expect(underReview(page)).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: job.title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: `Apply now to ${job.title}` })).toHaveCount(0);
  await expect(card.getByText('Applying opens once you are vetted')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto(`/jobs/${job.id}`);
  await expect(underReview(page)).toBeVisible();
  await expect(page.getByLabel('Cover letter')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  // The admin approves; the open job page follows live and offers the apply form.
  const admin = await openSecondPage(browser);
  await signInAsAdmin(admin);
  const listed = await admin.request.get(
    `/api/admin/developer-applications?search=${encodeURIComponent(user.email)}`,
  );
  const [application] = (await listed.json()) as { id: number }[];
  expect(application).toBeDefined();
  await decideVettingSubmission(admin.request, application?.id ?? 0, 'approve');

  await expect(page.getByLabel('Cover letter')).toBeVisible();
  await expect(underReview(page)).toHaveCount(0);
  await page
    .getByLabel('Cover letter')
    .fill('I have shipped three merchant dashboards in React and TypeScript for retailers in Nairobi.');
  await page.getByLabel('Proposed rate (USD per hour)').fill('45');
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByRole('heading', { name: 'You applied to this job' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}!` })).toBeVisible();
  await expect(underReview(page)).toHaveCount(0);
  await admin.context().close();
  await client.context().close();
});
