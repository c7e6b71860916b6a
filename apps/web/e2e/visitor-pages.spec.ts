import { seedDeveloper, uniqueToken } from './support/developers';
import { collectErrors } from './support/shell';
import { expect, type Page, test } from './support/test';
import { createAccount, newUser } from './support/users';

/**
 * Visitor pages a first visit often lands on, with their main heading. "Top N%" follows the measured
 * acceptance rate (docs/public-figures.md): "vetted" until there are enough vetting decisions.
 */
const VISITOR_PAGES: readonly { path: string; heading: string | RegExp; title: string | undefined }[] = [
  {
    path: '/',
    heading: /^Hire (vetted|the top \d+% of) developers from Kenya and India$/,
    title: 'Hire vetted Tech Talent from Kenya and India · Talanta',
  },
  {
    path: '/how-it-works',
    heading: 'Hire vetted developers in three simple steps',
    title: 'How It Works · Talanta',
  },
  {
    path: '/for-businesses',
    heading: /^Hire (vetted|the top \d+% of) Tech Talent from Kenya and India$/,
    title: 'For Businesses · Talanta',
  },
  {
    path: '/for-developers',
    heading: "Work with the world's best companies, from Kenya or India",
    title: 'For Developers · Talanta',
  },
  { path: '/login', heading: 'Welcome back!', title: undefined },
  { path: '/privacy', heading: 'Privacy Policy', title: undefined },
  { path: '/terms', heading: 'Terms of Service', title: undefined },
];

/** The toaster is drawn only once React has hydrated the page (routes/__root.tsx). */
const hydrated = (page: Page) => expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();

/** Until the page is drawn as it will stay: its stylesheet applied, in the device's own font. */
async function styled(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Talanta Devanagari", system-ui/);
}

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

test.describe('visitor pages', () => {
  test('arrive drawn in the HTML, and React takes each over without a mismatch', async ({ page }) => {
    const errors = collectErrors(page);
    for (const { path, heading, title } of VISITOR_PAGES) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
      const text = h1
        .replace(/<[^>]+>/g, '')
        .replaceAll('&#x27;', "'")
        .replaceAll('&amp;', '&');
      expect(text, path).toMatch(heading);
      // The page's own title and description, for search engines and link previews.
      if (title) expect(html, path).toContain(`<title>${title}</title>`);
      else expect(html, path).toMatch(/<title>[^<]*Talanta<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);

      await page.goto(path);
      await hydrated(page);
      // One page on screen: a failed hydration would have drawn a second copy beside the first.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('#main')).toHaveCount(1);
    }
    expect(errors).toEqual([]);
  });

  test("load the app's stylesheet and code named in the page, and never ask who is signed in", async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(stylesheets).toHaveLength(1);
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\/entry-client-[\w-]+\.js"/);
    // No web font for the Latin-script languages (ADR 0018): nothing to download before the text is
    // final, nothing swapped in after. The one face, Devanagari for Hindi (issue 41), is asked for
    // only by a page with Devanagari on screen (its unicode-range) and preloaded only in Hindi.
    const css = await (await page.request.get(stylesheets[0] ?? '')).text();
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(1);
    expect(faces[0]).toMatch(/unicode-range:\s*U\+0?900-0?97F,/i);
    expect(html).not.toContain('as="font"');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

    await page.goto('/');
    await hydrated(page);
    // A visitor's page says it is one: nobody asks who is signed in.
    expect(fetched.filter((path) => path.includes('auth.session'))).toEqual([]);
    expect(fetched.filter((path) => /\.(woff2?|ttf|otf)$/.test(path))).toEqual([]);
    await page.getByRole('link', { name: 'How It Works' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(VISITOR_PAGES[1]!.heading);
    // Styled all along: the heading is drawn in the app's font stack (Hindi's face, for Devanagari
    // only, then the system's), not the browser's default.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
      'font-family',
      /^"Talanta Devanagari", system-ui/,
    );
  });

  test("the landing page comes to life hero first: its other sections' code follows, their HTML kept meanwhile", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const releaseSections = await holdScripts(page, '**/assets/sections-after-hero-*.js');
    const categories = page.getByRole('region', { name: 'Expertise across the whole stack' });

    const sectionsAsked = page.waitForRequest('**/assets/sections-after-hero-*.js');
    // The page never comes to life whole while the sections' code is held: no wait for that.
    await page.goto('/', { waitUntil: 'commit' });
    // React has taken the page over without the sections' code, and left their HTML on screen.
    await sectionsAsked;
    await hydrated(page);
    await expect(categories.getByRole('button')).toHaveCount(20);
    await expect(page.getByRole('heading', { name: 'Why companies choose Talanta' })).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(VISITOR_PAGES[0]!.heading);
    await expect(page.getByRole('heading', { name: 'Why companies choose Talanta' })).toHaveCount(0);

    failing = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Why companies choose Talanta' })).toBeVisible();
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
    await styled(page);
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
    test(`at ${width} px the landing page arrives with its top developers: nothing moves in after`, async ({
      page,
    }) => {
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
      // Every script held: what shows is the HTML alone, and it already holds the cards.
      const releaseScripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const section = page.getByRole('region', { name: 'Meet some of our vetted Tech Talent' });
      await expect(section.getByRole('article')).toHaveCount(3);
      await expect(section.getByRole('status')).toHaveCount(0);
      await styled(page);
      const browseAll = section.getByRole('link', { name: 'Browse All Tech Talent' });
      const before = await browseAll.boundingBox();

      releaseScripts();
      await hydrated(page);
      await expect(section.getByRole('article')).toHaveCount(3);
      // A press on the link as the page came to life lands where it was aimed.
      expect(await browseAll.boundingBox()).toEqual(before);
      for (const developer of developers) await developer.api.dispose();
    });
  }
});
