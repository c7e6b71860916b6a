import { expectNoSeriousA11yIssues } from './support/axe';
import { seedDeveloper } from './support/developers';
import { applyToJob, currentDeveloperId, postJob } from './support/jobs';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/**
 * Issue 12's screens and dialogs meet WCAG 2.1 AA (axe: no serious or critical issue) at desktop
 * and phone width, each scanned in the state a person meets it: with data, dialogs open.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

const PROFILE = {
  title: 'Backend Engineer',
  bio: 'Builds payment APIs in Go and TypeScript for Kenyan lenders.',
  skills: ['Go', 'TypeScript'],
  hourlyRate: 40,
  yearsOfExperience: 5,
  availability: 'full-time' as const,
  location: 'Mombasa',
};

/** A job of the signed-in client with one pending applicant, Zawadi Mwangi. */
async function jobWithApplicant(page: Page) {
  await signedInAs(page, 'client');
  const job = await postJob(page.request, { title: 'Loan ledger API' });
  const developer = await seedDeveloper(PROFILE, { firstName: 'Zawadi', lastName: 'Mwangi' });
  const application = await applyToJob(developer.api, job.id);
  return { job, developer, application };
}

/** Opens a dialog with `open`, scans it, and closes it with Escape. */
async function scanDialog(page: Page, open: () => Promise<unknown>, name: string) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const size of WIDTHS) {
  test.describe(`hiring screens at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // Several screens and dialogs, each scanned by axe, in one journey.
    test.describe.configure({ timeout: 150_000 });

    test("the client's job, applicant dialogs, /client/jobs, edit and /interviews", async ({ page }) => {
      const { job, developer } = await jobWithApplicant(page);
      await page.goto(`/jobs/${job.id}`);
      const row = page.getByRole('article', { name: 'Application from Zawadi Mwangi' });
      await expect(row).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      const viewDetails = row.getByRole('button', { name: "View details of Zawadi Mwangi's application" });
      await scanDialog(page, () => viewDetails.click(), 'Zawadi Mwangi');
      const status = row.getByLabel("Status of Zawadi Mwangi's application");
      await scanDialog(page, () => status.selectOption('rejected'), 'Reject Zawadi Mwangi?');
      const propose = row.getByRole('button', { name: 'Propose interview to Zawadi Mwangi' });
      await scanDialog(page, () => propose.click(), 'Propose an interview with Zawadi Mwangi');

      await page.goto('/client/jobs');
      await expect(page.getByText(job.title)).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.goto(`/jobs/${job.id}/edit`);
      await expect(page.getByLabel('Job title')).toHaveValue(job.title);
      await expectNoSeriousA11yIssues(page);

      await page.goto('/interviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await developer.api.dispose();
    });

    test("the developer's applications, withdraw, invitation and interview answer", async ({
      page,
      browser,
    }) => {
      const client = await browser.newPage();
      const { job, developer, application } = await jobWithApplicant(client);
      const invited = await postJob(client.request, { title: 'Card issuing service' });
      const invitation = await client.request.post(`/api/jobs/${invited.id}/invitations`, {
        data: { developerId: await currentDeveloperId(developer.api) },
      });
      expect(invitation.ok(), await invitation.text()).toBe(true);
      const startsAt = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString();
      const proposed = await client.request.post(`/api/applications/${application.id}/interviews`, {
        data: { slots: [{ startsAt, durationMinutes: 45 }] },
      });
      expect(proposed.ok(), await proposed.text()).toBe(true);
      await client.close();

      // The developer's own browser session, from the seeded account's cookies.
      await page.context().addCookies(await developer.api.storageState().then((state) => state.cookies));
      await page.goto('/my-applications');
      const card = page.getByRole('article').filter({ hasText: job.title });
      await expect(card).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      const withdraw = card.getByRole('button', { name: `Withdraw application: ${job.title}` });
      await scanDialog(page, () => withdraw.click(), 'Withdraw this application?');

      await page.goto(`/jobs/${invited.id}`);
      await expect(page.getByText('You were invited')).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.goto('/interviews');
      const accept = page.getByRole('button', { name: `Accept a time for ${job.title}` });
      await expect(accept).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await scanDialog(page, () => accept.click(), 'Accept a time');
      await developer.api.dispose();
    });
  });
}
