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
  bell,
  conversationRow,
  messageBox,
  sendMessage,
  sendMessages,
  startConversation,
  thread,
} from './support/messages';
import { toast } from './support/shell';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

const DEVELOPER = 'Amani Otieno';

const CLIENT = 'Priya Sharma';

/** Spec 001 §8's send-failure toast with this description; closed afterwards so the next is alone. */
async function expectErrorToast(page: Page, description: string) {
  const shown = toast(page, 'Error').filter({ hasText: description });
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Close toast' }).click();
  await expect(shown).toHaveCount(0);
}

let admin: APIRequestContext;

test.beforeEach(async () => {
  admin = await adminApi();
});

test.afterEach(async () => {
  await admin.dispose();
});

test.describe('messages', () => {
  test('after an application, client and developer chat live in two browsers', async ({ page, browser }) => {
    // Two people, each signed up and set up over the API, then a whole conversation: a long journey.
    test.setTimeout(60_000);
    await signedInAsApprovedDeveloper(page);
    const client = await openSecondPage(browser);
    await signedInAs(client, 'client');
    // A skill nobody has: no developer is introduced to the job, so the bell counts the application only.
    const job = await postJob(client.request, {
      title: `Offline sync for a clinic app ${uniqueWord()}`,
      requiredSkills: [uniqueWord('skill')],
    });

    await client.goto('/messages');
    await expect(client.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

    // The application reaches the client's bell and conversation list without a reload.
    await applyToJob(page.request, job.id);
    await expect(bell(client)).toHaveAccessibleName('Notifications, 1 unread');
    const clientRow = conversationRow(client, DEVELOPER);
    await expect(clientRow).toContainText(job.title);
    await expect(clientRow).toContainText('Developer');
    await clientRow.click();
    await expect(client).toHaveURL(/\/messages\?conversation=\d+$/);
    await expect(clientRow).toHaveAttribute('aria-current', 'page');
    await expect(client.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await expect(client.getByText('Start the conversation!')).toBeVisible();

    // The client writes; Enter sends, the box clears, the message shows on the right.
    const clientBox = messageBox(client, DEVELOPER);
    await clientBox.fill('  Hello Amani, when could you start?  ');
    await clientBox.press('Enter');
    await expect(clientBox).toHaveValue('');
    await expect(thread(client).getByText('Hello Amani, when could you start?')).toBeVisible();
    await expect(client.getByRole('heading', { name: 'No messages yet' })).toHaveCount(0);

    // The developer sees it arrive: the list row, its unread badge and the bell.
    const developerRow = conversationRow(page, CLIENT);
    await expect(developerRow).toContainText('Hello Amani, when could you start?');
    await expect(developerRow).toContainText('1 unread message');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    // Opening it reads it: the badge and the message notification go, the client sees "Seen".
    await developerRow.click();
    await expect(thread(page).getByText('Hello Amani, when could you start?')).toBeVisible();
    await expect(developerRow).not.toContainText('unread');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(thread(client)).toContainText('Seen');

    // Shift+Enter makes a new line; the reply reaches the client's open thread and is read at once.
    const developerBox = messageBox(page, CLIENT);
    await developerBox.fill('Next Monday.');
    await developerBox.press('Shift+Enter');
    await developerBox.pressSequentially('Happy to talk first.');
    await expect(developerBox).toHaveValue('Next Monday.\nHappy to talk first.');
    await developerBox.press('Enter');
    await expect(thread(client).getByText('Next Monday. Happy to talk first.')).toBeVisible();
    await expect(thread(page)).toContainText('Seen');
    await expect(clientRow).toContainText('Next Monday.');
    await expect(clientRow).not.toContainText('unread');

    // Reloads keep it all: both messages, read states and no unread counts.
    await Promise.all([page.reload(), client.reload()]);
    await expect(thread(page).getByText('Next Monday. Happy to talk first.')).toBeVisible();
    await expect(thread(page)).toContainText('Seen');
    await expect(thread(client).getByText('Hello Amani, when could you start?')).toBeVisible();
    await expect(developerRow).not.toContainText('unread');
    await expect(clientRow).not.toContainText('unread');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await client.context().close();
  });

  test('unread counts arrive live and stay right after reloads until the conversation is opened', async ({
    page,
  }) => {
    await signedInAs(page, 'developer');
    const developerId = await currentUserId(page.request);
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

    await sendMessages(admin, developerId, ['Welcome to Talanta!', 'Your profile review has started.']);
    const row = conversationRow(page, ADMIN_NAME);
    await expect(row).toContainText('2 unread messages');
    await expect(row).toContainText('Your profile review has started.');
    await expect(row).toContainText('Admin');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

    await page.reload();
    await expect(row).toContainText('2 unread messages');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

    await row.click();
    await expect(thread(page).getByText('Welcome to Talanta!')).toBeVisible();
    await expect(row).not.toContainText('unread');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.reload();
    await expect(thread(page).getByText('Your profile review has started.')).toBeVisible();
    await expect(row).not.toContainText('unread');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('the empty states: no conversations, none selected, no messages yet', async ({ page }) => {
    await signedInAs(page, 'developer');
    await page.goto('/messages');
    await expect(page).toHaveTitle('Messages · Talanta');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(page.getByText('Apply to jobs to start messaging clients')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No conversation selected' })).toBeVisible();
    await expect(page.getByText('Choose a conversation to start messaging')).toBeVisible();

    // A conversation someone opened without writing yet.
    await startConversation(admin, await currentUserId(page.request));
    await page.reload();
    const row = conversationRow(page, ADMIN_NAME);
    await expect(row).toContainText('No messages yet');
    await row.click();
    await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await expect(page.getByText('Start the conversation!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No conversation selected' })).toHaveCount(0);
  });

  test('a client with no conversations gets a hint written for clients', async ({ page }) => {
    await signedInAs(page, 'client');
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(
      page.getByText('Hire Tech Talent or answer your applicants to start messaging developers'),
    ).toBeVisible();
    await expect(page.getByText('Apply to jobs to start messaging clients')).toHaveCount(0);
    const conversations = page.getByRole('region', { name: 'Conversations' });
    await conversations.getByRole('link', { name: 'Browse Developers' }).click();
    await expect(page).toHaveURL('/developers');
  });

  test('a blank message is ignored and a failed send keeps the text, shows the toast and never duplicates', async ({
    page,
  }) => {
    await signedInAs(page, 'developer');
    const { conversationId } = await sendMessage(admin, await currentUserId(page.request), 'Welcome!');
    await page.goto(`/messages?conversation=${conversationId}`);
    await expect(thread(page).getByText('Welcome!')).toBeVisible();
    const box = messageBox(page, ADMIN_NAME);
    const send = page.getByRole('button', { name: 'Send message' });

    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.press('Enter');
    await expect(thread(page).getByRole('listitem')).toHaveCount(1);

    // The network fails: spec 001 §8's fallback text, and the text stays.
    await page.route('**/trpc/message.send**', (route) => route.abort());
    await box.fill('Thanks, glad to be here.');
    await send.click();
    await expectErrorToast(page, 'Failed to send message.');
    await expect(box).toHaveValue('Thanks, glad to be here.');
    await page.unroute('**/trpc/message.send**');

    // The server refuses: its own message is shown (the request is altered on the way out).
    await page.route('**/trpc/message.send**', async (route) => {
      const body = route.request().postDataJSON() as Record<string, { content: string }>;
      for (const call of Object.values(body)) call.content = 'x'.repeat(5001);
      await route.continue({ postData: JSON.stringify(body) });
    });
    await box.press('Enter');
    await expectErrorToast(page, 'Message must be at most 5000 characters');
    await expect(box).toHaveValue('Thanks, glad to be here.');
    await page.unroute('**/trpc/message.send**');

    // The message reaches the server but its answer is lost: sending again does not duplicate it.
    await page.route('**/trpc/message.send**', async (route) => {
      await route.fetch();
      await route.fulfill({ status: 502, body: 'Bad gateway' });
    });
    await box.press('Enter');
    await expectErrorToast(page, 'Failed to send message.');
    await expect(thread(page).getByText('Thanks, glad to be here.')).toHaveCount(1);
    await expect(box).toHaveValue('Thanks, glad to be here.');
    await page.unroute('**/trpc/message.send**');
    await send.click();
    await expect(box).toHaveValue('');
    await expect(thread(page).getByText('Thanks, glad to be here.')).toHaveCount(1);
    await page.reload();
    await expect(thread(page).getByRole('listitem')).toHaveCount(2);
    await expect(thread(page).getByText('Thanks, glad to be here.')).toHaveCount(1);
  });
});
