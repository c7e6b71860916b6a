import { seedDeveloper } from './support/developers';
import { applyToJob, closeJob, postJob, termValue, toastWithTitle } from './support/jobs';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/** Issue 12, the client's side: evaluate applicants, reject with a reason, manage and edit jobs, invite. */

const PROFILE = {
  title: 'Senior React Engineer',
  bio: 'Built M-Pesa checkout flows for three Nairobi fintechs.',
  skills: ['React', 'TypeScript', 'GraphQL'],
  hourlyRate: 55,
  yearsOfExperience: 7,
  availability: 'contract' as const,
  location: 'Nairobi',
  githubUrl: 'https://github.com/wanjiru-dev',
};

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('evaluating applicants', () => {
  test('View Details shows the profile; rejecting asks for a reason, stores it with the note and shows it', async ({
    page,
  }) => {
    await signedInAs(page, 'client');
    const job = await postJob(page.request, { title: 'Merchant payouts dashboard' });
    const developer = await seedDeveloper(PROFILE, { firstName: 'Wanjiru', lastName: 'Kamau' });
    const application = await applyToJob(developer.api, job.id);

    await page.goto(`/jobs/${job.id}`);
    const row = page.getByRole('article', { name: 'Application from Wanjiru Kamau' });
    await row.getByRole('button', { name: "View details of Wanjiru Kamau's application" }).click();
    const details = page.getByRole('dialog', { name: 'Wanjiru Kamau' });
    await expect(details.getByText(PROFILE.bio)).toBeVisible();
    await expect(details.getByRole('list', { name: "Wanjiru's skills" })).toContainText('GraphQL');
    await expect(termValue(details, 'Experience')).toHaveText('7 years experience');
    await expect(details.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', PROFILE.githubUrl);
    await expect(details.getByRole('link', { name: 'View full profile' })).toHaveAttribute(
      'href',
      `/developer/${developer.profileId}`,
    );
    await expect(details.getByRole('button', { name: 'Contact Wanjiru' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(details.getByText(PROFILE.bio)).toBeInViewport({ ratio: 0 });
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });

    // Choosing Rejected opens the reason dialog; cancelling leaves the status as it was.
    const status = row.getByLabel("Status of Wanjiru Kamau's application");
    await status.selectOption('rejected');
    const reject = page.getByRole('dialog', { name: 'Reject Wanjiru Kamau?' });
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await expect(reject).toBeHidden();
    await expect(status).toHaveValue('pending');

    await status.selectOption('rejected');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByLabel('Reason')).toHaveAccessibleDescription('Choose a reason');
    await reject.getByLabel('Reason').selectOption({ label: 'Rate does not fit the budget' });
    await reject.getByLabel('Note to the applicant').fill('Our ceiling is $45/hr.');
    await expect(reject.getByText('22/1,000 characters')).toBeVisible();
    await reject.getByRole('button', { name: 'Reject' }).click();

    await expect(toastWithTitle(page, 'Status updated')).toContainText('Wanjiru Kamau is now Rejected.');
    await expect(row.getByText('Rejection reason: Rate does not fit the budget')).toBeVisible();
    await expect(status).toHaveValue('rejected');
    const stored = await page.request.get(`/api/applications/${application.id}`);
    expect(stored.ok()).toBe(true);
    expect(await stored.json()).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'rate', note: 'Our ceiling is $45/hr.' },
    });
    await developer.api.dispose();
  });

  test('/client/jobs counts applications per status, locks a withdrawn row, closes and reopens a job', async ({
    page,
  }) => {
    await signedInAs(page, 'client');
    const older = await postJob(page.request, { title: 'Older SACCO ledger job' });
    const job = await postJob(page.request, { title: 'Loan repayment reminders' });
    const stays = await seedDeveloper(PROFILE, { firstName: 'Baraka', lastName: 'Mwangi' });
    const leaves = await seedDeveloper(PROFILE, { firstName: 'Achieng', lastName: 'Odhiambo' });
    await applyToJob(stays.api, job.id);
    const withdrawn = await applyToJob(leaves.api, job.id);
    const answer = await leaves.api.post(`/api/applications/${withdrawn.id}/withdraw`);
    expect(answer.ok(), await answer.text()).toBe(true);

    await page.goto('/client/jobs');
    const jobs = page.getByRole('list', { name: 'Your jobs' }).getByRole('article');
    await expect(jobs.first()).toHaveAccessibleName(job.title);
    await expect(jobs.nth(1)).toHaveAccessibleName(older.title);
    const item = page.getByRole('article', { name: job.title });
    await expect(termValue(item, 'Pending')).toHaveText('1');
    await expect(termValue(item, 'Withdrawn')).toHaveText('1');
    await expect(termValue(item, 'Rejected')).toHaveText('0');
    await expect(item).toContainText('2 applications');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await item.getByRole('button', { name: `Close job: ${job.title}` }).click();
    await page
      .getByRole('dialog', { name: 'Close this job?' })
      .getByRole('button', { name: 'Close job' })
      .click();
    await expect(toastWithTitle(page, 'Job closed')).toBeVisible();
    await expect(item.getByText('Closed', { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: `Edit job ${job.title}` })).toHaveCount(0);
    await item.getByRole('button', { name: `Reopen job: ${job.title}` }).click();
    await page
      .getByRole('dialog', { name: 'Reopen this job?' })
      .getByRole('button', { name: 'Reopen job' })
      .click();
    await expect(item.getByText('Open', { exact: true })).toBeVisible();

    // The withdrawn application is the developer's decision: neutral badge, status locked.
    await item.getByRole('link', { name: `View job ${job.title}` }).click();
    const row = page.getByRole('article', { name: 'Application from Achieng Odhiambo' });
    await expect(row.getByText('Application status: Withdrawn')).toBeVisible();
    await expect(row.getByLabel("Status of Achieng Odhiambo's application")).toBeDisabled();
    await expect(
      page.getByRole('article', { name: 'Application from Baraka Mwangi' }).getByLabel(/^Status of/),
    ).toBeEnabled();
    await stays.api.dispose();
    await leaves.api.dispose();
  });

  test('the owner edits an open job from /client/jobs; a closed job asks to be reopened first', async ({
    page,
  }) => {
    await signedInAs(page, 'client');
    const job = await postJob(page.request, { title: 'Chama contributions tracker' });
    await page.goto('/client/jobs');
    await page.getByRole('link', { name: `Edit job ${job.title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Job title')).toHaveValue(job.title);
    await expect(page.getByLabel('Minimum budget (USD per hour)')).toHaveValue('40');
    await page.getByLabel('Job title').fill('Chama contributions tracker with M-Pesa');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(toastWithTitle(page, 'Job updated')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(
      page.getByRole('heading', { name: 'Chama contributions tracker with M-Pesa' }),
    ).toBeVisible();

    await closeJob(page.request, job.id);
    await page.goto(`/jobs/${job.id}/edit`);
    await expect(page.getByText('Only an open job can be edited; reopen it first.')).toBeVisible();
    await expect(page.getByLabel('Job title')).toHaveCount(0);
  });

  test('a client invites a developer from their profile; a second invitation shows the 409', async ({
    page,
  }) => {
    await signedInAs(page, 'client');
    const job = await postJob(page.request, { title: 'Agent network analytics' });
    const developer = await seedDeveloper(PROFILE, { firstName: 'Kipchoge', lastName: 'Rotich' });

    await page.goto(`/developers/${developer.profileId}`);
    await page.getByRole('button', { name: 'Invite to apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Kipchoge Rotich to apply' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Choose a job')).toBeVisible();
    await dialog.getByLabel('Job').selectOption({ label: job.title });
    await dialog.getByLabel('Message').fill('Your M-Pesa work is exactly what we need.');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toastWithTitle(page, 'Invitation sent')).toBeVisible();
    await expect(dialog).toBeHidden();

    const seen = await developer.api.get(`/api/jobs/${job.id}`);
    expect(await seen.json()).toMatchObject({
      invitation: { message: 'Your M-Pesa work is exactly what we need.' },
    });

    await page.getByRole('button', { name: 'Invite to apply' }).click();
    await dialog.getByLabel('Job').selectOption({ label: job.title });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This developer was already invited to this job');
    await developer.api.dispose();
  });
});
