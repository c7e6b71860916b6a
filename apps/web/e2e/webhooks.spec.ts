import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/**
 * Issue 17, webhooks: a client adds an endpoint, copies its secret (shown once), sends a test that
 * a receiver on loopback gets signed, reads the delivery log, edits and deletes the endpoint.
 */

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let receiverUrl = '';

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

async function checkBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yIssues(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The Standard Webhooks signature, computed here independently of the server. */
function expectedSignature(secret: string, headers: IncomingHttpHeaders, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const content = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
}

test('a client adds an endpoint, gets a signed test event, reads the log, edits and deletes it', async ({
  page,
}) => {
  // One long journey with four accessibility scans.
  test.setTimeout(90_000);
  await signedInAs(page, 'client');
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).first().click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
  await checkBothWidths(page);

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await dialog.getByLabel('Endpoint URL').fill(receiverUrl);
  await dialog.getByLabel('Description').fill('Our CRM');
  // No event chosen: the dialog says what is missing.
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('Choose at least one event')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'application.created' }).check();
  await dialog.getByRole('checkbox', { name: 'job.closed' }).focus();
  await page.keyboard.press('Space');
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog).toBeHidden();

  const secret = await page.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('Signing secret')).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ hasText: receiverUrl });
  await expect(card.getByText('Enabled')).toBeVisible();
  await expect(card.getByText('application.created, job.closed')).toBeVisible();
  await card.getByRole('button', { name: `Send test event to ${receiverUrl}` }).click();
  await expect.poll(() => received.length).toBe(1);
  const [delivered] = received;
  expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
  expect(delivered?.headers['webhook-signature']).toBe(
    expectedSignature(secret, delivered?.headers ?? {}, delivered?.body ?? ''),
  );

  // The answer's toast, so the scan below sees the stack of toasts as it stays.
  await expect(page.getByText('Test event sent')).toBeVisible();
  await expect(card.getByText('Delivered')).toBeVisible();
  await expect(card.getByText(/HTTP 200 in \d+ ms · 1 attempt/)).toBeVisible();
  await checkBothWidths(page);

  await card.getByRole('button', { name: `Edit ${receiverUrl}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
  await edit.getByLabel('Description').fill('Our CRM (staging)');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Our CRM (staging)')).toBeVisible();

  await card.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
  await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
});

test('an admin has Webhooks; a developer neither sees nor reaches it', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).first()).toBeVisible();

  const context = await browser.newContext();
  const developerPage = await context.newPage();
  await signedInAs(developerPage, 'developer');
  await developerPage.goto('/webhooks');
  await expect(developerPage).not.toHaveURL(/\/webhooks$/);
  await expect(developerPage.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  await context.close();
});
