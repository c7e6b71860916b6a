import { confirmRejection, signInAsAdmin, submitApplication, uniqueTag } from './support/admin';
import {
  applyToJob,
  currentDeveloperId,
  postJob,
  signedInAsApprovedDeveloper,
  toastWithTitle,
} from './support/jobs';
import { newApi } from './support/messages';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { createAccount, newUser } from './support/users';

/**
 * Issue 12 from the developer's side: a rejection's reason and note, withdrawing and applying once
 * more, an invitation on the job; and the admin's rejection reason in the vetting review.
 */

/** A client of their own, signed in on a request context (no browser). */
async function clientApi(): Promise<APIRequestContext> {
  const api = await newApi();
  await createAccount(api, newUser('client'));
  return api;
}

async function expectOk(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), await response.text()).toBe(true);
}

const applicationCards = (page: Page, jobTitle: string) => page.getByRole('article', { name: jobTitle });

test('a rejection shows its reason label and the client’s note on My Applications', async ({ page }) => {
  const client = await clientApi();
  const job = await postJob(client, { title: 'Fleet tracking map for boda riders' });
  await signedInAsApprovedDeveloper(page);
  const application = await applyToJob(page.request, job.id);
  const note = 'We need someone closer to 40 dollars an hour for this phase.';
  await expectOk(
    await client.put(`/api/applications/${application.id}/status`, {
      data: { status: 'rejected', reason: 'rate', note },
    }),
  );

  await page.goto('/my-applications');
  const card = applicationCards(page, job.title);
  await expect(card.getByText('Application status: Rejected')).toBeVisible();
  await expect(card.getByRole('term').filter({ hasText: 'Reason' })).toBeVisible();
  await expect(
    card.getByRole('definition').filter({ hasText: 'Rate does not fit the budget' }),
  ).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: note })).toBeVisible();
  // A rejected first attempt may be sent again; it cannot be withdrawn.
  await expect(card.getByRole('link', { name: `Apply again: ${job.title}` })).toHaveAttribute(
    'href',
    `/jobs/${job.id}/apply`,
  );
  await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  await client.dispose();
});

test('withdrawing tells the client, shows Withdrawn, and allows one more application (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const client = await clientApi();
  const job = await postJob(client, { title: 'Chama contributions ledger', minBudget: 30, maxBudget: 45 });
  const developer = await signedInAsApprovedDeveloper(page);
  await applyToJob(page.request, job.id);

  await page.goto('/my-applications');
  const first = applicationCards(page, job.title);
  await first.getByRole('button', { name: `Withdraw application: ${job.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await expect(dialog).toContainText(`The client of "${job.title}" will be told that you withdrew.`);
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(toastWithTitle(page, 'Application withdrawn')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(first.getByText('Application status: Withdrawn')).toBeVisible();
  await expect(first.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  // The client was told, in the bell.
  const notices = await client.get('/api/notifications');
  await expectOk(notices);
  const titles = ((await notices.json()) as { title: string; message: string }[]).map(
    (notice) => `${notice.title}: ${notice.message}`,
  );
  expect(titles).toContain(
    `Application withdrawn: ${developer.firstName} ${developer.lastName} withdrew their application to "${job.title}".`,
  );

  // Job Details follows canApply: the earlier status, then the form again.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText('You may apply to this job once more')).toBeVisible();
  await expect(page.getByText('Application status: Withdrawn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();

  // Apply again from My Applications, on the apply screen.
  await page.goto('/my-applications');
  await first.getByRole('link', { name: `Apply again: ${job.title}` }).click();
  await expect(page).toHaveURL(`/jobs/${job.id}/apply`);
  // The URL changes before My Applications (with its own "Your cover letter") gives way.
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for this Job' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Cover letter' })
    .fill('I have kept ledgers for three chamas in Kisumu and can start on the contributions view.');
  await page.getByLabel('Estimated hours').fill('80');
  await page.getByLabel('Available start date').fill('2030-04-01');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toastWithTitle(page, 'Your application has been submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: 'You applied to this job' })).toBeVisible();

  // Both attempts are listed; after the second, neither offers another.
  await page.goto('/my-applications');
  const cards = applicationCards(page, job.title);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Your second application' })).toContainText(
    'Application status: Pending',
  );
  await expect(page.getByRole('link', { name: /^Apply again/ })).toHaveCount(0);
  await client.dispose();
});

test('an invited developer sees "You were invited" with the client’s message on the job', async ({
  page,
}) => {
  const client = await clientApi();
  const job = await postJob(client, { title: 'Matatu fare card top-ups' });
  await signedInAsApprovedDeveloper(page);
  const developerId = await currentDeveloperId(page.request);
  const message = 'Your M-Pesa work caught our eye. Would you apply?';
  const invited = await client.post(`/api/jobs/${job.id}/invitations`, { data: { developerId, message } });
  expect(invited.status(), await invited.text()).toBe(201);

  await page.goto(`/jobs/${job.id}`);
  const banner = page.getByRole('region', { name: 'You were invited' });
  await expect(banner).toContainText('Priya Sharma invited you to apply to this job on');
  await expect(banner).toContainText(message);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  await client.dispose();
});

test('an admin rejects a vetting application with a reason and a note, and the list shows them', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const applicant = await submitApplication(request, { firstName: 'Neema', lastName: `Wambui${tag}` });
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(tag);
  const card = page.getByRole('article', { name: applicant.name });
  const dialog = page.getByRole('dialog', { name: 'Reject application' });

  // From Applicant Details, Reject asks in place of the details; Cancel leaves it pending.
  await card.getByRole('button', { name: applicant.name, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Applicant Details' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Applicant Details' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Cards offer Reject only while pending.
  const rejectOnCard = card.getByRole('button', { name: `Reject ${applicant.name}` });
  await expect(rejectOnCard).toBeEnabled();
  await rejectOnCard.click();
  await expect(dialog.getByLabel('Reason')).toHaveValue('');
  await expect(dialog.getByLabel('Reason').locator('option').first()).toHaveText('No reason given');
  await expect(dialog.getByText('0/1,000 characters')).toBeVisible();
  const note = 'Please add two projects with links to your code.';
  await confirmRejection(page, { reason: 'Profile is incomplete', note });
  await expect(toastWithTitle(page, 'Application Rejected')).toBeVisible();

  // Read back from the server, not the optimistic list.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(tag);
  await page.getByRole('tab', { name: /^Rejected/ }).click();
  await expect(card.getByRole('definition').filter({ hasText: 'Profile is incomplete' })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: note })).toBeVisible();
  await page.getByRole('button', { name: 'Table View' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: applicant.name }).getByText('Reason: Profile is incomplete'),
  ).toBeVisible();
});
