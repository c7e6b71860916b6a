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
