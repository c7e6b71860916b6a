import {
  confirmRejection,
  decideVettingSubmission,
  signInAsAdmin,
  submitApplication,
  uniqueTag,
} from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { toast } from './support/shell';
import { expect, type Page, type Route, test } from './support/test';
import { createAccount, newUser } from './support/users';

/**
 * Vetting review at /admin (spec 001 "Admin Dashboard", §4, §8) against the real server. Other
 * journeys run beside this one, so each test searches for its own applicants by a unique tag.
 */

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search applications' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function openAdmin(page: Page, tag?: string) {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  if (tag) await search(page).fill(tag);
}

test('shows the dashboard frame: header, summary cards, tabs with Pending first, and the notices', async ({
  page,
}) => {
  await openAdmin(page);
  await expect(page.getByText('Manage developer applications')).toBeVisible();
  await expect(page.getByRole('main').getByText('Super Admin', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ applications/)).toBeVisible();
  for (const label of ['Total Applications', 'Pending Review', 'Approved', 'Rejected']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expect(tab(page, 'Pending')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /^Approved/ }).click();
  await expect(tab(page, 'Approved')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /^Total Applications/ }).click();
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(toast(page, 'Add New is not available for applications')).toBeVisible();

  await search(page).fill(uniqueTag('nothing'));
  await expect(page.getByRole('heading', { name: 'No matching results' })).toBeVisible();
});

test('card view: every field, the details dialog, approve from the dialog and from a card, search and filter', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const wanjiru = await submitApplication(request, {
    firstName: 'Wanjiru',
    lastName: `Kamau${tag}`,
    portfolioUrl: 'https://wanjiru.dev',
    skills: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'Docker', 'AWS', 'Git', 'Redis', 'Go', 'Rust'],
    projects: [
      { name: 'Duka POS', description: 'Point of sale with M-Pesa checkout.', link: 'https://duka.example' },
    ],
  });
  const otieno = await submitApplication(request, {
    firstName: 'Otieno',
    lastName: `Ouma${tag}`,
    phoneNumber: '',
  });
  const priya = await submitApplication(request, {
    firstName: 'Priya',
    lastName: `Nair${tag}`,
    areaOfExpertise: 'DevOps',
    experienceLevel: '8+',
  });
  await openAdmin(page, tag.toUpperCase());

  await expect(page.getByRole('article')).toHaveCount(3);
  const first = card(page, wanjiru.name);
  await expect(first.getByText('Backend Development', { exact: true })).toBeVisible();
  await expect(first.getByText('Experience Level: 3-5 years')).toBeVisible();
  await expect(first.getByText(/^Applied [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(first.getByText(wanjiru.email)).toBeVisible();
  await expect(first.getByText('+254712345678')).toBeVisible();
  await expect(first.getByText('+2 more')).toBeVisible();
  for (const link of ['GitHub', 'LinkedIn', 'Portfolio']) {
    await expect(first.getByRole('link', { name: new RegExp(`^${link}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
  }
  await expect(first.getByRole('link', { name: /^Resume/ })).toHaveCount(0);
  await expect(first.getByText('Duka POS', { exact: true })).toBeVisible();
  await expect(card(page, otieno.name).getByText('+254712345678')).toHaveCount(0);

  // The Filter popover narrows by expertise, on the server.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Area of expertise').selectOption('DevOps & Cloud');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, priya.name)).toBeVisible();
  await page.getByRole('button', { name: /^Filter/ }).click();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article')).toHaveCount(3);

  // The details dialog, and Approve in it.
  await first.getByRole('button', { name: wanjiru.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Applicant Details' });
  await expect(dialog.getByText('Review the candidate information and take action.')).toBeVisible();
  await expect(dialog.getByText(wanjiru.email)).toBeVisible();
  await expect(dialog.getByText('Rust', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'https://duka.example' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Application Approved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, wanjiru.name)).toHaveCount(0);

  // Reject from a card: the dialog asks for an optional reason and note first.
  await card(page, otieno.name)
    .getByRole('button', { name: `Reject ${otieno.name}` })
    .click();
  await confirmRejection(page);
  await expect(toast(page, 'Application Rejected')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await tab(page, 'Approved').click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, wanjiru.name).getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(tab(page, 'Approved')).toContainText('1');
  await tab(page, 'Rejected').click();
  await expect(card(page, otieno.name)).toBeVisible();
  await tab(page, 'All').click();
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('table view: columns, row menus by status, paging, and search back to page 1', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const people = [];
  for (let index = 0; index < 12; index += 1) {
    people.push(
      await submitApplication(request, {
        firstName: `Row${String.fromCharCode(65 + index)}`,
        lastName: `Person${tag}`,
        ...(index === 11 ? { phoneNumber: '' } : {}),
      }),
    );
  }
  await openAdmin(page, tag);
  await page.getByRole('button', { name: 'Table View' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'No',
    'Full Name',
    'Email',
    'Telephone',
    'Action',
  ]);
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('1 / 2')).toBeVisible();
  await expect(page.getByText('10 per page')).toBeVisible();
  // Newest first: the last one submitted (no phone) leads, with a dash.
  await expect(table.getByRole('row').nth(1)).toContainText(people[11]?.name ?? '');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('-');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('11');
  await search(page).fill(`${tag}`);
  await search(page).press('End');
  await search(page).press('Space');
  await expect(page.getByText('1 / 2')).toBeVisible();

  const [approveMe, rejectMe] = [people[11], people[10]];
  if (!approveMe || !rejectMe) throw new Error('missing applicants');
  await page.getByRole('button', { name: `Actions for ${approveMe.name}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Approve', 'Reject']);
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  await expect(toast(page, 'Application Approved')).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${rejectMe.name}` }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  await confirmRejection(page);
  await expect(toast(page, 'Application Rejected')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);

  await tab(page, 'All').click();
  await page.getByRole('button', { name: `Actions for ${approveMe.name}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Reject']);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Actions for ${rejectMe.name}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText([/^Move to Pending/]);
  await page.getByRole('menuitem', { name: /Move to Pending/ }).click();
  await expect(toast(page, 'Reset complete')).toBeVisible();
  await expect(tab(page, 'Pending')).toHaveAttribute('aria-selected', 'true');
  await expect(table.getByRole('row').filter({ hasText: rejectMe.name })).toBeVisible();
});

test('approving updates the list at once and rolls back when the server fails', async ({ page, request }) => {
  const tag = uniqueTag();
  const applicant = await submitApplication(request, { firstName: 'Baraka', lastName: `Mutua${tag}` });
  await openAdmin(page, tag);
  const applicantCard = card(page, applicant.name);
  await expect(applicantCard).toBeVisible();
  // The search is debounced: wait until the list shows only this applicant, so the results of the
  // search cannot replace the optimistic list while the approval is held.
  await expect(page.getByRole('button', { name: /^Reject / })).toHaveCount(1);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen!: () => void;
  const requested = new Promise<void>((resolve) => {
    seen = resolve;
  });
  const approveCall = (url: URL) =>
    url.pathname.startsWith('/trpc/') && url.pathname.includes('vetting.approve');
  await page.route(approveCall, async (route: Route) => {
    seen();
    await held;
    await route.fulfill({
      status: 503,
      json: [
        {
          error: {
            message: 'Database temporarily unavailable',
            code: -32603,
            data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
          },
        },
      ],
    });
  });

  await applicantCard.getByRole('button', { name: `Approve ${applicant.name}` }).click();
  await requested;
  // While the call is out, the card already shows the decision.
  await expect(applicantCard.getByText('Approved', { exact: true })).toBeAttached();
  await expect(applicantCard.getByRole('button', { name: 'Processing...' })).toHaveCount(2);
  release();

  await expect(toast(page, 'Failed to approve application')).toBeVisible();
  await expect(toast(page, 'Failed to approve application')).toContainText(
    'Database temporarily unavailable',
  );
  await expect(applicantCard.getByText('Pending', { exact: true })).toBeAttached();
  await expect(applicantCard.getByRole('button', { name: `Approve ${applicant.name}` })).toBeEnabled();

  await page.unroute(approveCall);
  await applicantCard.getByRole('button', { name: `Approve ${applicant.name}` }).click();
  await expect(toast(page, 'Application Approved')).toBeVisible();
  await expect(applicantCard).toHaveCount(0);
});

test('Move Rejected → Pending moves every rejected application back and switches to Pending', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const applicant = await submitApplication(request, { firstName: 'Kendi', lastName: `Muriuki${tag}` });
  await openAdmin(page);
  await decideVettingSubmission(page.request, applicant.id, 'reject');
  await tab(page, 'Rejected').click();
  await search(page).fill(tag);
  await expect(card(page, applicant.name)).toBeVisible();

  await page.getByRole('button', { name: 'Move Rejected → Pending' }).click();
  await expect(toast(page, 'Reset complete')).toContainText(/rejected applications? moved to pending/);
  await expect(tab(page, 'Pending')).toHaveAttribute('aria-selected', 'true');
  await expect(
    card(page, applicant.name).getByRole('button', { name: `Approve ${applicant.name}` }),
  ).toBeVisible();
});

test('one approval queue: a developer rejected in vetting carries the state everywhere and cannot be approved', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const developer = { ...newUser('developer'), lastName: `Rejected${tag}` };
  await createAccount(request, developer);
  // Signed in on `request`: the application is the account's own.
  const applicant = await submitApplication(request, {
    firstName: developer.firstName,
    lastName: developer.lastName,
    email: developer.email,
  });
  await openAdmin(page);
  await decideVettingSubmission(page.request, applicant.id, 'reject');

  // No second queue of unlisted profiles: the review is the only one, the person in it once.
  await tab(page, 'Rejected').click();
  await search(page).fill(tag);
  await expect(card(page, applicant.name)).toHaveCount(1);
  await expect(card(page, applicant.name).getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Tech talent awaiting approval' })).toHaveCount(0);

  // The super admin's developer list says why Approve is off, and when they may apply again.
  await page.goto('/super-admin');
  await page.getByRole('tab', { name: 'Developer Management' }).click();
  await page.getByRole('searchbox', { name: 'Search developers' }).fill(developer.email);
  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: developer.email });
  await expect(
    row.getByText(/^Application rejected · may apply again from \d{4}-\d{2}-\d{2}$/),
  ).toBeVisible();
  const approve = row.getByRole('button', { name: `Approve ${applicant.name}` });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(/vetting application was rejected/);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yIssues(page, undefined, { label: 'Developer Management at 390 px' });
});

test('the question bank: add a question with its right answer, edit it, delete it; audited and live', async ({
  page,
}) => {
  const tag = uniqueTag('q');
  await signInAsAdmin(page);
  await page.goto('/vetting-questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Question Bank' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add question' });
  // The server's own message comes back for a question without a skill.
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog.getByText('Choose a skill from the list')).toBeVisible();
  await dialog.getByLabel('Skill').selectOption('Go');
  await dialog.getByLabel('Question').fill(`Which keyword starts a goroutine? ${tag}`);
  await dialog.getByLabel('Choice 1', { exact: true }).fill('spawn');
  await dialog.getByLabel('Choice 2', { exact: true }).fill('go');
  await dialog.getByLabel('Choice 3', { exact: true }).fill('async');
  await dialog.getByLabel('Choice 2 is the right answer').check();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(toast(page, 'Question added')).toBeVisible();

  await page.getByLabel('Search questions').fill(tag);
  const row = page.getByRole('listitem').filter({ hasText: tag }).first();
  await expect(row.getByText('right answer')).toBeVisible();
  await expect(row.locator('li', { hasText: 'right answer' })).toContainText('go');

  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit question' });
  await edit.getByRole('button', { name: 'Remove choice 3' }).click();
  await edit.getByRole('button', { name: 'Save question' }).click();
  await expect(toast(page, 'Question saved')).toBeVisible();
  await expect(row.getByText('async')).toHaveCount(0);

  await row.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this question?' })
    .getByRole('button', { name: 'Delete question' })
    .click();
  await expect(toast(page, 'Question deleted')).toBeVisible();
  await expect(page.getByText('No questions match')).toBeVisible();

  const audited = await page.request.get('/api/super-admin/audit-log?targetType=vetting_question&limit=3');
  expect(audited.ok()).toBe(true);
  const actions = ((await audited.json()) as { action: string }[]).map((entry) => entry.action);
  expect(actions).toEqual(expect.arrayContaining(['question.create', 'question.update', 'question.delete']));
});
