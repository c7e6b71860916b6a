import { expectNoSeriousA11yIssues } from './support/axe';
import { seedDeveloper, uniqueToken } from './support/developers';
import { postJob, signedInAsApprovedDeveloper, uniqueWord } from './support/jobs';
import { bell, newApi, openNotifications } from './support/messages';
import { expect, type Page, test } from './support/test';
import { createAccount, newUser, signedInAs } from './support/users';

/** Issue 14, keeping a search going: shortlists, saved jobs and saved searches with alerts. */

/** Scans `main` by default: a toast still fading in (after Save, Delete) is not the page's contrast. */
const scan = (page: Page, label: string, include = 'main') =>
  expectNoSeriousA11yIssues(page, include, { strict: true, label });

/** The page fits a phone: nothing wider than the viewport, so nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a client saves a developer to a new shortlist with a note, renames it, removes them and deletes it', async ({
  page,
}) => {
  const token = uniqueToken();
  const developer = await seedDeveloper(
    {
      title: `Go engineer ${token}`,
      bio: 'Builds payment APIs for lenders.',
      skills: ['Go', 'PostgreSQL'],
      hourlyRate: 45,
      yearsOfExperience: 6,
      availability: 'contract',
      location: 'Kisumu',
    },
    { firstName: 'Wanjiru', lastName: token },
  );
  await developer.api.dispose();
  const name = `Wanjiru ${token}`;

  await signedInAs(page, 'client');
  await page.goto(`/developers?q=${token}`);
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Save ${name} to a shortlist` }).click();

  const dialog = page.getByRole('dialog', { name: `Save ${name} to a shortlist` });
  await expect(dialog.getByLabel('Shortlist', { exact: true })).toHaveValue('new');
  // A new list needs a name: the form says so before asking the server.
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await scan(page, 'save to shortlist dialog with its error', '[role="dialog"]');
  await dialog.getByLabel('New shortlist name').fill('Backend picks');
  await dialog.getByLabel('Private note').fill('Strong on Go; ask about Kafka.');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to Backend picks')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Shortlists', exact: true })
    .click();
  await expect(page).toHaveURL(/\/shortlists$/);
  const shortlist = page.getByRole('region', { name: 'Backend picks' });
  await expect(shortlist.getByRole('link', { name })).toBeVisible();
  await expect(shortlist.getByText('Strong on Go; ask about Kafka.')).toBeVisible();
  await expect(shortlist.getByText('1 developer', { exact: true })).toBeVisible();
  await scan(page, '/shortlists with a developer');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await scan(page, '/shortlists at 390 px');

  await shortlist.getByRole('button', { name: 'Rename shortlist Backend picks' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename shortlist' });
  await rename.getByLabel('Name').fill('Go picks');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('region', { name: 'Go picks' })).toBeVisible();

  const renamed = page.getByRole('region', { name: 'Go picks' });
  await renamed.getByRole('button', { name: `Remove ${name} from Go picks` }).click();
  await expect(renamed.getByText('No developers on this shortlist yet.')).toBeVisible();
  await expect(renamed.getByRole('link', { name })).toHaveCount(0);

  await renamed.getByRole('button', { name: 'Delete shortlist Go picks' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete shortlist' }).click();
  await expect(page.getByRole('heading', { name: 'No shortlists yet' })).toBeVisible();
  await scan(page, '/shortlists empty');
});

test('a developer saves a job from Browse Jobs, finds it on Saved Jobs and takes it off', async ({
  page,
}) => {
  const word = uniqueWord();
  const owner = await newApi();
  await createAccount(owner, newUser('client'));
  const job = await postJob(owner, { title: `Ledger API ${word}` });
  await owner.dispose();

  await signedInAsApprovedDeveloper(page);
  await page.goto(`/browse-jobs?search=${word}`);
  const card = page.getByRole('article', { name: job.title });
  const save = card.getByRole('button', { name: `Save ${job.title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Job saved', { exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Saved Jobs', exact: true })
    .click();
  await expect(page).toHaveURL(/\/saved-jobs$/);
  const saved = page.getByRole('article', { name: job.title });
  await expect(saved).toBeVisible();
  await scan(page, '/saved-jobs with a job');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await scan(page, '/saved-jobs at 390 px');

  // The job's own page shows the same toggle, on.
  await saved.getByRole('link', { name: job.title, exact: true }).click();
  await expect(page.getByRole('button', { name: `Save ${job.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goBack();

  await page
    .getByRole('article', { name: job.title })
    .getByRole('button', { name: `Save ${job.title}` })
    .click();
  await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
});

test('a developer saves a search with instant alerts and is notified of a matching new job', async ({
  page,
}) => {
  const word = uniqueWord();
  await signedInAsApprovedDeveloper(page);
  await page.goto(`/browse-jobs?search=${word}&experience=Expert`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(`${word}, Expert`);
  await dialog.getByRole('radio', { name: 'Notify me right away' }).check();
  await scan(page, 'save this search dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved', { exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Saved Searches', exact: true })
    .click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  const item = page.getByRole('article', { name: `${word}, Expert` });
  await expect(item.getByText(`“${word}” · Expert`)).toBeVisible();
  await expect(item.getByLabel(`Alerts for ${word}, Expert`)).toHaveValue('instant');
  await scan(page, '/saved-searches with a search');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // A client posts a job that matches; one that does not match stays quiet.
  const owner = await newApi();
  await createAccount(owner, newUser('client'));
  await postJob(owner, { title: `Payroll ${word}`, experienceLevel: 'Entry Level' });
  const job = await postJob(owner, { title: `Treasury ${word}`, experienceLevel: 'Expert' });
  await owner.dispose();

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  const panel = await openNotifications(page);
  const newest = panel.getByRole('listitem').first();
  await expect(newest).toContainText(`New job for "${word}, Expert"`);
  await expect(newest).toContainText(job.title);
  await page.keyboard.press('Escape');

  // Open lists the jobs with the saved filters.
  await item.getByRole('link', { name: `Open ${word}, Expert` }).click();
  await expect(page).toHaveURL(new RegExp(`/browse-jobs\\?.*search=${word}`));
  await expect(page.getByRole('article', { name: job.title })).toBeVisible();
  await page.goBack();

  // Alerts change in place; at phone width the page still fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel(`Alerts for ${word}, Expert`).selectOption('daily');
  await expect(page.getByText('Alerts: Daily email')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await scan(page, '/saved-searches at 390 px');

  await page
    .getByRole('article', { name: `${word}, Expert` })
    .getByRole('button', { name: `Delete saved search ${word}, Expert` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete search' }).click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});
