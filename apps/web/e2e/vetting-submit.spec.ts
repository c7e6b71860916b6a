import { submitApplication } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { findEmailLink } from './support/mailbox';
import { openInApp, toast } from './support/shell';
import { expect, type Locator, test } from './support/test';
import { BIO, back, expectStep, newApplicant, next, reachFinalStep } from './support/vetting';

/**
 * Submitting the vetting submission (spec 001 §5, §8): success, a repeated email, the final
 * re-check, a failed load.
 */

test.describe('developer onboarding', () => {
  test('a complete application is submitted and the received screen shows; the draft is gone', async ({
    page,
  }) => {
    const applicant = newApplicant();
    await reachFinalStep(page, applicant);
    await expect(page.getByText(applicant.email)).toBeVisible();
    await expect(page.getByText('Duka Pay', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible();
    await expect(page.getByText(/under review/)).toBeVisible();
    await expect(page.getByText(/within 3-5 business days/)).toBeVisible();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    // The server forgot the draft: a new visit starts afresh.
    await page.goto('/developer-onboarding');
    await expectStep(page, 1, 'Personal Details');
    await expect(page.getByLabel('Email')).toHaveValue('');
  });

  test("a visitor's receipt links to an account that asks only for a password, then shows the stages", async ({
    page,
  }) => {
    const { email, name } = await submitApplication(page.request, {
      firstName: 'Nyokabi',
      lastName: 'Wairimu',
    });
    const link = await findEmailLink(page.request, email, '/register');
    expect(link, 'an account link in the receipt').not.toBeNull();
    await page.goto(link ?? '');
    await expect(page.getByText('Your application is in: create your account')).toBeVisible();
    await expect(page.getByText(`${name}`)).toBeVisible();
    // Nothing the application said is asked again.
    for (const asked of ['First name', 'Email', 'Phone number', 'Area of specialization', 'GitHub URL']) {
      await expect(page.getByLabel(asked)).toHaveCount(0);
    }
    await expectNoSeriousA11yIssues(page);
    await page.getByLabel('Password', { exact: true }).fill('Nairobi-2026');
    await page.getByLabel('Confirm password').fill('Nairobi-2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Your vetting', { exact: true })).toBeVisible();
  });

  test('an email that already applied gets "Application Failed" with the spec description', async ({
    page,
  }) => {
    const applicant = newApplicant();
    const earlier = await page.request.post('/api/developer/apply', {
      data: {
        firstName: 'Someone',
        lastName: 'Earlier',
        email: applicant.email.toUpperCase(),
        githubUrl: 'https://github.com/earlier',
        linkedinUrl: 'https://www.linkedin.com/in/earlier',
        areaOfExpertise: 'Backend',
        experienceLevel: '1-3',
        skills: ['Go'],
        bio: BIO,
        projects: [{ name: 'Earlier work', description: 'An earlier application of this email.' }],
      },
    });
    expect(earlier.status()).toBe(201);

    await reachFinalStep(page, applicant);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const failure = toast(page, 'Application Failed');
    await expect(failure).toContainText('An application with this email already exists.');
    await expectStep(page, 5, 'Final Submission');
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toHaveCount(0);
  });

  test('the final submit re-checks every step and leads to the first incomplete one', async ({ page }) => {
    // A draft saved at step 5 with steps left incomplete (as an older visit could leave it).
    const saved = await page.request.post('/trpc/vetting.saveDraft', {
      data: { step: 5, data: { firstName: 'Achieng', lastName: 'O', email: 'achieng@example.com' } },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/developer-onboarding');
    await expectStep(page, 5, 'Final Submission');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    const refused = toast(page, 'Please complete all required fields');
    await expect(refused).toContainText('Make sure all steps are completed before submitting.');
    await expectStep(page, 1, 'Personal Details');
    await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();
    await expect(page.getByLabel('Last name')).toBeFocused();
  });

  test('when the saved progress cannot be loaded, the page says so and Retry loads it', async ({ page }) => {
    // The draft's answer fails; the screen's texts, asked for in the same batch, still come.
    await page.route('**/trpc/**', async (route) => {
      const procedures = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
      const draftAt = procedures.indexOf('vetting.getDraft');
      if (draftAt === -1) return route.continue();
      const answers = await (await route.fetch()).json();
      answers[draftAt] = {
        error: {
          message: 'Database temporarily unavailable',
          code: -32603,
          data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
        },
      };
      await route.fulfill({ status: procedures.length > 1 ? 207 : 503, json: answers });
    });
    await page.goto('/how-it-works');
    await openInApp(page, '/developer-onboarding');
    const failure = page.getByRole('alert').filter({ hasText: "We couldn't load your saved progress" });
    await expect(failure).toContainText('Database temporarily unavailable');
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

    await page.unroute('**/trpc/**');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expectStep(page, 1, 'Personal Details');
  });

  test("at 390 px, the toast of an incomplete step covers neither the wizard's buttons nor its fields", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/developer-onboarding');
    await expectStep(page, 1, 'Personal Details');
    await page.getByLabel('First name').fill('Achieng');
    // Scrolled down to the buttons, as a phone is when Next is pressed.
    await next(page).scrollIntoViewIfNeeded();
    await next(page).click();
    const refused = toast(page, 'Please complete all required fields');
    await expect(refused).toBeVisible();
    // Where it comes to rest, once it has slid in.
    await refused.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await refused.boundingBox();
    expect(box).not.toBeNull();
    const overlaps = async (control: Locator) => {
      const other = await control.boundingBox();
      if (!box || !other) return false;
      return !(
        other.x >= box.x + box.width ||
        other.x + other.width <= box.x ||
        other.y >= box.y + box.height ||
        other.y + other.height <= box.y
      );
    };
    for (const control of [next(page), back(page), page.locator(':focus')]) {
      expect(
        await overlaps(control),
        await control.evaluate((element) => element.outerHTML.slice(0, 80)),
      ).toBe(false);
    }
    // And nothing of the form is hidden under it: no field or button of the form that shows below
    // the sticky top bar (what scrolled under the bar is hidden by the bar itself).
    const covered = await page.locator('form input, form button, form select, form textarea').evaluateAll(
      (elements, toastBox) =>
        elements
          .filter((element) => {
            const rect = element.getBoundingClientRect();
            const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
            if (rect.width === 0 || rect.height === 0 || rect.bottom <= barBottom) return false;
            // Only its part below the bar is on screen.
            const top = Math.max(rect.top, barBottom);
            return !(
              rect.left >= toastBox.x + toastBox.width ||
              rect.right <= toastBox.x ||
              top >= toastBox.y + toastBox.height ||
              rect.bottom <= toastBox.y
            );
          })
          .map((element) => element.outerHTML.slice(0, 80)),
      box!,
    );
    expect(covered).toEqual([]);
  });
});
