import { expect, type Page } from '@playwright/test';
import { overriddenClasses } from './overridden-classes';

/**
 * Fails when an element on the page carries two utilities that set the same thing (`p-6 p-0`):
 * cn() joins a component's classes and its caller's without merging them, and which of two such
 * classes wins is then the stylesheet's order, not the caller's intent. Components offer a prop or
 * a variant for what a caller may change instead.
 */
export async function expectNoRivalClasses(page: Page, options: { soft?: boolean; label?: string } = {}) {
  const lists = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? ''),
    ),
  ]);
  const rivals = lists.flatMap((list) => {
    const overridden = overriddenClasses(list);
    return overridden.length > 0 ? [`${overridden.join(' ')} in "${list}"`] : [];
  });
  const check = options.soft ? expect.soft : expect;
  check(rivals, `classes that set the same thing on ${options.label ?? page.url()}`).toEqual([]);
}
