import { answerProcedure, seedDeveloper, uniqueToken } from './support/developers';
import { openInApp } from './support/shell';
import { expect, type Page, test } from './support/test';

const carousel = (page: Page) => page.getByRole('region', { name: 'Companies hiring on Talanta' });

const slide = (page: Page, label: string) => carousel(page).getByRole('group', { name: label });

async function expectLogos(page: Page, label: string, logos: string[]) {
  const group = slide(page, label);
  await expect(group).toBeVisible();
  for (const logo of logos) await expect(group.getByText(logo, { exact: true })).toBeVisible();
  await expect(group.locator('> *')).toHaveCount(logos.length);
}

test.describe('the landing page', () => {
  test('has its own title and description and the eight sections in the order of the spec', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Hire vetted Tech Talent from Kenya and India · Talanta');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /top 1-3% of vetted software developers from Kenya and India/,
    );
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hire the top 1–3% of developers from Kenya and India',
    );
    await expect(headings).toHaveText([
      'Trusted by 500+ companies hiring Tech Talent',
      'From idea to a working team in three steps',
      'Meet some of our vetted Tech Talent',
      'Why companies choose Talanta',
      'Expertise across the whole stack',
      'What our clients say',
      'Ready to build with the top 1–3% of developers?',
    ]);
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

  test('the logo carousel shows 4 of 9 logos, moves every 3 seconds and wraps around', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expectLogos(page, '1 of 3', ['Kilima Pay', 'Shamba Labs', 'Savanna Health', 'Arogya Care']);
    await page.clock.runFor(2_900);
    await expect(slide(page, '1 of 3')).toBeVisible();
    await page.clock.runFor(100);
    await expectLogos(page, '2 of 3', [
      'Harbor Logistics',
      'Tembo Bank',
      'Mawingu Cloud',
      'Spreekanal Studio',
    ]);
    await page.clock.runFor(3_000);
    // The ninth logo is followed by the first ones again.
    await expectLogos(page, '3 of 3', ['Chai Commerce', 'Kilima Pay', 'Shamba Labs', 'Savanna Health']);
    await page.clock.runFor(3_000);
    await expectLogos(page, '1 of 3', ['Kilima Pay', 'Shamba Labs', 'Savanna Health', 'Arogya Care']);

    // Pause stops it (WCAG 2.2.2); the slide buttons still choose a slide.
    await carousel(page).getByRole('button', { name: 'Pause the logo carousel' }).click();
    await expect(carousel(page).getByRole('button', { name: 'Play the logo carousel' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(9_000);
    await expect(slide(page, '1 of 3')).toBeVisible();
    await carousel(page).getByRole('button', { name: 'Show slide 3 of 3' }).click();
    await expect(slide(page, '3 of 3')).toBeVisible();
    await carousel(page).getByRole('button', { name: 'Play the logo carousel' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expect(slide(page, '1 of 3')).toBeVisible();
  });

  test('skill categories open one at a time and close when clicked again', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Expertise across the whole stack' });
    await expect(section.getByRole('button')).toHaveCount(20);
    const fullStack = section.getByRole('button', { name: /^Full Stack/ });
    const mobile = section.getByRole('button', { name: /^Mobile/ });
    await expect(fullStack).toContainText('120 developers');
    await expect(section.getByRole('button', { name: /^AI & ML/ })).toContainText('85 developers');
    await expect(mobile).toContainText('94 developers');
    await expect(section.getByRole('button', { name: /^DevOps/ })).toContainText('78 developers');
    await expect(section.getByRole('button', { name: /^Frontend/ })).not.toContainText('developers');

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
      { firstName: 'Zuri', lastName: token },
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
