import { expect, type Page, test } from '@playwright/test';
import { postJob, uniqueWord } from './support/jobs';
import { signedInAs } from './support/users';

/** The tRPC procedures a page asks the server for, in order, by their paths. */
function recordAskedProcedures(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) asked.push(...pathname.slice('/trpc/'.length).split(','));
  });
  return asked;
}

test('a signed-in first visit draws its screen from the answers in the page, then asks the server as usual', async ({
  browser,
  page,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await signedInAs(owner, 'client');
  const job = await postJob(owner.request, { title: `Savings group ledger ${uniqueWord()}` });
  await signedInAs(page, 'developer');
  const asked = recordAskedProcedures(page);

  // Job Details, opened from a link in an email: the job and the vetting status come with the page.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  // The shell's own calls go out once the screen is shown: by then the screen's would have too.
  await expect.poll(() => asked).toContain('notification.list');
  expect(asked).not.toContain('job.byId');
  expect(asked).not.toContain('vetting.myStatus');

  // Browse Jobs: the developer's applications, vetting status and first page of jobs come with it.
  asked.length = 0;
  await page.goto('/browse-jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => asked).toContain('notification.list');
  expect(asked).not.toContain('job.list');
  expect(asked).not.toContain('application.listMine');
  expect(asked).not.toContain('vetting.myStatus');

  // With filters in the URL the page carries no answers (the filters are the app's to read).
  asked.length = 0;
  await page.goto(`/browse-jobs?search=${encodeURIComponent(job.title)}`);
  await expect(page.getByRole('article', { name: job.title })).toBeVisible();
  expect(asked).toContain('job.list');

  // Later visits ask the server: Job Details from the list is a client-side visit.
  asked.length = 0;
  await page.getByRole('article', { name: job.title }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  await expect.poll(() => asked).toContain('job.byId');
  await owner.context().close();
});
