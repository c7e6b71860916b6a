import { signInAsAdmin, submitApplication, uniqueTag } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { toast } from './support/shell';
import { expect, test } from './support/test';
import { signedInAs } from './support/users';

/** A calendar day `days` ahead, as a date input takes it ("2030-01-15"). */
const dayAhead = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);

/**
 * Vetting by stages (issue 38): the admin records each stage, proposes the vetting interview (which
 * the applicant accepts on /interviews) and saves its scorecard in the applicant's details, approval waits for the stages marked required, and the applicant follows
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
  // Extra time, on request, before the assessment starts (ADR 0033).
  const extraTime = dialog.getByRole('checkbox', { name: 'Extra time' });
  await extraTime.click();
  await expect(extraTime).toBeChecked();
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

  // The interview through the interview feature: the admin proposes a time in the details, the
  // applicant accepts it on /interviews (at phone width), and the stage is scheduled for it.
  await dialog.getByRole('button', { name: `Propose interview to ${applicant.name}` }).click();
  const propose = admin.getByRole('dialog', { name: `Propose an interview with ${applicant.name}` });
  await propose.getByLabel('Date, slot 1').fill(dayAhead(10));
  await propose.getByLabel('Time, slot 1').fill('10:00');
  await propose.getByLabel('Meeting link').fill('https://meet.example.com/vetting');
  await propose.getByRole('button', { name: 'Propose interview' }).click();
  await expect(toast(admin, 'Interview proposed')).toBeVisible();
  await expect(dialog.getByText(/^Times proposed · /)).toBeVisible();
  await expect(dialog.getByRole('link', { name: `See interview with ${applicant.name}` })).toBeVisible();

  await page.goto('/interviews');
  const invitation = page.getByRole('article', { name: 'Talanta vetting interview' });
  await expect(invitation).toContainText('Interviewer: ');
  await expect(invitation).toContainText('https://meet.example.com/vetting');
  await page.screenshot({ path: test.info().outputPath('vetting-interview-390.png'), fullPage: true });
  await expectNoSeriousA11yIssues(page);
  await invitation.getByRole('button', { name: 'Accept a time for Talanta vetting interview' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept a time' });
  await accept.getByRole('radio').first().check();
  await accept.getByRole('button', { name: 'Accept this time' }).click();
  await expect(toast(page, 'Interview scheduled')).toBeVisible();
  // The admin's details follow live: the stage and the interview are scheduled.
  await expect(stateOf('Interview')).toHaveValue('scheduled');
  await expect(dialog.getByText(/^Scheduled · /)).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('vetting-interview-admin.png') });
  await page.goto('/dashboard');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('Scheduled');

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

test('the applicant takes the timed assessment from the dashboard and sees the score it was graded', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const baseURL = test.info().project.use.baseURL;
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAsAdmin(admin);
  // Ten questions of the bank for one skill; the right answer starts "Right".
  for (let index = 1; index <= 10; index += 1) {
    const created = await admin.request.post('/api/admin/vetting-questions', {
      data: {
        skill: 'Rust',
        prompt: `Question ${index} ${tag}: which is right?`,
        choices: [`Right ${index}`, `Wrong A${index}`, `Wrong B${index}`],
        correctIndex: 0,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const developer = await signedInAs(page, 'developer');
  const applicant = await submitApplication(page.request, {
    firstName: 'Ravi',
    lastName: `Iyer${tag}`,
    email: developer.email,
    areaOfExpertise: 'Mobile Developer',
    skills: ['Rust'],
  });
  for (const body of [
    { stage: 'assessment', state: 'pending', required: true },
    { stage: 'application', state: 'passed' },
  ]) {
    const saved = await admin.request.put(`/api/admin/developer-applications/${applicant.id}/stage`, {
      data: body,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await admin.context().close();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Take the assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  const test_ = page.getByRole('form', { name: 'Assessment' });
  await expect(test_.getByRole('group')).toHaveCount(10);
  await expect(test_.getByRole('timer', { name: 'Time left' })).toHaveText(/^(30:00|29:\d\d)$/);
  // Eight right, two wrong: 80%, above the pass mark of 70.
  const questions = await test_.getByRole('group').all();
  for (const [index, question] of questions.entries()) {
    await question.getByRole('radio', { name: index < 8 ? /^Right/ : /^Wrong A/ }).check();
  }
  await expect(test_.getByText('10 of 10 answered')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await test_.getByRole('button', { name: 'Submit my answers' }).click();
  await expect(page.getByText('You passed the assessment')).toBeVisible();
  await expect(page.getByText('Your score: 80%.')).toBeVisible();

  await page.getByRole('link', { name: 'See your vetting stages' }).click();
  await expect(page.getByRole('list', { name: 'Vetting stages' }).getByRole('listitem').nth(1)).toHaveText(
    /^Assessment\s*Passed · 80%/,
  );
});
