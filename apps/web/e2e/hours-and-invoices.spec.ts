import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { applyToJob, openSecondPage, postJob, signedInAsApprovedDeveloper, uniqueWord } from './support/jobs';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/**
 * Issue 13, the money half of the loop: on a contract made over the API (the offers spec walks
 * that part in the browser), the developer logs and submits a week, the client disputes it, the
 * developer corrects it, the client approves it, each side seeing the other's step live; then the
 * admin invoices, the client opens the invoice and its PDF, the admin records the bank transfer
 * and the developer's earnings show it paid. Reviews close the loop in reviews.spec.ts.
 */

/** A REST write as the person signed in on `api`, with the Origin a browser would send. */
async function restCall(api: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const response = await api[method](`/api${path}`, { data, headers: { Origin: origin } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** Today in UTC, the zone new e2e accounts keep ("2030-01-15"), and its weekday as the editor names it. */
const today = new Date().toISOString().slice(0, 10);
const weekday = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
/** The Sunday that ends today's ISO week. */
function sundayOfThisWeek(): string {
  const date = new Date(`${today}T00:00:00Z`);
  const toSunday = (7 - date.getUTCDay()) % 7;
  return new Date(date.getTime() + toSunday * 86_400_000).toISOString().slice(0, 10);
}

async function contractStartingToday(developer: Page, client: Page): Promise<number> {
  await signedInAsApprovedDeveloper(developer);
  await signedInAs(client, 'client');
  const job = await postJob(client.request, { title: `Settlement reports ${uniqueWord()}` });
  const application = await applyToJob(developer.request, job.id);
  const offer = await restCall(client.request, 'post', '/offers', {
    applicationId: application.id,
    hourlyRate: 40,
    weeklyHourLimit: 20,
    startDate: today,
  });
  const accepted = await restCall(developer.request, 'put', `/offers/${offer.id}/accept`, {});
  return accepted.contractId;
}

const hoursToday = (page: Page) => page.getByLabel(`Hours on ${weekday(today)}`);

/** Submit week; before its Sunday the week has days to come, and the developer confirms. */
async function submitWeek(page: Page) {
  await page.getByRole('button', { name: 'Submit week' }).click();
  if (new Date(`${today}T00:00:00Z`).getUTCDay() === 0) return;
  const early = page.getByRole('dialog', { name: 'Submit the week before it ends?' });
  await expect(early).toContainText(/still to come/);
  await early.getByRole('button', { name: 'Submit week' }).click();
  await expect(early).toBeHidden();
}
const weekTitle = () => `Week of ${weekday(weekStartOfToday())}`;
function weekStartOfToday(): string {
  const date = new Date(`${today}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

test('a week of hours is submitted, disputed, corrected, approved, invoiced and paid', async ({
  page,
  browser,
}) => {
  // Three people, live updates both ways, an invoice and a PDF: a long journey.
  test.slow();
  const client = await openSecondPage(browser);
  const admin = await openSecondPage(browser);
  try {
    const contractId = await contractStartingToday(page, client);
    await signInAsAdmin(admin);
    await page.goto(`/contracts/${contractId}`);
    await client.goto(`/contracts/${contractId}`);
    await expect(client.getByText('has not logged any hours yet')).toBeVisible();

    // The developer logs today and submits the week.
    await expect(page.getByText('No hours logged yet.')).toBeVisible();
    await hoursToday(page).fill('3.5');
    await page.getByLabel(`What you did on ${weekday(today)}`).fill('Settlement report export');
    await expect(page.getByText('Total 3.5 h of 20 h a week · $140.00 at $40.00/hr')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await submitWeek(page);
    await expect(page.getByText(/is waiting for .* to approve it/)).toBeVisible();
    await expect(hoursToday(page)).toBeDisabled();

    // The client's open page shows it live and disputes it with a reason.
    await expect(client.getByRole('button', { name: `Approve ${weekTitle()}` })).toBeVisible();
    await expectNoSeriousA11yIssues(client);
    await client.getByRole('button', { name: `Dispute ${weekTitle()}` }).click();
    const dialog = client.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Dispute week' }).click();
    await expect(dialog.getByText(/Give a reason for the dispute/)).toBeVisible();
    await dialog.getByLabel('What needs correcting').fill('We agreed three hours for the export.');
    // A double click disputes once: the second click comes before the button shows it is pending.
    const disputes: string[] = [];
    client.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/trpc/'))
        disputes.push(
          ...path
            .slice(6)
            .split(',')
            .filter((name) => name === 'timesheet.dispute'),
        );
    });
    await dialog.getByRole('button', { name: 'Dispute week' }).dblclick();
    await expect(dialog).toBeHidden();
    expect(disputes).toEqual(['timesheet.dispute']);

    // The developer reads the reason live, corrects the day and submits again; the client approves.
    await expect(
      page.getByText(/disputed this week: “We agreed three hours for the export\.”/),
    ).toBeVisible();
    await hoursToday(page).fill('3');
    await submitWeek(page);
    await expect(page.getByText(/is waiting for .* to approve it/)).toBeVisible();
    await client.getByRole('button', { name: `Approve ${weekTitle()}` }).click();
    await expect(page.getByText('This week is approved and can no longer change.')).toBeVisible();
    await expect(client.getByText('3 h · $120.00')).toBeVisible();

    // The admin invoices the week now (the monthly run would at the month's end).
    await restCall(admin.request, 'post', '/admin/invoices/generate', { through: sundayOfThisWeek() });
    // Read from the client's side: another spec's run at the same moment may be billing the week (a
    // run skips the weeks another holds), so wait for that run to commit.
    type Invoice = { id: number; number: string; totalCents: number };
    let found: Invoice | undefined;
    await expect
      .poll(async () => {
        [found] = (await (await client.request.get('/api/invoices')).json()) as Invoice[];
        return found?.totalCents;
      })
      .toBe(13_200);
    const invoice = found as Invoice;
    await client.goto('/invoices');
    const row = client.getByRole('listitem').filter({ hasText: invoice.number });
    await expect(row.getByText('$132.00')).toBeVisible();
    await expect(row.getByText('Issued')).toBeVisible();
    // The invoice's own page: its line and totals; opening it reads the client's notice of it.
    await row.getByRole('link', { name: invoice.number, exact: true }).click();
    await expect(client.getByRole('heading', { name: `Invoice ${invoice.number}`, level: 1 })).toBeVisible();
    await expect(client.getByRole('listitem').filter({ hasText: '3 h × $40.00/hr = $120.00' })).toBeVisible();
    await expect(client.getByRole('term').filter({ hasText: 'Platform fee (10%)' })).toBeVisible();
    await expect
      .poll(async () => {
        const notices = (await (await client.request.get('/api/notifications')).json()) as {
          link: string | null;
          isRead: boolean;
        }[];
        return notices
          .filter((notice) => notice.link === `/invoices/${invoice.id}`)
          .map((notice) => notice.isRead);
      })
      .toEqual([true]);
    await expectNoSeriousA11yIssues(client);
    await client.goto('/invoices');
    const pdf = await client.request.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await client.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yIssues(client);

    // The bank transfer arrives: the admin records it on /invoices, both sides see it paid.
    await admin.goto('/invoices');
    await expect(admin.getByRole('listitem').filter({ hasText: invoice.number })).toBeVisible();
    // The admin's list with its "Mark paid" buttons (label in name, WCAG 2.5.3).
    await expectNoSeriousA11yIssues(admin);
    await admin.getByRole('button', { name: `Mark paid: ${invoice.number}` }).click();
    const payment = admin.getByRole('dialog', { name: `Mark ${invoice.number} paid` });
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment.getByText(/Give the bank transfer reference/)).toBeVisible();
    await payment.getByLabel('Bank transfer reference').fill(`BT-${uniqueWord('')}`);
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment).toBeHidden();
    await expect(admin.getByRole('button', { name: `Mark paid: ${invoice.number}` })).toHaveCount(0);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await page.goto('/earnings');
    const statement = page.getByRole('listitem').filter({ hasText: invoice.number });
    await expect(statement.getByText('Paid', { exact: true })).toBeVisible();
    await expect(statement.getByText('$120.00')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  } finally {
    await client.context().close();
    await admin.context().close();
  }
});
