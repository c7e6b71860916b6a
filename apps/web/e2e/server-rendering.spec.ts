import { currentUserId, postJob, uniqueWord } from './support/jobs';
import { ADMIN_NAME, adminApi, sendMessage } from './support/messages';
import { collectErrors, openAccountMenu } from './support/shell';
import { expect, type Page, test } from './support/test';
import { signedInAs } from './support/users';

/** The tRPC procedures a page asks the server for, by their paths. */
function recordAskedProcedures(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) asked.push(...pathname.slice('/trpc/'.length).split(','));
  });
  return asked;
}

/** The page's HTML as the server sends it to the page's user (a curl with their session cookie). */
async function htmlOf(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

test('signed-in pages arrive with their user’s data in the HTML, and hydrate without asking for it again', async ({
  browser,
  page,
}) => {
  const owner = await (await browser.newContext()).newPage();
  const client = await signedInAs(owner, 'client');
  const job = await postJob(owner.request, { title: `Savings group ledger ${uniqueWord()}` });
  await signedInAs(page, 'developer');
  const admin = await adminApi();
  const greeting = `Welcome aboard ${uniqueWord()}`;
  await sendMessage(admin, await currentUserId(page.request), greeting);
  const errors = collectErrors(page);

  // Browse Jobs (newest first), Job Details and Messages, as a curl with the cookie gets them.
  const browse = await htmlOf(page, '/browse-jobs');
  expect(browse.status).toBe(200);
  expect(browse.html).toContain(job.title);
  expect((await htmlOf(page, `/jobs/${job.id}`)).html).toContain(job.title);
  const messages = await htmlOf(page, '/messages');
  expect(messages.html).toContain(ADMIN_NAME);
  expect(messages.html).toContain(greeting);
  // Every inline script carries the nonce this response's policy allows, and no other runs.
  const nonce = /'nonce-([^']+)'/.exec(browse.headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const inlineScripts = [...browse.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  // The bell in the shell counts the admin's message as unread in the HTML, as it does once live.
  expect(browse.html).toMatch(/aria-label="Notifications, [1-9]\d* unread"/);
  // The client's dashboard greets them by name in the HTML.
  const dashboard = await htmlOf(owner, '/dashboard');
  expect(dashboard.html).toContain(`Welcome, ${client.firstName}!`);

  // In the browser the same pages take over what the HTML holds: once the live stream has opened
  // (hydrated and running), none of the screen's data, nor the bell's, has been asked for again.
  const asked = recordAskedProcedures(page);
  for (const [path, visible, notAskedAgain] of [
    [
      '/browse-jobs',
      page.getByRole('article', { name: job.title }),
      ['job.list', 'application.listMine', 'vetting.myStatus', 'auth.session', 'notification.list'],
    ],
    [
      `/jobs/${job.id}`,
      page.getByRole('heading', { level: 2, name: job.title }),
      ['job.byId', 'vetting.myStatus', 'auth.session', 'notification.list'],
    ],
    [
      '/messages',
      page.getByText(greeting),
      ['message.listConversations', 'auth.session', 'notification.list'],
    ],
  ] as const) {
    asked.length = 0;
    await page.goto(path);
    await expect(visible, path).toBeVisible();
    await expect.poll(() => asked, path).toContain('live.events');
    for (const procedure of notAskedAgain)
      expect(asked, `${path} asked ${procedure}`).not.toContain(procedure);
  }
  expect(errors).toEqual([]);

  // Later visits are the app's own: Job Details from the list asks the server.
  await page.goto('/browse-jobs');
  asked.length = 0;
  await page.getByRole('article', { name: job.title }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  await expect.poll(() => asked).toContain('job.byId');
  await owner.context().close();
  await admin.dispose();
});

test('a signed-in page arrives with its whole shell; its menus are disabled until the page is live and downloaded when reached for', async ({
  page,
}) => {
  const user = await signedInAs(page, 'client');
  const errors = collectErrors(page);
  // The shell's parts whose code is split off (the role's navigation, the verification reminder)
  // are in the HTML where they belong, none streamed in after a fallback (React's hidden segments).
  const { html } = await htmlOf(page, '/dashboard');
  expect(html).toContain('aria-label="Side navigation"');
  expect(html).toContain('aria-label="Verification reminder"');
  expect(html).not.toContain('<div hidden id="S:');

  // Every script held: the page is its HTML alone, and the menus' triggers cannot be pressed yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const accountMenu = page.getByRole('button', { name: `${user.firstName}: Account menu` });
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(accountMenu).toBeDisabled();
  await expect(bell).toBeDisabled();

  const menuCode = /\/assets\/(account-menu-dropdown|notification-popover|mobile-menu-panel)-[\w-]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = menuCode.exec(new URL(request.url()).pathname)?.[1];
    if (name) fetched.push(name);
  });
  release();
  await expect(accountMenu).toBeEnabled();
  await expect(bell).toBeEnabled();
  // Live, and the menus' code still not asked for: nobody has reached for them (ADR 0021).
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  expect(fetched).toEqual(['account-menu-dropdown']);
  expect(errors).toEqual([]);
});

test('the server answers guarded and unknown pages itself: a redirect to sign in, a 404 page', async ({
  page,
}) => {
  const guarded = await htmlOf(page, '/browse-jobs');
  expect(guarded.status).toBe(307);
  expect(guarded.headers.location).toBe('/login?redirect=%2Fbrowse-jobs');
  const unknown = await htmlOf(page, '/no/such/page');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page Not Found');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
});
