import type { Page } from '@playwright/test';

/** The side navigation of signed-in screens (desktop widths). */
export const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Side navigation' });

/** Opens the account menu in the signed-in top bar. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu');
}

/** A toast on screen by its title (toasts carry a title and a description); one animating out after
 * it was dismissed no longer counts. */
export const toast = (page: Page, title: string) =>
  page
    .locator('[data-sonner-toast]:not([data-removed="true"])')
    .filter({ has: page.getByText(title, { exact: true }) });

/**
 * Opens `path` the way a click on one of the app's links does: the app loads the screen itself,
 * asking the API from the browser (where a test can answer or fail a call), instead of the server
 * drawing the page with its data. The current page must be one of the app's, already live.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** Page errors and console errors, as they happen: a hydration mismatch is reported as one of these. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
