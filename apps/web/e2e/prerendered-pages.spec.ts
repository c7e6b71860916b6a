import { expect, type Page, test } from '@playwright/test';
import { seedDeveloper, uniqueToken } from './support/developers';
import { createAccount, newUser } from './support/users';

/** The visitor pages the build prerenders (apps/web/prerender-plugin.ts), with their main heading. */
const PRERENDERED = [
  { path: '/', heading: 'Hire the top 1–3% of developers from Kenya and India' },
  { path: '/how-it-works', heading: 'Hire vetted developers in three simple steps' },
  { path: '/for-businesses', heading: 'Hire the top 3% of Tech Talent from Kenya and India' },
  { path: '/for-developers', heading: "Work with the world's best companies, from Kenya or India" },
  { path: '/login', heading: 'Welcome back!' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
] as const;

/** Page errors and console errors: a hydration mismatch is reported as one of these. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The toaster is drawn only once React has hydrated the page (routes/__root.tsx). */
const hydrated = (page: Page) => expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();

/**
 * Holds the app's scripts (every one unless `pattern` says which) until the returned function is
 * called: with all of them held, the page is HTML alone.
 */
async function holdScripts(page: Page, pattern = '**/assets/*.js'): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('prerendered visitor pages', () => {
  test('arrive drawn in the HTML, and React takes each over without a mismatch', async ({ page }) => {
    const errors = collectErrors(page);
    for (const { path, heading } of PRERENDERED) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('<div id="root" data-prerendered>');
      expect(html, path).toMatch(/<h1[^>]*>/);
      expect(html, path).toMatch(/<style>/);

      await page.goto(path);
      await hydrated(page);
      // One page on screen: a failed hydration would have drawn a second copy beside the first.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('#main')).toHaveCount(1);
    }
    expect(errors).toEqual([]);
  });

  test('ask for the app only once painted, never for the stylesheet they carry, nor who is signed in', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    // Only the entry's own small files are preloaded: the app's chunks leave the link to the HTML,
    // the stylesheet and the font until the page is painted.
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded.length).toBeLessThanOrEqual(2);
    expect(preloaded.filter((path) => /\/(start|react|data)-/.test(path ?? ''))).toEqual([]);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

    await page.goto('/');
    await hydrated(page);
    // The app did load (its chunks came through main.tsx's import), without a second copy of the styles.
    expect(fetched.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(5);
    expect(fetched.filter((path) => path.endsWith('.css'))).toEqual([]);
    // Sent only to a request without a session cookie, the page is a visitor's: nobody asks who.
    expect(fetched.filter((path) => path.includes('auth.session'))).toEqual([]);
    await page.getByRole('link', { name: 'How It Works' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRERENDERED[1].heading);
    expect(fetched.filter((path) => path.endsWith('.css'))).toEqual([]);
    // Styled all along: the heading is drawn in the app's font, not the browser's default.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Inter/);
  });

  test("the landing page comes to life hero first: its other sections' code follows, their HTML kept meanwhile", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const releaseSections = await holdScripts(page, '**/assets/sections-after-hero-*.js');
    const categories = page.getByRole('region', { name: 'Expertise across the whole stack' });

    const sectionsAsked = page.waitForRequest('**/assets/sections-after-hero-*.js');
    await page.goto('/');
    // React has taken the page over without the sections' code, and left their HTML on screen.
    await sectionsAsked;
    await hydrated(page);
    await expect(categories.getByRole('button')).toHaveCount(20);
    await expect(page.getByRole('heading', { name: 'What our clients say' })).toBeVisible();
    releaseSections();
    const fullStack = categories.getByRole('button', { name: /^Full Stack/ });
    await expect(async () => {
      await fullStack.click();
      await expect(fullStack).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();

    // Visited from another screen, before its sections' code has loaded, the landing page is drawn
    // whole: no section appears after the hero.
    await page.goto('/how-it-works');
    await hydrated(page);
    const drawnWithHero = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          new MutationObserver((_, observer) => {
            if (!document.getElementById('hero-heading')) return;
            observer.disconnect();
            resolve(document.getElementById('final-cta-heading') !== null);
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('link', { name: 'Talanta home' }).first().click();
    expect(await drawnWithHero).toBe(true);
    expect(errors).toEqual([]);
  });

  test("when the landing page's other sections cannot be loaded, the hero stays and the page says so, with Retry", async ({
    page,
  }) => {
    let failing = true;
    await page.route('**/assets/sections-after-hero-*.js', (route) =>
      failing ? route.abort() : route.continue(),
    );

    await page.goto('/');
    await hydrated(page);
    const failed = page.getByRole('alert').filter({ hasText: 'The rest of the page could not be loaded' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRERENDERED[0].heading);
    await expect(page.getByRole('heading', { name: 'What our clients say' })).toHaveCount(0);

    failing = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'What our clients say' })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('keeps what a visitor typed before the JavaScript arrived, and only then lets them log in', async ({
    page,
    request,
  }) => {
    const user = newUser('client');
    await createAccount(request, user);
    const errors = collectErrors(page);

    // Hold every script until the form has been filled from the HTML alone.
    const releaseScripts = await holdScripts(page);

    // Not 'domcontentloaded': that waits for the module scripts, which are held.
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    const login = page.getByRole('button', { name: 'Login' });
    // A press now would submit the form natively, the password in the URL: the button waits for React.
    await expect(login).toBeDisabled();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);

    releaseScripts();
    await hydrated(page);
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(login).toBeEnabled();
    await login.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(page.url()).not.toContain('password');
    expect(errors).toEqual([]);
  });

  test('stay where a visitor scrolled before the JavaScript arrived, so a tap lands on its link', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const releaseScripts = await holdScripts(page);

    await page.goto('/how-it-works', { waitUntil: 'commit' });
    // Once the page's font has arrived: swapped in later, it reflows the text and the browser keeps
    // the link in view by changing the scroll position itself (scroll anchoring).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const india = page.getByRole('link', { name: 'Hire Tech Talent in India' });
    await india.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    const linkTop = () => india.evaluate((link) => link.getBoundingClientRect().top);
    const before = await linkTop();

    releaseScripts();
    await hydrated(page);
    // The router used to scroll the first screen back to the top once it had rendered it; the link
    // stays where the visitor sees it.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    expect(await linkTop()).toBe(before);
    await india.click();
    await expect(page).toHaveURL('/register?role=client&region=india');
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the landing page does not move when its top developers arrive`, async ({ page }) => {
      // Three real cards, whatever else the suite has approved by now: fewer would take fewer rows.
      const developers = [];
      for (const name of ['Amani', 'Baraka', 'Chandra']) {
        developers.push(
          await seedDeveloper(
            {
              title: 'Senior Backend Engineer',
              bio: 'Builds payment APIs.',
              skills: ['Go', 'PostgreSQL', 'Docker', 'AWS', 'Redis', 'Kafka'],
              hourlyRate: 60,
              yearsOfExperience: 7,
              availability: 'full-time',
              location: 'Nairobi, Kenya',
            },
            { firstName: name, lastName: uniqueToken('Layout') },
          ),
        );
      }
      await page.setViewportSize({ width, height: 900 });
      // Held until the prerendered page is hydrated and measured: the loading cards stand in meanwhile.
      let releaseTop: () => void = () => undefined;
      const topHeld = new Promise<void>((resolve) => {
        releaseTop = resolve;
      });
      await page.route(/\/trpc\/[^?]*talent\.top/, async (route) => {
        await topHeld;
        await route.continue();
      });
      await page.goto('/');
      await hydrated(page);
      const section = page.getByRole('region', { name: 'Meet some of our vetted Tech Talent' });
      await expect(section.getByRole('status')).toHaveText('Loading top developers');
      const browseAll = section.getByRole('link', { name: 'Browse All Tech Talent' });
      const before = await browseAll.boundingBox();

      releaseTop();
      await expect(section.getByRole('article')).toHaveCount(3);
      await expect(section.getByRole('status')).toHaveCount(0);
      // A press on the link while the cards arrived used to land on whatever moved into its place.
      expect(await browseAll.boundingBox()).toEqual(before);
      for (const developer of developers) await developer.api.dispose();
    });
  }

  test("name a signed-in person's screen files with the page, and the app asks for them before any data", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const user = newUser('developer');
    await createAccount(page.request, user);
    const html = await (await page.request.get('/browse-jobs')).text();
    const named = /<script type="application\/json" id="first-route-files">(.*?)<\/script>/.exec(html)?.[1];
    const files = JSON.parse(named ?? '[]') as string[];
    // The signed-in shell and the Browse Jobs route's own chunk, at least (apps/api web-assets.ts).
    expect(files.some((file) => /\/assets\/signed-in-shell-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /\/assets\/browse-jobs-[\w-]+\.js$/.test(file))).toBe(true);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));

    await page.goto('/browse-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
    // The screen's own data comes with the page (first-screen-answers.spec.ts): the first call is
    // the shell's, once the screen is shown.
    await expect.poll(() => asked.some((path) => path.startsWith('/trpc/'))).toBe(true);
    const firstCall = asked.findIndex((path) => path.startsWith('/trpc/'));
    expect(firstCall).toBeGreaterThan(0);
    for (const file of files) {
      // Each asked for once (the router then finds it loaded), and before the screen's data.
      expect(
        asked.filter((path) => path === file),
        file,
      ).toHaveLength(1);
      expect(asked.indexOf(file), file).toBeLessThan(firstCall);
    }
    expect(errors).toEqual([]);
  });

  test('are only for visitors: a signed-in person gets the app, which draws their screen', async ({
    page,
  }) => {
    const user = newUser('developer');
    await createAccount(page.request, user);
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('data-prerendered');
    // The page says who is signed in, so the app draws their screen without asking first.
    expect(html).toContain(`<script type="application/json" id="signed-in-user">`);
    expect(html).toContain(`"email":"${user.email}"`);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/')) asked.push(new URL(request.url()).pathname);
    });

    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Side navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: `${user.firstName}: Account menu` })).toBeVisible();
    // Before the screen's own data: no call asked who is signed in (the live stream's later
    // catch-up may refresh it).
    expect(asked[0]).toBeDefined();
    expect(asked[0]).not.toContain('auth.session');
  });
});
