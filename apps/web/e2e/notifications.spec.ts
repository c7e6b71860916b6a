import { applyToJob, approveDeveloper, currentUserId, postJob, uniqueWord } from './support/jobs';
import {
  ADMIN_NAME,
  adminApi,
  bell,
  newApi,
  openNotifications,
  sendMessages,
  thread,
} from './support/messages';
import { type APIRequestContext, expect, test } from './support/test';
import { createAccount, newUser, signedInAs } from './support/users';

let admin: APIRequestContext;
test.beforeEach(async () => {
  admin = await adminApi();
});
test.afterEach(async () => {
  await admin.dispose();
});

const lines = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

test.describe('the notification bell', () => {
  test('counts unread notifications live, shows 9+ above 9 and keeps the count after a reload', async ({
    page,
  }) => {
    await signedInAs(page, 'developer');
    const developerId = await currentUserId(page.request);
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(bell(page)).toHaveText('');

    await sendMessages(admin, developerId, lines(3, 'Update'));
    await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
    await expect(bell(page)).toHaveText('3');

    await sendMessages(admin, developerId, lines(6, 'More'));
    await expect(bell(page)).toHaveAccessibleName('Notifications, 9 unread');
    await expect(bell(page)).toHaveText('9');

    await sendMessages(admin, developerId, ['One more']);
    // The name holds the badge's "9+" (WCAG 2.5.3, label in name; axe skips the aria-hidden badge).
    await expect(bell(page)).toHaveAccessibleName('Notifications, 9+ unread, 10 in all');
    await expect(bell(page)).toHaveText('9+');

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 9+ unread, 10 in all');
    await expect(bell(page)).toHaveText('9+');

    const panel = await openNotifications(page);
    await expect(panel.getByText('10 unread')).toBeVisible();
    const newest = panel.getByRole('listitem').first();
    await expect(newest).toContainText(`New message from ${ADMIN_NAME}`);
    await expect(newest).toContainText('One more');
    await expect(newest).toContainText('ago');
    await expect(newest).toContainText('Unread');
    await expect(panel.getByRole('listitem')).toHaveCount(10);
  });

  test('Mark all read clears the count and every unread marker, and it stays cleared', async ({ page }) => {
    await signedInAs(page, 'developer');
    await sendMessages(admin, await currentUserId(page.request), lines(4, 'Heads-up'));
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 4 unread');

    const panel = await openNotifications(page);
    await expect(panel.getByText('Unread', { exact: true })).toHaveCount(4);
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(panel.getByText('Unread', { exact: true })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(panel.getByRole('listitem')).toHaveCount(4);

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    const reopened = await openNotifications(page);
    await expect(reopened.getByRole('listitem')).toHaveCount(4);
    await expect(reopened.getByText('Unread', { exact: true })).toHaveCount(0);
  });

  test('clicking a notification marks it read and follows it; a message opens its conversation', async ({
    page,
  }) => {
    await signedInAs(page, 'client');
    const clientId = await currentUserId(page.request);
    // A skill nobody has: no developer is introduced to the job, so the bell counts what follows only.
    const job = await postJob(page.request, {
      title: 'Inventory app for a hardware store',
      requiredSkills: [uniqueWord('skill')],
    });
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // A developer applies (from elsewhere) and the admin writes: both arrive without a reload.
    const developer = await newApi();
    await createAccount(developer, newUser('developer'));
    await approveDeveloper(developer);
    await applyToJob(developer, job.id);
    await developer.dispose();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await sendMessages(admin, clientId, ['Your first applicant is in. Need help choosing?']);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

    let panel = await openNotifications(page);
    const application = panel.getByRole('button', { name: /New application/ });
    await expect(application).toContainText('Amani Otieno applied to "Inventory app for a hardware store".');
    await application.click();
    await expect(page).toHaveURL(`/jobs/${job.id}`);
    await expect(panel).toBeHidden();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    panel = await openNotifications(page);
    await expect(panel.getByRole('button', { name: /New application/ })).not.toContainText('Unread');
    const message = panel.getByRole('button', { name: new RegExp(`New message from ${ADMIN_NAME}`) });
    await expect(message).toContainText('Unread');
    await message.click();
    await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
    await expect(thread(page).getByText('Your first applicant is in. Need help choosing?')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('with nothing to show, the bell says so', async ({ page }) => {
    await signedInAs(page, 'client');
    await page.goto('/dashboard');
    const panel = await openNotifications(page);
    await expect(panel.getByText('You have no notifications.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  test('at phone width the bell stays in the top bar and its list fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signedInAs(page, 'developer');
    await sendMessages(admin, await currentUserId(page.request), ['A quick hello']);
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    const panel = await openNotifications(page);
    await expect(panel.getByText('A quick hello')).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
  });
});
