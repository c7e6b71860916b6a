import {
  applyToJob,
  currentUserId,
  openSecondPage,
  postJob,
  signedInAsApprovedDeveloper,
  uniqueWord,
} from './support/jobs';
import {
  ADMIN_NAME,
  adminApi,
  conversationList,
  conversationRow,
  messageBox,
  sendMessage,
  sendMessages,
  thread,
} from './support/messages';
import { type APIRequestContext, expect, type Page, type Request, test } from './support/test';
import { signedInAs } from './support/users';

const CLIENT = 'Priya Sharma';

let admin: APIRequestContext;

test.beforeEach(async () => {
  admin = await adminApi();
});

test.afterEach(async () => {
  await admin.dispose();
});

/**
 * The developer's open thread, whose page's first live stream is answered by the test: connected,
 * then `lines`, then the response ends. Resolves once the browser has opened the next stream.
 */
async function openThreadWithFirstStream(page: Page, lines: string[]) {
  await signedInAs(page, 'developer');
  const developerId = await currentUserId(page.request);
  const { conversationId } = await sendMessage(admin, developerId, 'Before the page.');
  await page.route(
    '**/trpc/live.events**',
    (route) =>
      route.fulfill({
        headers: { 'content-type': 'text/event-stream' },
        body: [
          'retry: 200',
          'event: connected',
          'data: {"reconnectAfterInactivityMs":40000}',
          '',
          ...lines,
          '',
          '',
        ].join('\n'),
      }),
    // Only the first: a request the test intercepts does not show the headers the browser adds.
    { times: 1 },
  );
  const streams: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/live.events')) streams.push(request);
  });
  await page.goto(`/messages?conversation=${conversationId}`);
  await expect(thread(page).getByText('Before the page.')).toBeVisible();
  await expect.poll(() => streams.length).toBeGreaterThanOrEqual(2);
  return { developerId, streams };
}

/** From here no fetch of messages succeeds, so a new message can only come on the live stream. */
async function expectMessagesOnTheStream(page: Page, developerId: number) {
  await page.route('**/trpc/message.**', (route) => route.abort());
  await sendMessage(admin, developerId, 'On the stream that was opened again.');
  await expect(thread(page).getByText('On the stream that was opened again.')).toBeVisible();
}

test.describe('messages', () => {
  test('the search box finds conversations by name or job title', async ({ page, browser }) => {
    await signedInAsApprovedDeveloper(page);
    const developerId = await currentUserId(page.request);
    const client = await openSecondPage(browser);
    await signedInAs(client, 'client');
    const word = uniqueWord('kiosk');
    const job = await postJob(client.request, { title: `Payments ${word} for a pharmacy chain` });
    await applyToJob(page.request, job.id);
    await client.context().close();
    await sendMessage(admin, developerId, 'Hello from the Talanta team');

    await page.goto('/messages');
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await expect(conversationList(page).getByRole('listitem')).toHaveCount(2);

    await search.fill(word);
    await expect(conversationList(page).getByRole('listitem')).toHaveCount(1);
    await expect(conversationRow(page, CLIENT)).toContainText(job.title);

    await search.fill('platform');
    await expect(conversationList(page).getByRole('listitem')).toHaveCount(1);
    await expect(conversationRow(page, ADMIN_NAME)).toBeVisible();

    await search.fill('nobody-by-this-name');
    await expect(page.getByText('No conversations match “nobody-by-this-name”.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No conversations yet' })).toHaveCount(0);

    await search.fill('');
    await expect(conversationList(page).getByRole('listitem')).toHaveCount(2);
  });

  test('a long thread opens at the newest message and loads older ones on request', async ({ page }) => {
    test.setTimeout(90_000);
    await signedInAs(page, 'developer');
    const developerId = await currentUserId(page.request);
    const contents = Array.from({ length: 203 }, (_, index) => `History line ${index + 1}.`);
    await sendMessages(admin, developerId, contents);

    await page.goto('/messages');
    await conversationRow(page, ADMIN_NAME).click();
    await expect(thread(page).getByText('History line 203.')).toBeInViewport();
    await expect(thread(page).getByText('History line 3.', { exact: true })).toHaveCount(0);
    await expect(thread(page).getByRole('listitem')).toHaveCount(200);

    await page.getByRole('button', { name: 'Load older' }).click();
    await expect(thread(page).getByRole('listitem')).toHaveCount(203);
    await expect(thread(page).getByText('History line 1.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load older' })).toHaveCount(0);
  });

  test('at phone width the list and the thread take turns, with a way back', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signedInAs(page, 'developer');
    // A long URL has no place to break: it still wraps inside its bubble.
    const url = 'https://docs.example.com/payments/reconciliation/v2/specs/idempotency-keys-and-retries';
    await sendMessage(admin, await currentUserId(page.request), `Hi from the team: ${url}`);

    await page.goto('/messages');
    const row = conversationRow(page, ADMIN_NAME);
    await expect(row).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No conversation selected' })).toBeHidden();
    await row.click();
    const bubble = thread(page).getByText(`Hi from the team: ${url}`);
    await expect(bubble).toBeVisible();
    await expect(row).toBeHidden();
    const [bubbleBox, threadBox] = await Promise.all([bubble.boundingBox(), thread(page).boundingBox()]);
    expect(bubbleBox && threadBox).toBeTruthy();
    if (bubbleBox && threadBox) {
      expect(bubbleBox.x).toBeGreaterThanOrEqual(threadBox.x);
      expect(bubbleBox.x + bubbleBox.width).toBeLessThanOrEqual(threadBox.x + threadBox.width);
    }

    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(page).toHaveURL('/messages');
    await expect(row).toBeVisible();
    await expect(thread(page)).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('without the live stream the open thread still updates, by polling every 5 seconds', async ({
    page,
  }) => {
    await page.route('**/trpc/live.events**', (route) => route.abort());
    await signedInAs(page, 'developer');
    const developerId = await currentUserId(page.request);
    const { conversationId } = await sendMessage(admin, developerId, 'Are you there?');
    await page.goto(`/messages?conversation=${conversationId}`);
    await expect(thread(page).getByText('Are you there?')).toBeVisible();

    await sendMessage(admin, developerId, 'Checking in again.');
    await expect(thread(page).getByText('Checking in again.')).toBeVisible({ timeout: 12_000 });
  });

  test('a live stream that drops is opened again after its last event, and messages keep arriving live', async ({
    page,
  }) => {
    // The page's first stream: connected, one event (a change to nothing the page shows), then it
    // ends, as a dropped connection does. The browser opens the next one by itself and sends that
    // event's id back.
    const { developerId, streams } = await openThreadWithFirstStream(page, [
      'id: 1',
      `data: {"type":"changed","payload":{"topics":["interview"]},"createdAt":"${new Date().toISOString()}"}`,
    ]);
    const reopened = await streams[1]?.allHeaders();
    expect(reopened?.['last-event-id']).toBe('1');
    await expectMessagesOnTheStream(page, developerId);
  });

  test('a live stream the server ends with its own error is opened again at once', async ({ page }) => {
    // A busy database answers the stream with a 503 in tRPC's error event: the browser reconnects
    // by itself (a refusal would wait 30 s before the next try, longer than the wait below).
    const { developerId } = await openThreadWithFirstStream(page, [
      'event: serialized-error',
      'data: {"message":"The database is busy.","code":-32603,"data":{"code":"SERVICE_UNAVAILABLE","httpStatus":503,"path":"live.events"}}',
    ]);
    await expectMessagesOnTheStream(page, developerId);
  });

  test('the list and the send box work from the keyboard', async ({ page }) => {
    await signedInAs(page, 'developer');
    await sendMessage(admin, await currentUserId(page.request), 'Are you free for a call?');
    await page.goto('/messages');
    const row = conversationRow(page, ADMIN_NAME);
    await row.focus();
    await page.keyboard.press('Enter');
    const box = messageBox(page, ADMIN_NAME);
    await expect(box).toBeVisible();
    await box.focus();
    await page.keyboard.type('Yes, any time after 2pm.');
    await page.keyboard.press('Enter');
    await expect(thread(page).getByText('Yes, any time after 2pm.')).toBeVisible();
    await expect(box).toBeFocused();
  });
});
