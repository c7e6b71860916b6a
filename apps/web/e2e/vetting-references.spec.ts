import { signInAsAdmin, submitApplication, uniqueTag } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { findTokenLink } from './support/mailbox';
import { expect, test } from './support/test';
import { signedInAs } from './support/users';

/**
 * References (issue 38): the applicant names a referee at phone width, the referee answers from the
 * emailed link with no account (once), and the admin reads the answer in the applicant's details.
 */
test('the applicant names a referee, who answers once from the email link; the admin reads the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const developer = await signedInAs(page, 'developer');
  const tag = uniqueTag();
  const applicant = await submitApplication(page.request, {
    firstName: 'Wanjiru',
    lastName: `Kamau${tag}`,
    email: developer.email,
  });
  const refereeEmail = `referee-${tag}@example.com`;

  await page.goto('/vetting/references');
  await page.getByLabel('Name').fill('Otieno Okello');
  await page.getByLabel('Email').fill(refereeEmail);
  await page.getByLabel('Relationship').selectOption({ index: 1 });
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Send the reference requests' }).click();
  const mine = page.getByRole('list', { name: 'Your referees' });
  await expect(mine).toContainText('Otieno Okello');

  // The referee: no account, a phone, the link from the email.
  const link = await findTokenLink(page.request, refereeEmail, '/references');
  expect(link, 'a reference link in the email').not.toBeNull();
  const referee = await (
    await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
    })
  ).newPage();
  const refereeLink = link ?? '';
  await referee.goto(refereeLink);
  await expect(referee.getByText(`Wanjiru K.`)).toBeVisible();
  await referee.getByLabel('How many months did you work together?').fill('18');
  await referee.getByRole('radio', { name: 'Yes' }).check();
  await referee.getByLabel('Anything we should know?').fill(`Led our M-Pesa reconciliation work ${tag}.`);
  await expectNoSeriousA11yIssues(referee);
  await referee.getByRole('button', { name: 'Send my reference' }).click();
  await expect(referee.getByText('Thank you')).toBeVisible();
  // Once: the link no longer opens the form.
  await referee.goto(refereeLink);
  await expect(referee.getByText('This link cannot be used')).toBeVisible();
  await referee.context().close();

  // The applicant learns that the referee answered, never what they said.
  await expect(mine).toContainText(/answered/i);
  await expect(page.getByText('M-Pesa reconciliation')).toHaveCount(0);

  const admin = await (
    await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 1280, height: 900 },
    })
  ).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('searchbox', { name: 'Search applications' }).fill(tag);
  await admin
    .getByRole('article', { name: applicant.name })
    .getByRole('button', { name: applicant.name, exact: true })
    .click();
  const references = admin.getByRole('region', { name: 'References' });
  await expect(references).toContainText('Otieno Okello');
  await expect(references).toContainText('Answered');
  await expect(references).toContainText('18');
  await expect(references).toContainText(`Led our M-Pesa reconciliation work ${tag}.`);
  await expectNoSeriousA11yIssues(admin, '[role="dialog"]');
  await admin.context().close();
});
