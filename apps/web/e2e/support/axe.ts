import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoRivalClasses } from './class-rivals';

/** The WCAG 2.1 A and AA rules; the team's bar is "no serious or critical issue". */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules every scan runs and fails on, whatever axe calls their impact. Label in name (WCAG 2.5.3)
 * is tagged wcag21a but also "experimental", and axe skips experimental rules that are not named:
 * a tag list alone never runs it.
 */
export const ALWAYS_RULES = ['label-content-name-mismatch'] as const;

/**
 * Best-practice rules beyond axe's WCAG defaults that the accessibility walk turns on: any
 * violation of these fails too.
 */
export const STRICT_RULES = ['landmark-unique', 'heading-order', 'scrollable-region-focusable'] as const;

export interface A11yScanOptions {
  /** Also run STRICT_RULES, failing on any of their violations (ALWAYS_RULES run on every scan). */
  strict?: boolean;
  /** Record a failure and carry on (expect.soft), so one walk reports every screen. */
  soft?: boolean;
  /** Named in the failure instead of the URL. */
  label?: string;
}

/**
 * Colour contrast is only meaningful on a still screen: waits until no region is busy (a list
 * dimmed while its next page loads) and every finite animation or transition has finished (a toast
 * fading in). Spinners run forever and are left out.
 */
async function settledForScan(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A transition can start while earlier ones finish (a new toast pushes the last one back and
  // fades its text), so wait again until a frame passes with nothing finite still running.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const finite = () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
            );
        await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return finite().length;
      }),
    )
    .toBe(0);
}

/**
 * Scans the page as it stands (or only `include`, e.g. an open dialog) and fails with each
 * serious or critical violation named, its help text and the first offending elements; then
 * checks the whole page for classes that override each other (class-rivals.ts).
 */
export async function expectNoSeriousA11yIssues(
  page: Page,
  include?: string,
  options: A11yScanOptions = {},
): Promise<void> {
  await settledForScan(page);
  const strictRules: readonly string[] = [...ALWAYS_RULES, ...(options.strict ? STRICT_RULES : [])];
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_21_AA },
    rules: Object.fromEntries(strictRules.map((rule) => [rule, { enabled: true }])),
  });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        strictRules.includes(violation.id),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  const check = options.soft ? expect.soft : expect;
  check(serious, `axe on ${options.label ?? page.url()}`).toEqual([]);
  // What a scan looks at is drawn as its classes say: no two of them set the same thing.
  await expectNoRivalClasses(page, options);
}
