import { signInAsAdmin, submitApplication, uniqueTag } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { toast } from './support/shell';
import { expect, test } from './support/test';
import { signedInAs } from './support/users';

/**
 * Vetting by stages (issue 38): the admin records each stage and the interview's scorecard in the
 * applicant's details, approval waits for the stages marked required, and the applicant follows
 * their stages on the dashboard as they change, at phone width.
 */
test('the admin records the stages and the scorecard; the applicant follows them live; approval waits for them', async ({
  page,
  browser,
}) => {
  // Two browsers, a dozen saves and two accessibility scans: more than one screen's worth of time.
  test.setTimeout(120_000);
  // The applicant: an account, then the application under its email; they watch from a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const developer = await signedInAs(page, 'developer');
  const tag = uniqueTag();
  const applicant = await submitApplication(page.request, {
    firstName: 'Achieng',
    lastName: `Odhiambo${tag}`,
    email: developer.email,
  });
  await page.goto('/dashboard');
  const timeline = page.getByRole('list', { name: 'Vetting stages' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Application\s*Next/,
    /^Assessment/,
    /^Interview/,
    /^References/,
  ]);
  await expectNoSeriousA11yIssues(page);

  // The admin, in a browser of their own.
  const baseURL = test.info().project.use.baseURL;
  const admin = await (
    await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('searchbox', { name: 'Search applications' }).fill(tag);
  await admin
    .getByRole('article', { name: applicant.name })
    .getByRole('button', { name: applicant.name, exact: true })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Applicant Details' });
  const stateOf = (stage: string) =>
    dialog.getByRole('combobox', { name: `${stage} state for ${applicant.name}` });
  const requiredOf = (stage: string) =>
    dialog.getByRole('listitem').filter({ hasText: stage }).getByRole('checkbox', { name: 'Required' });

  // The assessment and interview become required; approval now waits for them.
  await requiredOf('Assessment').click();
  await expect(requiredOf('Assessment')).toBeChecked();
  await requiredOf('Interview').click();
  await expect(requiredOf('Interview')).toBeChecked();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, 'Failed to approve application')).toBeVisible();
  await expect(admin.getByText('Complete the required stages first: Assessment, Interview')).toBeVisible();

  // Stages go in order: the assessment cannot pass before the application.
  await stateOf('Assessment').selectOption('Passed');
  await expect(admin.getByText('Stages go in order: Application comes first')).toBeVisible();
  await expect(stateOf('Assessment')).toHaveValue('pending');

  await stateOf('Application').selectOption('Passed');
  await expect(stateOf('Application')).toHaveValue('passed');
  await expect(timeline.getByRole('listitem').first()).toContainText('Passed');
  await stateOf('Assessment').selectOption('Passed');
  await expect(stateOf('Assessment')).toHaveValue('passed');

  // The scorecard: Hire passes the interview.
  const scorecard = dialog.getByRole('form', { name: 'Interview scorecard' });
  await scorecard.getByLabel('Problem solving').selectOption({ label: '4: Well above the bar' });
  await scorecard.getByLabel('Recommendation').selectOption({ label: 'Hire' });
  await scorecard.getByLabel('Notes').fill('Explained the trade-offs of the M-Pesa callback design clearly.');
  await scorecard.getByRole('button', { name: 'Save scorecard' }).click();
  await expect(toast(admin, 'Scorecard saved')).toBeVisible();
  await expect(stateOf('Interview')).toHaveValue('passed');
  await expect(scorecard).toContainText('average 3.2');
  await expectNoSeriousA11yIssues(admin, '[role="dialog"]');

  // The applicant saw each stage pass without reloading; never the scorecard's notes.
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Application\s*Passed/,
    /^Assessment\s*Passed/,
    /^Interview\s*Passed/,
    /^References\s*Waiting/,
  ]);
  await expect(page.getByText('M-Pesa callback design')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, 'Application Approved')).toBeVisible();
  await admin.context().close();
});
