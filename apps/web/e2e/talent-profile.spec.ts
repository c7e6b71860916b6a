import { submitApplication } from './support/admin';
import { E2E_ADMIN } from './support/constants';
import { answerProcedure, failProcedure, seedDeveloper, trpcData, uniqueToken } from './support/developers';
import { openInApp } from './support/shell';
import { results, useTalentMarketplace } from './support/talent';
import { expect, test } from './support/test';
import { signedInAs } from './support/users';

/** The public developer pages, against a marketplace of the file's own. */

const { token, nia, raj, pending } = useTalentMarketplace();

test.describe('the public developer pages', () => {
  test('a visitor at /browse-developers sees the showcase of approved developers', async ({ page }) => {
    await page.goto('/browse-developers');
    await expect(page).toHaveTitle('Browse Tech Talent · Talanta');
    // "Top N%" only when the measured acceptance rate allows it (docs/public-figures.md).
    await expect(page.getByText(/^(Vetted Talent|Top \d+% Talent)$/)).toBeVisible();
    await expect(page.getByText('Available Now')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^\d+ vetted developers? ready to join your team$/,
    );
    await expect(page.getByRole('link', { name: 'Post Your Project' })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
    await expect(page.getByRole('link', { name: 'Learn How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    await expect(page.getByRole('article', { name: `Pendo ${token}` })).toHaveCount(0);
    const found = await page.getByRole('article').count();
    expect(found).toBeGreaterThan(0);
  });

  test('showcase cards link out and show the first 6 skills; hiring starts with sign-up', async ({
    page,
  }) => {
    const card = {
      ...{ id: nia.profileId, userId: 1, title: 'Senior Android Engineer', bio: 'Health apps.' },
      skills: ['Kotlin', 'Java', 'Firebase', 'Docker', 'AWS', 'GraphQL', 'Go', 'Swift'],
      hourlyRate: 50,
      yearsOfExperience: 8,
      availability: 'full-time',
      location: 'Nairobi, Kenya',
      country: 'kenya',
      githubUrl: 'https://github.com/nia',
      linkedinUrl: 'https://www.linkedin.com/in/nia',
      portfolioUrl: 'https://nia.example.com',
      areaOfSpecialization: null,
      isVerified: true,
      isApproved: true,
      user: { id: 1, firstName: 'Nia', lastName: token, profileImageUrl: null },
      rating: { average: null, count: 0 },
      completedContracts: 0,
      vetting: { passed: ['assessment', 'interview', 'references'], approvedAt: '2026-11-02T09:00:00.000Z' },
      projects: [],
      workHistory: [],
      languages: [],
    };
    await answerProcedure(page, 'talent.list', { developers: [card], total: 1 });
    await page.goto('/how-it-works');
    await openInApp(page, '/browse-developers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '1 vetted developer ready to join your team',
    );
    const article = page.getByRole('article', { name: `Nia ${token}` });
    await expect(article.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'Kotlin',
      'Java',
      'Firebase',
      'Docker',
      'AWS',
      'GraphQL',
      '+2 more',
    ]);
    // "Verified" says what it means, in words and a link to the explanation.
    await expect(article.getByRole('link', { name: 'Identity checked by Talanta' })).toHaveAttribute(
      'href',
      '/how-it-works#verified',
    );
    await expect(
      article.getByRole('list', { name: 'Vetting stages passed' }).getByRole('listitem'),
    ).toHaveText([/^Assessment/, /^Interview/, /^References/]);
    await expect(article.getByRole('link', { name: `Nia ${token} on GitHub` })).toHaveAttribute(
      'href',
      'https://github.com/nia',
    );
    await expect(article.getByRole('link', { name: `Nia ${token} on LinkedIn` })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/nia',
    );
    await expect(article.getByRole('link', { name: `Portfolio of Nia ${token}` })).toHaveAttribute(
      'href',
      'https://nia.example.com',
    );
    await expect(article.getByRole('link', { name: /Hire This Developer/ })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
  });

  test('the showcase says when it cannot load, and when there is nobody yet', async ({ page }) => {
    await failProcedure(page, 'talent.list');
    await page.goto('/how-it-works');
    await openInApp(page, '/browse-developers');
    await expect(page.getByText('Error Loading Developers')).toBeVisible();
    await expect(page.getByText('Unable to load developer profiles. Please try again later.')).toBeVisible();
    await page.unrouteAll();
    await answerProcedure(page, 'talent.list', { developers: [], total: 0 });
    await openInApp(page, '/how-it-works');
    await openInApp(page, '/browse-developers');
    await expect(page.getByRole('heading', { name: 'No Developers Found' })).toBeVisible();
  });

  test('a visitor opens a public profile; Hire this talent asks them to sign up as a client', async ({
    page,
  }) => {
    await page.goto(`/developer/${raj.profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Raj ${token}` })).toBeVisible();
    await expect(page).toHaveTitle(`Raj ${token}, Data Engineer · Talanta`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Data Engineer/);
    // Never the email or phone number.
    await expect(page.getByText(raj.user.email)).toHaveCount(0);
    await expect(page.getByText(raj.user.phoneNumber)).toHaveCount(0);
    await page.getByRole('link', { name: 'Hire this talent' }).click();
    await expect(page).toHaveURL(
      `/register?role=client&redirect=${encodeURIComponent(`/developer/${raj.profileId}/hire`)}`,
    );
    await expect(page.getByRole('radio', { name: 'Business/Client' })).toBeChecked();
  });

  test('an unapproved profile is not found by others; its developer sees it is under review', async ({
    page,
  }) => {
    await page.goto(`/developer/${pending.profileId}`);
    await expect(page.getByRole('heading', { name: 'Developer not found' })).toBeVisible();
    await page.context().addCookies(await pending.api.storageState().then((state) => state.cookies));
    await page.goto(`/developer/${pending.profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Pendo ${token}` })).toBeVisible();
    await expect(page.getByText('Your profile is under review')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/developer/profile',
    );
  });

  test('a vetted profile shows the stages it passed, in words, and its vetting projects', async ({
    page,
    request,
  }) => {
    // A name of its own: the file's token searches expect the marketplace's three developers.
    const surname = uniqueToken('Vt');
    const vetted = await seedDeveloper(
      {
        title: 'Payments Engineer',
        bio: 'M-Pesa payment services in Go for retailers.',
        skills: ['Go'],
        hourlyRate: 40,
        yearsOfExperience: 5,
        availability: 'contract',
        location: 'Nairobi, Kenya',
      },
      { firstName: 'Vera', lastName: surname, approved: false },
    );
    // Applied while signed in as themselves, so the approval approves this profile.
    const applied = await submitApplication(vetted.api, {
      firstName: 'Vera',
      lastName: surname,
      email: vetted.user.email,
    });
    await trpcData(await request.post('/trpc/auth.login', { data: E2E_ADMIN }));
    for (const [stage, state] of [
      ['application', 'passed'],
      ['assessment', 'passed'],
      ['interview', 'passed'],
      ['references', 'skipped'],
    ]) {
      const saved = await request.put(`/api/admin/developer-applications/${applied.id}/stage`, {
        data: { stage, state },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    const approved = await request.put(`/api/admin/developer-applications/${applied.id}/approve`);
    expect(approved.ok(), await approved.text()).toBe(true);

    await page.goto(`/developer/${vetted.profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Vera ${surname}` })).toBeVisible();
    const passed = page.getByRole('list', { name: 'Vetting stages passed' }).getByRole('listitem');
    await expect(passed).toHaveText([/^Assessment.*passed$/, /^Interview.*passed$/]);
    await expect(page.getByRole('heading', { name: 'Vetting projects' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Duka POS' })).toBeVisible();
    // The card in a client's search results says the same.
    await signedInAs(page, 'client');
    await page.goto(`/developers?q=${surname}`);
    const card = page.getByRole('article', { name: `Vera ${surname}` });
    await expect(card.getByRole('list', { name: 'Vetting stages passed' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await vetted.api.dispose();
  });

  test('a developer at /browse-developers goes to their home screen', async ({ page }) => {
    await signedInAs(page, 'developer');
    await page.goto('/browse-developers');
    await expect(page).toHaveURL('/dashboard');
  });

  test('the browse screen works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signedInAs(page, 'client');
    await page.goto(`/developers?q=${token}`);
    await expect(results(page)).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
