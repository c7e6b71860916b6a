import { expect, test } from './support/test';

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
    for (const claim of ['Top 3% talent', 'Matched within 24 hours', 'Risk-free 2-week trial']) {
      await expect(page.getByRole('heading', { level: 3, name: claim })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Success stories' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Hire Tech Talent' })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
    await page.getByRole('link', { name: 'Why Talanta' }).click();
    await expect(page).toHaveURL('/for-businesses#benefits');
  });

  test('Registration success: what happens next, the figures and the way to the dashboard', async ({
    page,
  }) => {
    await page.goto('/registration-success');
    await expect(page).toHaveTitle('Welcome to Talanta · Talanta');
    await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    for (const text of [
      'Profile review in 24-48 hours',
      'Start receiving projects',
      'Build your reputation',
      '500+',
      '$2M+',
      '4.9',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'support@talanta.dev' })).toHaveAttribute(
      'href',
      'mailto:support@talanta.dev',
    );
    await page.getByRole('link', { name: 'Access Your Dashboard' }).click();
    await expect(page).toHaveURL('/login');
  });
});
