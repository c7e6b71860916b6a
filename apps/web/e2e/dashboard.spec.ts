import { E2E_ADMIN } from './support/constants';
import {
  applyToJob,
  closeJob,
  openSecondPage,
  postJob,
  setApplicationStatus,
  signedInAsApprovedDeveloper,
  termValue,
} from './support/jobs';
import { openInApp } from './support/shell';
import { expect, test } from './support/test';
import { signedInAs, signInWithApi } from './support/users';

test.describe('dashboards with real figures', () => {
  test("a developer's figures, profile completion and recent activity", async ({ page, browser }) => {
    const client = await openSecondPage(browser);
    await signedInAs(client, 'client');
    const first = await postJob(client.request, { title: 'Wallet top-up flow' });
    const second = await postJob(client.request, { title: 'Merchant onboarding portal' });
    const third = await postJob(client.request, { title: 'Agent commission reports' });

    await signedInAsApprovedDeveloper(page);
    const a = await applyToJob(page.request, first.id);
    const b = await applyToJob(page.request, second.id);
    await applyToJob(page.request, third.id);
    await setApplicationStatus(client.request, a.id, 'interview');
    await setApplicationStatus(client.request, b.id, 'accepted');
    await client.context().close();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amani!' })).toBeVisible();
    await expect(termValue(page, 'Applications Sent')).toHaveText('3');
    await expect(termValue(page, 'Interviews')).toHaveText('1');
    await expect(termValue(page, 'Accepted')).toHaveText('1');
    // A new profile has nothing filled in yet.
    await expect(termValue(page, 'Profile Completion')).toHaveText('0%');
    await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByRole('list', { name: 'Missing from your profile' })).toContainText(
      'Professional title',
    );

    const activity = page.getByRole('list', { name: 'Recent activity' });
    await expect(activity.getByRole('link', { name: /Interview requested/ })).toHaveAttribute(
      'href',
      '/my-applications',
    );
    await expect(activity.getByRole('link', { name: /Application accepted/ })).toBeVisible();
    await expect(
      activity.getByRole('link', { name: /You applied to "Agent commission reports"/ }),
    ).toHaveAttribute('href', `/jobs/${third.id}`);
    await expect(activity).toContainText('less than a minute ago');

    const quick = page.getByRole('region', { name: 'Quick actions' });
    for (const [name, href] of [
      ['Update your profile', '/developer/profile'],
      ['Browse Jobs', '/browse-jobs'],
      ['Messages', '/messages'],
    ] as const) {
      await expect(quick.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  test("a client's figures, recent job posts and recent activity", async ({ page, browser }) => {
    await signedInAs(page, 'client');
    await page.goto('/dashboard');
    await expect(termValue(page, 'Active Jobs')).toHaveText('0');
    await expect(page.getByText('You have not posted a job yet.', { exact: false })).toBeVisible();
    await expect(page.getByText('No activity yet.', { exact: false })).toBeVisible();

    const open = await postJob(page.request, { title: 'Crop price alerts by SMS' });
    const closing = await postJob(page.request, { title: 'Cold-chain sensor dashboard' });
    const developer = await openSecondPage(browser);
    const person = await signedInAsApprovedDeveloper(developer);
    const first = await applyToJob(developer.request, open.id);
    await applyToJob(developer.request, closing.id);
    await developer.context().close();
    await setApplicationStatus(page.request, first.id, 'accepted');
    await closeJob(page.request, closing.id);

    await page.reload();
    await expect(termValue(page, 'Active Jobs')).toHaveText('1');
    await expect(termValue(page, 'Applications Received')).toHaveText('2');
    await expect(termValue(page, 'Interviews')).toHaveText('0');
    await expect(termValue(page, 'Hires')).toHaveText('1');

    const posts = page.getByRole('list', { name: 'Your job posts' });
    await expect(posts.getByRole('listitem')).toHaveCount(2);
    const post = posts.getByRole('listitem').filter({ hasText: 'Crop price alerts by SMS' });
    await expect(post).toContainText('1 application · 1 accepted');
    await expect(post.getByText('Open', { exact: true })).toBeVisible();
    await expect(
      posts.getByRole('listitem').filter({ hasText: 'Cold-chain sensor dashboard' }),
    ).toContainText('Closed');

    const activity = page.getByRole('list', { name: 'Recent activity' });
    await expect(
      activity.getByRole('link', {
        name: new RegExp(`${person.firstName} ${person.lastName} applied to "Crop price alerts by SMS"`),
      }),
    ).toHaveAttribute('href', `/jobs/${open.id}`);
    await expect(activity.getByRole('link', { name: /Job closed/ })).toHaveAttribute(
      'href',
      `/jobs/${closing.id}`,
    );

    const quick = page.getByRole('region', { name: 'Quick actions' });
    for (const [name, href] of [
      ['Post a Job', '/post-job'],
      ['Browse Developers', '/developers'],
      ['Messages', '/messages'],
    ] as const) {
      await expect(quick.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
    await posts.getByRole('link', { name: 'Crop price alerts by SMS' }).click();
    await expect(page).toHaveURL(`/jobs/${open.id}`);
  });

  test('an admin is pointed to the admin area', async ({ page }) => {
    await signInWithApi(page, E2E_ADMIN);
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: /Admin Dashboard/ }),
    ).toHaveAttribute('href', '/admin');
  });

  test('a load error offers to try again', async ({ page }) => {
    await signedInAs(page, 'developer');
    let failing = true;
    await page.route(
      (url) => url.pathname.includes('dashboard.developerStats'),
      async (route) => {
        if (failing) await route.fulfill({ status: 500, body: '{}' });
        else await route.continue();
      },
    );
    await page.goto('/my-applications');
    await openInApp(page, '/dashboard');
    await expect(page.getByText('Your dashboard could not be loaded')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(termValue(page, 'Applications Sent')).toHaveText('0');
  });
});
