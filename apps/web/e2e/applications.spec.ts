import {
  applyToJob,
  closeJob,
  openSecondPage,
  postJob,
  signedInAsApprovedDeveloper,
  termValue,
  toastWithTitle,
} from './support/jobs';
import { openInApp } from './support/shell';
import { expect, test } from './support/test';
import { createAccount, newUser, signedInAs } from './support/users';

const todayIso = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

test.describe('applying', () => {
  test('the job-detail form: 20 characters, a rate from the job, its toast, then the status instead', async ({
    page,
    browser,
  }) => {
    const client = await openSecondPage(browser);
    await signedInAs(client, 'client');
    const job = await postJob(client.request, {
      title: 'USSD savings menu for a SACCO',
      minBudget: 35,
      maxBudget: 50,
    });

    await signedInAsApprovedDeveloper(page);
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByLabel('Proposed rate (USD per hour)')).toHaveValue('35');
    await expect(page.getByLabel('Cover letter')).toHaveValue('');

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Cover letter must be at least 20 characters')).toBeVisible();
    await page.getByLabel('Proposed rate (USD per hour)').fill('');
    await expect(page.getByText('Proposed rate is required')).toBeVisible();
    // Twenty characters are enough here (the apply screen asks for 50).
    await page.getByLabel('Cover letter').fill('I built USSD menus.!');
    await expect(page.getByText('Cover letter must be at least 20 characters')).toBeHidden();
    await page.getByLabel('Proposed rate (USD per hour)').fill('42');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(toastWithTitle(page, 'Application submitted')).toContainText(
      'Your application has been submitted successfully',
    );
    await expect(page.getByRole('heading', { name: 'You applied to this job' })).toBeVisible();
    await expect(page.getByText('Application status: Pending')).toBeVisible();
    await expect(page.getByLabel('Cover letter')).toHaveCount(0);

    // The owner's Applications card has it.
    await client.goto(`/jobs/${job.id}`);
    const card = client.getByRole('article', { name: /^Application from / });
    await expect(card).toContainText('$42/hr');
    await expect(card).toContainText('I built USSD menus.!');
    await client.context().close();
  });

  test('the apply screen: 50 characters, hours and a start date, its own toast and the way back', async ({
    page,
    browser,
  }) => {
    const client = await openSecondPage(browser);
    await signedInAs(client, 'client');
    const job = await postJob(client.request, {
      title: 'Loan repayment reminders service',
      requiredSkills: ['Node.js', 'PostgreSQL'],
      minBudget: 30,
      maxBudget: 45,
      projectType: 'part-time',
      projectLength: 'long-term',
    });
    await client.context().close();

    await signedInAsApprovedDeveloper(page);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('link', { name: 'Use the full application' }).click();
    await expect(page).toHaveURL(`/jobs/${job.id}/apply`);
    await expect(page.getByRole('link', { name: 'Back to Job Details' })).toHaveAttribute(
      'href',
      `/jobs/${job.id}`,
    );

    const summary = page.getByText('You are applying to').locator('..');
    await expect(summary.getByRole('heading', { name: 'Loan repayment reminders service' })).toBeVisible();
    await expect(termValue(summary, 'Budget')).toHaveText('$30 - $45 / hour');
    await expect(termValue(summary, 'Location')).toHaveText('Remote');
    await expect(termValue(summary, 'Project type')).toHaveText('Part-time');
    await expect(termValue(summary, 'Project length')).toHaveText('Long term (> 6 months)');
    await expect(summary.getByRole('list', { name: 'Required skills' })).toHaveText(/Node\.jsPostgreSQL/);

    await expect(page.getByLabel('Available start date')).toHaveValue(todayIso());
    await expect(page.getByLabel('Proposed hourly rate (USD)')).toHaveValue('30');
    await page.getByLabel('Available start date').fill('');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Cover letter must be at least 50 characters')).toBeVisible();
    await expect(page.getByText('Estimated hours is required')).toBeVisible();
    await expect(page.getByText('Available start date is required')).toBeVisible();

    // The 20 characters of the job-detail form are not enough here.
    await page.getByLabel('Cover letter').fill('I have built SMS reminder jobs.');
    await expect(page.getByText('Cover letter must be at least 50 characters')).toBeVisible();
    await page
      .getByLabel('Cover letter')
      .fill('I have built SMS repayment reminders for two Nairobi lenders, with retries and opt-outs.');
    await expect(page.getByText('Cover letter must be at least 50 characters')).toBeHidden();
    await page.getByLabel('Estimated hours').fill('160');
    await page.getByLabel('Available start date').fill('2030-03-02');
    await page.getByLabel('Proposed hourly rate (USD)').fill('38');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(toastWithTitle(page, 'Your application has been submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { name: 'You applied to this job' })).toBeVisible();

    await page.goto('/my-applications');
    const card = page.getByRole('article', { name: 'Loan repayment reminders service' });
    await expect(termValue(card, 'Your rate')).toHaveText('$38/hr');
    await expect(termValue(card, 'Estimated hours')).toHaveText('160 hours');
    await expect(termValue(card, 'Available from')).toHaveText('Mar 2, 2030');
    await expect(termValue(card, 'Job budget')).toHaveText('$30-$45/hr');

    // Applying again: the screen shows the application instead of the form.
    await page.goto(`/jobs/${job.id}/apply`);
    await expect(page.getByText('You have already applied to this job')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  });

  test("the server's refusal reaches the person: a job closed while they were writing", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // The client works over the API only: closing a second browser window would hand the focus
    // back to this page, and React Query's refetch on focus would show "closed" before the submit.
    const client = await playwright.request.newContext({ baseURL });
    await createAccount(client, newUser('client'));
    const job = await postJob(client);

    await signedInAsApprovedDeveloper(page);
    // Without live updates: with them the screen learns of the closing at once and shows "This job
    // is closed" in place of the form (as it should); this test is about a submit that gets there
    // first, which a slow or dropped connection makes possible.
    await page.route('**/trpc/live.events**', (route) => route.abort());
    await page.goto(`/jobs/${job.id}/apply`);
    await page
      .getByLabel('Cover letter')
      .fill('Fifty characters and more about my React dashboards for merchants.');
    await page.getByLabel('Estimated hours').fill('40');
    await closeJob(client, job.id);
    await client.dispose();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toastWithTitle(page, 'Error')).toContainText(
      'This job is closed and no longer accepts applications',
    );
    await expect(page).toHaveURL(`/jobs/${job.id}/apply`);
  });

  test('a developer still under review is told so instead of getting a form', async ({ page, browser }) => {
    const client = await openSecondPage(browser);
    await signedInAs(client, 'client');
    const job = await postJob(client.request);
    await client.context().close();

    await signedInAs(page, 'developer');
    await page.goto(`/jobs/${job.id}`);
    // Its vetting status (not started) and the way into the vetting application (issue 15).
    await expect(page.getByText('Get vetted to apply to jobs')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start your vetting application' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  });
});

test.describe('the hiring pipeline and My Applications', () => {
  test('the client moves an application to interview, then accepted; the developer follows it', async ({
    page,
    browser,
  }) => {
    const client = await openSecondPage(browser);
    await signedInAs(client, 'client');
    const job = await postJob(client.request, { title: 'Offline sync for a clinic app' });
    const other = await postJob(client.request, { title: 'Clinic stock-taking reports' });

    const developer = await signedInAsApprovedDeveloper(page);
    const name = `${developer.firstName} ${developer.lastName}`;
    const letter =
      'I built offline sync for a maternity clinic app in Kisumu: conflict resolution, background retries and an audit trail the nurses trust.';
    const application = await applyToJob(page.request, job.id, {
      coverLetter: letter,
      proposedRate: 48,
      estimatedHours: 120,
      availableStartDate: '2030-01-15',
    });
    await applyToJob(page.request, other.id);

    await client.goto(`/jobs/${job.id}`);
    await expect(client.getByRole('heading', { name: 'Applications (1)' })).toBeVisible();
    const row = client.getByRole('article', { name: `Application from ${name}` });
    await expect(row).toContainText('$48/hr');
    await expect(row.getByText('Application status: Pending')).toBeVisible();

    await row.getByRole('button', { name: /View details of/ }).click();
    const dialog = client.getByRole('dialog', { name });
    await expect(dialog).toContainText(letter);
    await expect(termValue(dialog, 'Proposed rate')).toHaveText('$48/hr');
    await expect(termValue(dialog, 'Estimated hours')).toHaveText('120 hours');
    await expect(termValue(dialog, 'Available from')).toHaveText('Jan 15, 2030');
    await client.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await row.getByLabel(`Status of ${name}'s application`).selectOption('interview');
    await expect(toastWithTitle(client, 'Status updated')).toContainText(`${name} is now Interview.`);
    await expect(row.getByText('Application status: Interview')).toBeVisible();

    await page.goto('/my-applications');
    await expect(page).toHaveTitle('My Applications · Talanta');
    await expect(termValue(page, 'Total')).toHaveText('2');
    await expect(termValue(page, 'Interview')).toHaveText('1');
    await expect(termValue(page, 'Pending')).toHaveText('1');
    const card = page.getByRole('article', { name: 'Offline sync for a clinic app' });
    await expect(card.getByText('Application status: Interview')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Message Client' })).toHaveCount(0);
    await page.getByRole('tab', { name: /Interview/ }).click();
    await expect(page).toHaveURL('/my-applications?status=interview');
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
    await page.getByRole('tab', { name: /Rejected/ }).click();
    await expect(page.getByRole('heading', { name: 'No rejected applications' })).toBeVisible();

    await row.getByLabel(`Status of ${name}'s application`).selectOption('accepted');
    await expect(row.getByText('Application status: Accepted')).toBeVisible();

    await page.goto('/my-applications?status=accepted');
    const accepted = page
      .getByRole('tabpanel')
      .getByRole('article', { name: 'Offline sync for a clinic app' });
    await expect(accepted.getByText('Application status: Accepted')).toBeVisible();
    await expect(accepted).toContainText(`Client: Priya Sharma`);
    await expect(accepted).toContainText(letter.slice(0, 40));
    await expect(accepted.getByRole('link', { name: 'Message Client' })).toHaveAttribute(
      'href',
      `/messages?conversation=${application.conversationId}`,
    );
    await accepted.getByRole('link', { name: /View Job/ }).click();
    await expect(page).toHaveURL(`/jobs/${job.id}`);
    await expect(page.getByText('Application status: Accepted')).toBeVisible();

    await row.getByRole('button', { name: `Contact ${name}` }).click();
    await expect(client).toHaveURL(`/messages?conversation=${application.conversationId}`);
    await client.context().close();
  });

  test('with no applications, My Applications says so and points to Browse Jobs', async ({ page }) => {
    await signedInAs(page, 'developer');
    await page.goto('/my-applications');
    await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Jobs' }).last().click();
    await expect(page).toHaveURL('/browse-jobs');
  });

  test('a load error says so', async ({ page }) => {
    await signedInAs(page, 'developer');
    await page.route(
      (url) => url.pathname.includes('application.listMine'),
      (route) => route.fulfill({ status: 500, body: '{}' }),
    );
    await page.goto('/dashboard');
    await openInApp(page, '/my-applications');
    await expect(page.getByText('Error loading applications. Please try again later.')).toBeVisible();
  });
});
