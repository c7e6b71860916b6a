import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { catalogued, useLocale } from './support/i18n';
import { chromium, expect, test } from './support/test';
import { signedInAs } from './support/users';

/**
 * Issue 41: the app installs from the browser (its manifest and icons pass Chromium's own
 * installability checks) and, with the network cut, a page shows the offline page, which is all
 * its worker keeps besides the icons: nothing private.
 */
test.use({ serviceWorkers: 'allow' });

/** The paths in every cache the page's origin keeps (the worker's). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

test('passes Chromium’s installability checks on /', async () => {
  // Chromium refuses to install from an incognito profile, and a test's context is one: this test
  // opens a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'talanta-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('with the network cut, a signed-in page shows the offline page; the worker keeps nothing private', async ({
  page,
  context,
}) => {
  await signedInAs(page, 'client');
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker takes the open page over once active (clients.claim).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL('/messages');
  expect(await cachedPaths(page)).toEqual(['/favicon.svg', '/icon-192.png', '/offline.html']);

  // Back online, Try again loads the page that could not be loaded.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

test('the offline page speaks the language the site was last drawn in', async ({ page, context }) => {
  const workerFor = (language: string) =>
    expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? ''))
      .toMatch(new RegExp(`/sw\\.js\\?lang=${language}$`));
  const offlineIn = async (language: 'sw' | 'hi', path: string) => {
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', { level: 1, name: catalogued(language, 'You are offline') }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: catalogued(language, 'Try again') })).toBeVisible();
    await context.setOffline(false);
  };

  await useLocale(page, 'sw');
  await page.goto('/');
  await workerFor('sw');
  await offlineIn('sw', '/how-it-works');

  // A page drawn in another language registers the worker again, with that language's page.
  await useLocale(page, 'hi');
  await page.goto('/');
  await workerFor('hi');
  await offlineIn('hi', '/for-developers');
  expect(await cachedPaths(page)).toEqual(['/favicon.svg', '/icon-192.png', '/offline.html']);
});
