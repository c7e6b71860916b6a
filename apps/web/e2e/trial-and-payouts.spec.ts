import { expectNoSeriousA11yIssues } from './support/axe';
import { applyToJob, openSecondPage, postJob, signedInAsApprovedDeveloper, uniqueWord } from './support/jobs';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/**
 * Issue 39, the parts of money a person clicks: a client's billing details, an offer with the
 * two-week trial ended as not a fit from the contract page, and a developer's payout method.
 * Each screen is checked with axe at desktop and phone widths.
 */

async function checkBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yIssues(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const today = new Date().toISOString().slice(0, 10);

test('a client ends a contract as not a fit inside its trial, from the contract page', async ({
  page,
  browser,
}) => {
  const client = await openSecondPage(browser);
  try {
    await signedInAsApprovedDeveloper(page);
    await signedInAs(client, 'client');
    const job = await postJob(client.request, { title: `Trial ledger ${uniqueWord()}` });
    const application = await applyToJob(page.request, job.id);
    // The offer (made over the API; the offers spec clicks the form) carries the default trial.
    const offer = await client.request.post('/trpc/offer.create', {
      data: { applicationId: application.id, hourlyRate: 40, weeklyHourLimit: 20, startDate: today },
    });
    expect(offer.ok(), await offer.text()).toBe(true);
    const offerId = ((await offer.json()) as { result: { data: { id: number } } }).result.data.id;
    await page.goto('/offers');
    const card = page.getByRole('article').filter({ hasText: job.title });
    await expect(card.getByText(/^14 days, until/)).toBeVisible();
    await expect(
      card.getByText('If the client ends the contract as not a fit during the trial, Talanta pays you'),
    ).toBeVisible();
    const accepted = await page.request.post('/trpc/offer.accept', { data: { id: offerId } });
    const contractId = ((await accepted.json()) as { result: { data: { contractId: number } } }).result.data
      .contractId;

    await client.goto(`/contracts/${contractId}`);
    await expect(client.getByText(/^Trial until/)).toBeVisible();
    await checkBothWidths(client);
    await client.getByRole('button', { name: 'End contract' }).click();
    const end = client.getByRole('dialog', { name: 'End this contract?' });
    await end.getByRole('radio', { name: 'Not a fit (trial)' }).check();
    await end.getByLabel('Note').fill('The stack turned out different.');
    await end.getByRole('button', { name: 'End contract' }).click();
    await expect(client.getByText('Ended as not a fit during the trial')).toBeVisible();
    await expect(client.getByText(/You are not billed for the trial’s hours/)).toBeVisible();
    await page.goto(`/contracts/${contractId}`);
    await expect(page.getByText('Talanta pays you for your approved hours.')).toBeVisible();
    await checkBothWidths(page);
  } finally {
    await client.context().close();
  }
});

test('a client keeps billing details and a developer a payout method, masked', async ({ page, browser }) => {
  // Four full-page axe scans, the company profile among them.
  test.slow();
  const client = await openSecondPage(browser);
  try {
    await signedInAs(client, 'client');
    await client.goto('/client/profile');
    const billing = client.getByRole('form', { name: 'Billing details' });
    await billing.getByLabel('Tax number type').selectOption('kra_pin');
    await billing.getByRole('textbox', { name: /^Tax number/ }).fill('P05123456');
    await billing.getByRole('button', { name: 'Save billing details' }).click();
    await expect(billing.getByText('KRA PIN must be a letter, nine digits and a letter')).toBeVisible();
    await billing.getByRole('textbox', { name: /^Tax number/ }).fill('p051234567x');
    await billing.getByLabel('Country').selectOption('KE');
    await billing.getByRole('button', { name: 'Save billing details' }).click();
    await expect(client.getByText('Billing details saved')).toBeVisible();
    await checkBothWidths(client);

    const developer = await signedInAsApprovedDeveloper(page);
    await page.goto('/earnings');
    await page.getByRole('button', { name: 'Add payout method' }).click();
    const form = page.getByRole('form', { name: 'Payout method' });
    await form.getByLabel('Account holder’s name').fill(`${developer.firstName} ${developer.lastName}`);
    await form.getByLabel('M-Pesa phone number').fill('0812 345 678');
    await form.getByLabel('Your password').fill(developer.password);
    await form.getByRole('button', { name: 'Save payout method' }).click();
    await expect(form.getByText('Give a Kenyan mobile number')).toBeVisible();
    await form.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await form.getByRole('button', { name: 'Save payout method' }).click();
    await expect(page.getByText('M-Pesa •••• 5678')).toBeVisible();
    await checkBothWidths(page);
  } finally {
    await client.context().close();
  }
});
