import { expectNoSeriousA11yIssues } from './support/axe';
import { type SeededDeveloper, seedDeveloper, uniqueToken } from './support/developers';
import { applyToJob, openSecondPage, type PostedJob, postJob, uniqueWord } from './support/jobs';
import { expect, test } from './support/test';
import { signedInAs, signInWithApi } from './support/users';

/**
 * Matching that explains itself (issue 14), both ways: a client's suggested talent with reasons,
 * Browse Tech Talent matched to a job, and a developer's recommended jobs. Laravel and .NET are
 * skills no other spec gives a job or a developer, so only this file's people share them.
 */

const SKILLS = ['Laravel', '.NET'];
let developer: SeededDeveloper;

test.beforeAll(async () => {
  developer = await seedDeveloper(
    {
      title: 'Backend engineer for lenders',
      bio: 'Loan ledgers in Laravel and .NET services.',
      skills: [...SKILLS, 'PHP'],
      hourlyRate: 45,
      yearsOfExperience: 4,
      availability: 'contract',
      location: 'Mombasa, Kenya',
    },
    { firstName: 'Baraka', lastName: uniqueToken('Mt') },
  );
});

test.afterAll(async () => {
  await developer.api.dispose();
});

const developerName = () => `Baraka ${developer.user.lastName}`;

/** The client's open job asking for Laravel and .NET at $40-60/hr, Intermediate, a contract. */
async function postMatchingJob(client: Parameters<typeof postJob>[0], title: string): Promise<PostedJob> {
  return postJob(client, {
    title,
    description: `Our lending ledger needs a backend engineer. Keyword ${title.split(' ').at(-1)}.`,
    requiredSkills: SKILLS,
  });
}

test('a client sees Suggested Tech Talent with reasons, invites one, and Browse Tech Talent ranks for the job', async ({
  page,
}) => {
  await signedInAs(page, 'client');
  const job = await postMatchingJob(page.request, `Lending ledger ${uniqueWord()}`);

  await page.goto(`/jobs/${job.id}`);
  const suggested = page.getByRole('list', { name: 'Suggested developers' });
  const card = suggested.getByRole('article', { name: developerName() });
  await expect(card).toBeVisible();
  // 2 of 2 skills, $45 in $40-60, 4 years Intermediate, a contract: the reasons say so.
  await expect(card.getByText(/^\d+% match$/)).toBeVisible();
  await expect(card.getByText('Strong fit')).toBeVisible();
  const reasons = card.getByRole('list', { name: 'Why this match' });
  await expect(reasons).toContainText('Has all 2 required skills');
  await expect(reasons).toContainText('$45/hr within $40-60');
  await expect(reasons).toContainText('4 years, Intermediate');
  await expectNoSeriousA11yIssues(page);
  // At phone width the cards fit the screen: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Invite to apply, with this job already chosen.
  await card.getByRole('button', { name: 'Invite to apply' }).click();
  const dialog = page.getByRole('dialog', { name: `Invite ${developerName()} to apply` });
  await expect(dialog.getByLabel('Job')).toHaveValue(String(job.id));
  await dialog.getByRole('button', { name: /Send invitation/ }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Once the developer applies, the suggestion says so and offers no invitation.
  await applyToJob(developer.api, job.id);
  await page.reload();
  await expect(card.getByText('Applied to this job')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Invite to apply' })).toHaveCount(0);

  // Browse Tech Talent, matched to the job: the best match first with its badge and reasons.
  await page.goto('/developers');
  await page.getByLabel('Match to your job').selectOption(String(job.id));
  await expect(page).toHaveURL(new RegExp(`job=${job.id}`));
  await expect(page.getByText(/developers? found, best match first/)).toBeVisible();
  const first = page.getByRole('list', { name: 'Developers' }).getByRole('article').first();
  await expect(first).toHaveAccessibleName(developerName());
  const badge = first.getByRole('button', { name: new RegExp(`% match with ${developerName()}: why`) });
  await badge.click();
  const why = page.getByRole('dialog', { name: /^Why \d+% match$/ });
  await expect(why.getByText('Has all 2 required skills')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(why).toBeHidden();
});

test('a developer gets recommended jobs on the dashboard and in Browse Jobs, each with why', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const client = await openSecondPage(browser);
  await signedInAs(client, 'client');
  const job = await postMatchingJob(client.request, `Ledger service ${word}`);
  await postJob(client.request, { title: `Unrelated design work ${word}`, requiredSkills: ['Figma'] });
  await client.context().close();

  await signInWithApi(page, developer.user);
  await page.goto('/dashboard');
  const featured = page.getByRole('heading', { name: 'Featured Opportunities' }).locator('..');
  await expect(featured.getByRole('link', { name: job.title })).toBeVisible();
  await expect(
    featured.getByRole('button', { name: new RegExp(`% match with ${job.title}: why`) }),
  ).toBeVisible();

  await featured.getByRole('link', { name: 'Every recommended job' }).click();
  await expect(page).toHaveURL('/browse-jobs?sort=recommended');
  await expect(page.getByLabel('Sort by')).toHaveValue('recommended');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
  await expect(page).toHaveURL(`/browse-jobs?search=${word}&sort=recommended`);
  // Only the job sharing a skill is recommended; the newest-first list has both.
  await expect(page.getByText('1 job(s) found, best match first')).toBeVisible();
  const card = page.getByRole('article', { name: job.title });
  const badge = card.getByRole('button', { name: new RegExp(`% match with ${job.title}: why`) });
  await badge.click();
  const why = page.getByRole('dialog', { name: /^Why \d+% match$/ });
  await expect(why).toContainText('Has all 2 required skills');
  await expect(why).toContainText("overlap with the client's working day");
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');

  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(`/browse-jobs?search=${word}`);
  await expect(page.getByText('2 job(s) found')).toBeVisible();
  await expect(page.getByRole('button', { name: /% match with/ })).toHaveCount(0);
});

test('recommendations at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithApi(page, developer.user);
  await page.goto('/browse-jobs?sort=recommended');
  await expect(page.getByText(/job\(s\) found, best match first/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
