import { expectNoSeriousA11yIssues } from './support/axe';
import { applyToJob, openSecondPage, postJob, signedInAsApprovedDeveloper, uniqueWord } from './support/jobs';
import { findEmailLink } from './support/mailbox';
import { toast } from './support/shell';
import { expect, test } from './support/test';
import { signedInAs } from './support/users';

/** Issue 15: every email's unsubscribe link and Account Settings' email preferences. */

test("a client unsubscribes from an email's link, and sees it, and turns it back on, in Account Settings", async ({
  page,
  browser,
}) => {
  const client = await signedInAs(page, 'client');
  // A skill nobody has: no "Meet your matches" email comes before the new-application one.
  const job = await postJob(page.request, { requiredSkills: [uniqueWord('skill')] });
  const developer = await openSecondPage(browser);
  await signedInAsApprovedDeveloper(developer);
  await applyToJob(developer.request, job.id);
  await developer.context().close();

  // The new-application email's footer links to a page that asks before it unsubscribes.
  const link = await findEmailLink(page.request, client.email, '/unsubscribe');
  expect(link).toContain('/unsubscribe?token=');
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Email preferences' })).toBeVisible();
  await expect(page.getByText('Stop the New applications to my jobs emails?')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Unsubscribed from "New applications to my jobs"')).toBeVisible();

  await page.getByRole('link', { name: 'All email settings' }).click();
  await expect(page).toHaveURL('/profile#email-preferences');
  const preference = page.getByRole('checkbox', { name: 'New applications to my jobs' });
  await expect(preference).not.toBeChecked();
  await expect(
    page.getByRole('combobox', { name: 'When to send New applications to my jobs' }),
  ).toBeDisabled();
  await expectNoSeriousA11yIssues(page);

  await preference.check();
  await expect(toast(page, 'Email preferences saved')).toBeVisible();
  // Saved before the reload (the reload would otherwise race the save).
  const saved = page.waitForResponse(
    (response) => response.url().includes('/trpc/emailPreference.update') && response.ok(),
  );
  await page.getByRole('combobox', { name: 'When to send Unread messages' }).selectOption('daily');
  await saved;
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'New applications to my jobs' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'When to send Unread messages' })).toHaveValue('daily');

  // A link that is not ours says so, and changes nothing.
  await page.goto('/unsubscribe?token=forged');
  await expect(page.getByText('This link is not valid')).toBeVisible();
});
