import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Whether React has taken over every element of the server-drawn page (each carries React's fiber
 * then). React hydrates a page's parts one after another, the parts whose code loads on demand
 * once it has come; until then a press there is lost. Scripts, styles and templates are not its.
 */
function pageIsLive(): boolean {
  const drawn = document.querySelector('[data-shell]');
  if (!drawn) return false;
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('script, style, template, noscript')) continue;
    if (!Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) return false;
  }
  return true;
}

/**
 * Pages arrive drawn by the server, before their JavaScript has taken them over: a press in that
 * moment does nothing. Every navigation that loads a document waits until the whole page is live,
 * as a person waits for a page to respond.
 */
function waitsForHydration(page: Page): void {
  const whenLive = async (waitUntil?: string) => {
    if (waitUntil === 'commit') return;
    // A page that is not the app (an API answer, a file) never comes to life: nothing to wait for.
    if (!(await page.evaluate(() => document.querySelector('[data-shell]') !== null).catch(() => false)))
      return;
    await page.waitForFunction(pageIsLive, undefined, { timeout: 15_000 });
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await whenLive(options?.waitUntil);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await whenLive(options?.waitUntil);
    return response;
  };
}

function tracked(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitsForHydration(page);
  context.on('page', waitsForHydration);
  return context;
}

/** `test` whose pages, the fixture's and those of contexts a test opens itself, wait for hydration. */
export const test = base.extend<{ hydration: undefined }>({
  hydration: [
    async ({ browser, context }, use) => {
      tracked(context);
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      const patched = browser as Browser;
      patched.newContext = async (options) => tracked(await newContext(options));
      patched.newPage = async (options) => {
        const page = await newPage(options);
        waitsForHydration(page);
        return page;
      };
      await use(undefined);
      patched.newContext = newContext;
      patched.newPage = newPage;
    },
    { auto: true },
  ],
});
