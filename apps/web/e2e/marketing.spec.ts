import { expect, test } from './support/test';
import { signedInAs } from './support/users';

/** The marketing pages against the real server. */

test.describe('the marketing pages', () => {
  test('How It Works: three steps and the Kenya and India cards', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page).toHaveTitle('How It Works · Talanta');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /2-week trial/);
    for (const step of [
      'Share your requirements',
      'Meet your matches within 24 hours',
      'Start collaborating with a 2-week trial',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Hire Tech Talent in Kenya' })).toHaveAttribute(
      'href',
      '/register?role=client&region=kenya',
    );
    await page.getByRole('link', { name: 'Hire Tech Talent in India' }).click();
    await expect(page).toHaveURL('/register?role=client&region=india');
    await expect(page.getByText('Hiring Tech Talent in India')).toBeVisible();
  });

  test('For Developers: the application steps, Apply Now and the #benefits anchor', async ({ page }) => {
    await page.goto('/for-developers');
    await expect(page).toHaveTitle('For Developers · Talanta');
    for (const step of [
      'Create your profile',
      'Complete the assessment',
      'Interview with us',
      'Get matched once approved',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/register');
    await expect(main.getByRole('link', { name: 'Apply as Tech Talent' })).toHaveAttribute(
      'href',
      '/register',
    );
    await page.getByRole('link', { name: 'See the benefits' }).click();
    await expect(page).toHaveURL('/for-developers#benefits');
    await expect(page.getByRole('heading', { name: 'Benefits of joining Talanta' })).toBeInViewport();
  });

  test('For Businesses: the claims, Hire Tech Talent and the #benefits anchor', async ({ page }) => {
    await page.goto('/for-businesses');
    await expect(page).toHaveTitle('For Businesses · Talanta');
    // "Top N%" only when the measured acceptance rate allows it (docs/public-figures.md).
    for (const claim of [
      /^(Vetted talent|Top \d+% talent)$/,
      'Matched within 24 hours',
      'Risk-free 2-week trial',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: claim })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Hire Tech Talent' })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
    await page.getByRole('link', { name: 'Why Talanta' }).click();
    await expect(page).toHaveURL('/for-businesses#benefits');
  });

  test('Registration success: what happens next and the way to the dashboard, for someone signed up', async ({
    page,
  }) => {
    await signedInAs(page, 'client');
    await page.goto('/registration-success');
    await expect(page).toHaveTitle('Welcome to Talanta · Talanta');
    await expect(page.getByText('Your account has been created. Here is what happens next.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    for (const text of ['Profile review', 'Start receiving projects', 'Build your reputation']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    // The spec's "500+", "$2M+" and "4.9" were invented; the real ones show above their floors.
    for (const invented of ['500+', '$2M+', '4.9'])
      await expect(page.getByText(invented, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'support@talanta.dev' })).toHaveAttribute(
      'href',
      'mailto:support@talanta.dev',
    );
    await page.getByRole('link', { name: 'Access Your Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('Registration success tells a visitor who never signed up nothing about an account', async ({
    page,
  }) => {
    await page.goto('/registration-success');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Talanta' })).toBeVisible();
    await expect(page.getByText(/account has been created/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'What happens next?' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/register');
  });
});
