import { expectNoSeriousA11yIssues } from './support/axe';
import { trpcData } from './support/developers';
import { applyToJob, openSecondPage, postJob, signedInAsApprovedDeveloper, uniqueWord } from './support/jobs';
import { toast } from './support/shell';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/**
 * Issue 13, offers and contracts: a client offers from an applicant row, the developer answers on
 * /offers, both follow the contract on /contracts. Each side keeps its own browser context, and
 * what one does reaches the other's open screen live, without a reload.
 */

const DEVELOPER = 'Amani Otieno';
const CLIENT = 'Priya Sharma';
const HOURLY_RATE_MESSAGE = 'Hourly rate must be between $1 and $10,000, in dollars and cents';

/** A calendar day `days` ahead ("2030-01-15"): later than today in every zone. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/** An offer on an application, made over tRPC by the client signed in on `api`. */
async function offerOn(api: APIRequestContext, applicationId: number): Promise<{ id: number }> {
  return trpcData(
    await api.post('/trpc/offer.create', {
      data: { applicationId, hourlyRate: 30, weeklyHourLimit: 10, startDate: dayAhead(3) },
    }),
  );
}

const section = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\(`) });
const offerCard = (scope: Page | ReturnType<typeof section>, job: string) =>
  scope.getByRole('article').filter({ hasText: job });

/** A client with `count` jobs and a developer who applied to each; the developer is `page`. */
async function clientWithApplicant(page: Page, client: Page, count: number) {
  await signedInAsApprovedDeveloper(page);
  await signedInAs(client, 'client');
  const jobs = [];
  for (let index = 0; index < count; index += 1) {
    const job = await postJob(client.request, { title: `Mobile money reconciler ${uniqueWord()}` });
    const application = await applyToJob(page.request, job.id);
    jobs.push({ ...job, applicationId: application.id });
  }
  return jobs;
}

test('a client offers from an applicant row, the developer accepts live, and either side ends the contract', async ({
  page,
  browser,
}) => {
  // Two people in two browser contexts through three offers and a contract: a long journey.
  test.slow();
  const client = await openSecondPage(browser);
  try {
    const [hired, declined, withdrawn] = await clientWithApplicant(page, client, 3);
    if (!hired || !declined || !withdrawn) throw new Error('three jobs expected');
    await page.goto('/offers');
    await expect(page.getByText('No offers yet')).toBeVisible();

    await client.goto(`/jobs/${hired.id}`);
    const row = client.getByRole('article', { name: `Application from ${DEVELOPER}` });
    await row.getByRole('button', { name: `Make offer to ${DEVELOPER}` }).click();
    const dialog = client.getByRole('dialog', { name: `Make an offer to ${DEVELOPER}` });
    await dialog.getByLabel('Hourly rate (USD)').fill('45.555');
    await dialog.getByLabel('Weekly hour limit').fill('20');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(dialog.getByText(HOURLY_RATE_MESSAGE)).toBeVisible();
    await expect(dialog.getByLabel('Hourly rate (USD)')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Hourly rate (USD)').fill('45.50');
    await dialog.getByLabel('Message to the developer').fill('Start with the M-Pesa statement import.');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(toast(client, 'Offer sent')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The developer's open /offers shows it without a reload.
    const waiting = section(page, 'Awaiting your answer');
    const offer = offerCard(waiting, hired.title);
    await expect(offer.getByRole('heading', { name: `Offer from ${CLIENT}` })).toBeVisible();
    await expect(offer.getByText('$45.50/hr')).toBeVisible();
    await expect(offer.getByText('20 hours')).toBeVisible();
    await expect(offer.getByText('Start with the M-Pesa statement import.')).toBeVisible();
    await offer.getByRole('button', { name: `Accept the offer from ${CLIENT}` }).click();
    const accept = page.getByRole('dialog', { name: 'Accept this offer?' });
    await expect(accept.getByText(`A contract with ${CLIENT} starts on these terms`)).toBeVisible();
    await accept.getByRole('button', { name: 'Accept and start contract' }).click();
    const answered = offerCard(section(page, 'Answered'), hired.title);
    await expect(answered.getByText('Accepted')).toBeVisible();
    await answered.getByRole('link', { name: 'View contract' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Contract with ${CLIENT}` })).toBeVisible();
    const contractUrl = new URL(page.url()).pathname;
    expect(contractUrl).toMatch(/^\/contracts\/\d+$/);

    await client.goto('/contracts');
    const contract = client.getByRole('article').filter({ hasText: hired.title });
    await expect(contract.getByText('Active')).toBeVisible();
    await contract.getByRole('link', { name: `Contract with ${DEVELOPER}` }).click();
    await expect(client).toHaveURL(contractUrl);

    // Two more offers: the developer declines one, the client withdraws the other.
    await offerOn(client.request, declined.applicationId);
    await offerOn(client.request, withdrawn.applicationId);
    await page.goto('/offers');
    const toDecline = offerCard(section(page, 'Awaiting your answer'), declined.title);
    await toDecline.getByRole('button', { name: `Decline the offer from ${CLIENT}` }).click();
    const decline = page.getByRole('dialog', { name: 'Decline this offer?' });
    await decline.getByLabel('Note to the client').fill('I am booked until March.');
    await decline.getByRole('button', { name: 'Decline offer' }).click();
    await expect(offerCard(section(page, 'Answered'), declined.title).getByText('Declined')).toBeVisible();

    await client.goto('/offers');
    const wasDeclined = offerCard(section(client, 'Answered'), declined.title);
    await expect(wasDeclined.getByText('I am booked until March.')).toBeVisible();
    const toWithdraw = offerCard(section(client, 'Awaiting answer'), withdrawn.title);
    await toWithdraw.getByRole('button', { name: `Withdraw the offer to ${DEVELOPER}` }).click();
    await client
      .getByRole('dialog', { name: 'Withdraw this offer?' })
      .getByRole('button', { name: 'Withdraw offer' })
      .click();
    await expect(
      offerCard(section(client, 'Answered'), withdrawn.title).getByText('Withdrawn'),
    ).toBeVisible();
    // The developer's open /offers follows the withdrawal live.
    await expect(offerCard(section(page, 'Answered'), withdrawn.title).getByText('Withdrawn')).toBeVisible();

    // The client ends the contract; the developer's open contract page shows it ended and why.
    await page.goto(contractUrl);
    await client.goto(contractUrl);
    await client.getByRole('button', { name: 'End contract' }).click();
    const end = client.getByRole('dialog', { name: 'End this contract?' });
    await end.getByRole('button', { name: 'End contract' }).click();
    await expect(
      end.getByText('Give a reason for ending the contract (at most 1000 characters)'),
    ).toBeVisible();
    await end.getByRole('radio', { name: 'Work completed' }).check();
    await end.getByLabel('Note').fill('The reconciler shipped.');
    await expect(end.getByText('23/1,000 characters')).toBeVisible();
    await end.getByRole('button', { name: 'End contract' }).click();
    await expect(toast(client, 'Contract ended')).toBeVisible();
    await expect(client.getByRole('button', { name: 'End contract' })).toBeHidden();
    await expect(page.getByText('The reconciler shipped.')).toBeVisible();
    await expect(page.getByText(`by ${CLIENT}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'End contract' })).toBeHidden();
  } finally {
    await client.context().close();
  }
});

test('offers and a contract pass axe at desktop and phone widths', async ({ page, browser }) => {
  // Four axe scans, each of a full page.
  test.slow();
  const client = await openSecondPage(browser);
  try {
    const [job] = await clientWithApplicant(page, client, 1);
    if (!job) throw new Error('a job expected');
    const offer = await offerOn(client.request, job.applicationId);
    const accepted = await trpcData<{ contractId: number }>(
      await page.request.post('/trpc/offer.accept', { data: { id: offer.id } }),
    );
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/offers');
      await expect(offerCard(section(page, 'Answered'), job.title)).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.goto(`/contracts/${accepted.contractId}`);
      await expect(page.getByRole('heading', { level: 1, name: `Contract with ${CLIENT}` })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    }
  } finally {
    await client.context().close();
  }
});
