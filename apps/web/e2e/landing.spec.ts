import { PUBLIC_FIGURE_FLOORS, SKILL_CATEGORIES, type TPublicStats } from '@talanta/schema';
import { listedCompanyNames, seedListedCompanies } from './support/companies';
import { answerProcedure, answerProcedures, seedDeveloper, uniqueToken } from './support/developers';
import { openInApp } from './support/shell';
import { expect, type Page, request, test } from './support/test';

const carousel = (page: Page) => page.getByRole('region', { name: 'Companies hiring on Talanta' });

const slide = (page: Page, label: string) => carousel(page).getByRole('group', { name: label });

async function expectLogos(page: Page, label: string, logos: string[]) {
  const group = slide(page, label);
  await expect(group).toBeVisible();
  for (const logo of logos) await expect(group.getByText(logo, { exact: true })).toBeVisible();
  await expect(group.locator('> *')).toHaveCount(logos.length);
}

/** The figures as the API computes them this moment (the e2e server keeps none cached). */
async function statsNow(): Promise<TPublicStats> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return (await (await api.get('/api/stats/public')).json()) as TPublicStats;
  } finally {
    await api.dispose();
  }
}

/** The term/value pairs of the hero's figures, as drawn. */
async function heroFigures(page: Page): Promise<Record<string, string>> {
  const hero = page.locator('section[aria-labelledby="hero-heading"]');
  const terms = await hero.locator('dt').allTextContents();
  const values = await hero.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

/** Figures of an empty platform, as the API answers them. */
const EMPTY_STATS: TPublicStats = {
  companies: 0,
  approvedDevelopers: 0,
  paidToDevelopersCents: 0,
  averageRating: null,
  reviewCount: 0,
  acceptanceRate: null,
  vettingDecisions: 0,
  medianHoursToFirstIntroduction: null,
  introducedJobs: 0,
  introducedWithin24HoursShare: null,
  jobsLast30Days: 0,
  medianDaysToHire: null,
  hiredJobs: 0,
  developersBySkillCategory: Object.fromEntries(SKILL_CATEGORIES.map((category) => [category.id, 0])),
  computedAt: new Date().toISOString(),
};

test.describe('the landing page', () => {
  test('has its own title and description and its sections in the order of the spec', async ({ page }) => {
    await seedListedCompanies(1);
    await page.goto('/');
    await expect(page).toHaveTitle('Hire vetted Tech Talent from Kenya and India · Talanta');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Hire vetted software developers from Kenya and India\./,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Hire (vetted|the top \d+% of) developers from Kenya and India$/,
    );
    // The testimonials' section shows only when a client agreed to be quoted (reviews.spec.ts).
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText([
      /^(Trusted by [\d,]+ companies hiring Tech Talent|Companies hiring Tech Talent on Talanta)$/,
      'From idea to a working team in three steps',
      'Meet some of our vetted Tech Talent',
      'Why companies choose Talanta',
      'Expertise across the whole stack',
      'Ready to build with vetted developers?',
    ]);
  });

  test("shows the database's figures, each above its floor, and the same ones the API gives", async ({
    page,
  }) => {
    // Another test may add a developer or a company between the two reads: read until they agree.
    await expect(async () => {
      const before = await statsNow();
      await page.goto('/');
      const shown = await heroFigures(page);
      const after = await statsNow();
      expect(after.approvedDevelopers).toBe(before.approvedDevelopers);
      expect(after.companies).toBe(before.companies);
      const expected: Record<string, string> = {};
      if (before.companies >= PUBLIC_FIGURE_FLOORS.companies)
        expected['companies hiring'] = before.companies.toLocaleString('en-US');
      if (before.approvedDevelopers >= PUBLIC_FIGURE_FLOORS.approvedDevelopers)
        expected['vetted developers'] = before.approvedDevelopers.toLocaleString('en-US');
      // The hero shows four at most, companies and developers first.
      for (const [term, value] of Object.entries(expected)) expect(shown[term]).toBe(value);
      for (const term of Object.keys(shown)) {
        expect([
          'companies hiring',
          'vetted developers',
          'of jobs met their matches within 24 hours',
          'median from posting a job to a contract',
          `average rating from ${before.reviewCount.toLocaleString('en-US')} client reviews`,
          'earned by developers',
        ]).toContain(term);
      }
      const categories = page.getByRole('region', { name: 'Expertise across the whole stack' });
      for (const category of SKILL_CATEGORIES) {
        const developers = before.developersBySkillCategory[category.id] ?? 0;
        const button = categories.getByRole('button', {
          name: new RegExp(`^${category.title.replace(/[&]/g, '\\$&')}`),
        });
        if (developers >= PUBLIC_FIGURE_FLOORS.developersInSkillCategory)
          await expect(button).toContainText(`${developers.toLocaleString('en-US')} developers`, {
            timeout: 0,
          });
        else await expect(button).not.toContainText('developers', { timeout: 0 });
      }
    }).toPass({ timeout: 30_000 });
  });

  test('with an empty database, shows no figure, company or testimonial at all', async ({ page }) => {
    await answerProcedures(page, {
      'stats.public': EMPTY_STATS,
      'profile.listedCompanies': [],
      'review.testimonials': [],
    });
    await page.goto('/how-it-works');
    await openInApp(page, '/');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hire vetted developers from Kenya and India',
    );
    await expect(main.getByRole('heading', { name: 'Why companies choose Talanta' })).toBeVisible();
    await expect(main.locator('dl')).toHaveCount(0);
    await expect(main.getByRole('heading', { name: /companies hiring/i })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'What our clients say' })).toHaveCount(0);
    // No count, share, sum or rating anywhere but on the developers' own cards (their rates and
    // ratings); the promise of introductions within 24 hours is no figure of the platform's.
    const text = await main.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelector('[aria-labelledby="top-developers-heading"]')?.remove();
      return copy.textContent ?? '';
    });
    expect(text.replace(/within 24 hours|24 hours/g, '')).not.toMatch(
      /\d+\s*%|\d+\+|\$\s?\d|\d\.\d\s*(\/|out of) ?5|\d+ developers/,
    );
  });

  test('links where the spec says', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'For Developers' })).toHaveAttribute(
      'href',
      '/developer-onboarding',
    );
    await expect(main.getByRole('link', { name: 'For Businesses' })).toHaveAttribute(
      'href',
      '/for-businesses',
    );
    await expect(main.getByRole('link', { name: 'Browse All Tech Talent' })).toHaveAttribute(
      'href',
      '/browse-developers',
    );
    await expect(main.getByRole('link', { name: 'Start Hiring Today' })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
    await expect(main.getByRole('link', { name: 'Connect With Talent' })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
    await expect(main.getByRole('link', { name: 'Hire Tech Talent' })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
    for (const learnMore of await main.getByRole('link', { name: 'Learn More' }).all()) {
      await expect(learnMore).toHaveAttribute('href', '/how-it-works');
    }
    await main.getByRole('link', { name: 'Browse All Tech Talent' }).click();
    await expect(page).toHaveURL('/browse-developers');
  });

  test('the logo carousel shows 4 companies a slide, moves every 3 seconds and wraps around', async ({
    page,
  }) => {
    await seedListedCompanies(5);
    const names = await listedCompanyNames();
    const slides = Math.ceil(names.length / 4);
    const slideOf = (index: number) =>
      Array.from({ length: 4 }, (_, offset) => names[(index * 4 + offset) % names.length]!);
    await page.clock.install();
    await page.goto('/');
    await expectLogos(page, `1 of ${slides}`, slideOf(0));
    await page.clock.runFor(2_900);
    await expect(slide(page, `1 of ${slides}`)).toBeVisible();
    await page.clock.runFor(100);
    await expectLogos(page, `2 of ${slides}`, slideOf(1));
    // After the last slide (whose last places wrap round to the first companies), the first again.
    await page.clock.runFor(3_000 * (slides - 1));
    await expectLogos(page, `1 of ${slides}`, slideOf(0));

    // Pause stops it (WCAG 2.2.2); the slide buttons still choose a slide.
    await carousel(page).getByRole('button', { name: 'Pause the logo carousel' }).click();
    await expect(carousel(page).getByRole('button', { name: 'Play the logo carousel' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(9_000);
    await expect(slide(page, `1 of ${slides}`)).toBeVisible();
    await carousel(page)
      .getByRole('button', { name: `Show slide 2 of ${slides}` })
      .click();
    await expectLogos(page, `2 of ${slides}`, slideOf(1));
    await carousel(page).getByRole('button', { name: 'Play the logo carousel' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expect(slide(page, `${slides > 2 ? 3 : 1} of ${slides}`)).toBeVisible();
  });

  test('skill categories open one at a time and close when clicked again', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Expertise across the whole stack' });
    await expect(section.getByRole('button')).toHaveCount(20);
    const fullStack = section.getByRole('button', { name: /^Full Stack/ });
    const mobile = section.getByRole('button', { name: /^Mobile/ });

    await expect(section.getByRole('button', { expanded: true })).toHaveCount(0);
    await fullStack.click();
    await expect(fullStack).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('list', { name: 'Full Stack skills' })).toContainText('Next.js');
    await mobile.click();
    await expect(mobile).toHaveAttribute('aria-expanded', 'true');
    await expect(fullStack).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByRole('list', { name: 'Full Stack skills' })).toBeHidden();
    await expect(section.getByRole('list', { name: 'Mobile skills' })).toContainText('Flutter');
    await mobile.click();
    await expect(section.getByRole('button', { expanded: true })).toHaveCount(0);
    // The keyboard works too.
    await fullStack.focus();
    await page.keyboard.press('Enter');
    await expect(fullStack).toHaveAttribute('aria-expanded', 'true');
  });

  test('shows three built-in sample developers when there are no top developers', async ({ page }) => {
    await answerProcedure(page, 'talent.top', []);
    await page.goto('/how-it-works');
    await openInApp(page, '/');
    const section = page.getByRole('region', { name: 'Meet some of our vetted Tech Talent' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: 'Sample profile' })).toHaveCount(3);
    const amani = section.getByRole('article', { name: 'Amani Njoroge' });
    // Four skills and "+N more" on home cards.
    await expect(amani.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'TypeScript',
      'React',
      'Node.js',
      'PostgreSQL',
      '+2 more',
    ]);
    await expect(amani.getByRole('link', { name: 'Hire this talent' })).toHaveAttribute(
      'href',
      '/register?role=client',
    );
  });

  test('asks for 6 top developers, shows 3 of them, each linking to its profile and to hire', async ({
    page,
  }) => {
    const topSix = Array.from({ length: 6 }, (_, index) => ({
      id: 9000 + index,
      userId: 9100 + index,
      title: `Engineer ${index + 1}`,
      bio: null,
      skills: ['Go', 'Rust', 'Python', 'Docker', 'AWS', 'Kafka'].slice(0, 4 + (index % 3)),
      hourlyRate: 40 + index,
      yearsOfExperience: 5,
      availability: 'contract',
      location: 'Nairobi, Kenya',
      country: 'kenya',
      githubUrl: null,
      linkedinUrl: null,
      portfolioUrl: null,
      areaOfSpecialization: null,
      isVerified: index === 0,
      isApproved: true,
      user: { id: 9100 + index, firstName: 'Top', lastName: `Developer${index + 1}`, profileImageUrl: null },
      rating: { average: 4.5, count: 12 },
      completedContracts: 14,
      vetting: null,
      projects: [],
      workHistory: [],
      languages: [],
    }));
    const requested = page.waitForRequest((request) => request.url().includes('talent.top'));
    await answerProcedure(page, 'talent.top', topSix);
    await page.goto('/how-it-works');
    await openInApp(page, '/');
    expect(decodeURIComponent((await requested).url())).toContain('"limit":6');
    const section = page.getByRole('region', { name: 'Meet some of our vetted Tech Talent' });
    await expect(section.getByRole('article')).toHaveCount(3);
    await expect(section.getByText('Sample profile')).toHaveCount(0);
    const second = section.getByRole('article', { name: 'Top Developer2' });
    await expect(second.getByText('4.5 · 12 reviews')).toBeVisible();
    await expect(second.getByText('14 completed contracts')).toBeVisible();
    await expect(second.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'Go',
      'Rust',
      'Python',
      'Docker',
      '+1 more',
    ]);
    await expect(second.getByRole('link', { name: 'Top Developer2', exact: true })).toHaveAttribute(
      'href',
      '/developer/9001',
    );
    await expect(second.getByRole('link', { name: /Hire this talent/ })).toHaveAttribute(
      'href',
      '/developer/9001/hire',
    );
  });

  test('a visitor sees a real approved developer among the top developers and opens the profile', async ({
    page,
  }) => {
    const token = uniqueToken('Top');
    const developer = await seedDeveloper(
      {
        title: 'Principal Platform Engineer',
        bio: 'Twenty years of building payment platforms across East Africa and India.',
        skills: ['Go', 'Kubernetes', 'PostgreSQL', 'AWS', 'Docker', 'Terraform'],
        hourlyRate: 95,
        yearsOfExperience: 60,
        availability: 'contract',
        location: 'Nairobi, Kenya',
        githubUrl: 'https://github.com/example',
        linkedinUrl: 'https://www.linkedin.com/in/example',
      },
      // Verified, every ranked field filled and the most years: first among the top developers
      // whatever other tests approved and verified beside it.
      { firstName: 'Zuri', lastName: token, verified: true },
    );
    await page.goto('/');
    const card = page.getByRole('article', { name: `Zuri ${token}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('+2 more')).toBeVisible();
    await card.getByRole('link', { name: `Zuri ${token}`, exact: true }).click();
    await expect(page).toHaveURL(`/developer/${developer.profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Zuri ${token}` })).toBeVisible();
    await expect(page.getByText('Principal Platform Engineer')).toBeVisible();
    await developer.api.dispose();
  });

  test('works at phone width without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
