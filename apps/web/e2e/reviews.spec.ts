import { expectNoSeriousA11yIssues } from './support/axe';
import { applyToJob, openSecondPage, postJob, signedInAsApprovedDeveloper, uniqueWord } from './support/jobs';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { signedInAs, type TestUser } from './support/users';

/**
 * Issue 13, reviews: a contract set up over the REST API (offer, accept, end); then each party
 * reviews the other on the contract page, neither sees the other's review until both are in, and
 * the developer's card and profile show the real rating.
 */

/** The page that shows a contract's reviews. Temporary route until /contracts/$id lands. */
const contractPage = (contractId: number) => `/contracts/${contractId}`;

/** A REST write as the person signed in on `api`, with the Origin a browser would send. */
async function restCall(api: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const response = await api[method](`/api${path}`, { data, headers: { Origin: origin } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** Renames the signed-in user, so searches find only this test's developer. */
async function rename(api: APIRequestContext, user: TestUser, lastName: string) {
  const response = await api.post('/trpc/auth.updateUser', {
    data: { firstName: user.firstName, lastName, email: user.email },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function endedContract(developer: Page, client: Page, lastName: string) {
  const developerUser = await signedInAsApprovedDeveloper(developer);
  await rename(developer.request, developerUser, lastName);
  await signedInAs(client, 'client');
  const job = await postJob(client.request, { title: `Loyalty wallet ${uniqueWord()}` });
  const application = await applyToJob(developer.request, job.id);
  const today = new Date().toISOString().slice(0, 10);
  const offer = await restCall(client.request, 'post', '/offers', {
    applicationId: application.id,
    hourlyRate: 40,
    weeklyHourLimit: 20,
    startDate: today,
  });
  const accepted = await restCall(developer.request, 'put', `/offers/${offer.id}/accept`, {});
  return { contractId: accepted.contractId as number, developerUser };
}

async function writeReview(page: Page, rating: string, comment: string) {
  const form = page.getByRole('form', { name: /^Review / });
  const choice = form.getByRole('radio', { name: `${rating} stars`, exact: true });
  // Keyboard: focus the group on 1, then arrow across to the rating.
  await form.getByRole('radio', { name: '1 stars', exact: true }).focus();
  await page.keyboard.press('Space');
  const steps = (Number(rating) - 1) * 2;
  for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowRight');
  await expect(choice).toBeChecked();
  await form.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await expect(form.getByText(`${comment.length} / 2000 characters`)).toBeVisible();
  await form.getByRole('button', { name: 'Submit review' }).click();
}

test('both parties review an ended contract; each sees both; the rating reaches the card and profile', async ({
  page,
  browser,
}) => {
  // Two people, four axe scans and a search: longer than one page's default budget.
  test.setTimeout(90_000);
  const client = await openSecondPage(browser);
  try {
    const lastName = `Rev${uniqueWord('')}`;
    const { contractId } = await endedContract(page, client, lastName);

    await page.goto(contractPage(contractId));
    await expect(page.getByText('Reviews open when the contract ends')).toBeVisible();
    await restCall(client.request, 'put', `/contracts/${contractId}/end`, { reason: 'The wallet shipped' });

    await client.goto(contractPage(contractId));
    await expect(client.getByRole('heading', { name: /^Review Amani/ })).toBeVisible();
    await expectNoSeriousA11yIssues(client);
    await client.getByRole('button', { name: 'Submit review' }).click();
    await expect(client.getByText('Rating must be from 1 to 5 in steps of 0.5')).toBeVisible();
    await expect(client.getByText('Comment must be 20-2000 characters')).toBeVisible();
    // The client agrees to be quoted on the public pages (issue 40); unticked unless they tick it.
    const consent = client.getByRole('checkbox', {
      name: /^Talanta may quote this review on its public pages/,
    });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await writeReview(client, '4.5', 'Shipped the wallet a week early, with tests.');
    await expect(
      client.getByText(/^Your review is in\. You'll see theirs when they've reviewed you or on/),
    ).toBeVisible();

    // The developer's open page learned of the end live; the client's review stays hidden until theirs is in.
    await expect(page.getByRole('heading', { name: /^Review Priya/ })).toBeVisible();
    await expect(page.getByText('Shipped the wallet a week early')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yIssues(page);
    // A developer's review of a client is never a testimonial: no consent to ask for.
    await expect(page.getByRole('checkbox', { name: /quote this review/ })).toHaveCount(0);
    await writeReview(page, '5', 'Clear brief, quick answers and fair scope.');
    await expect(page.getByRole('heading', { name: "Priya Sharma's review of you" })).toBeVisible();
    await expect(page.getByText('Shipped the wallet a week early, with tests.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await expect(client.getByRole('heading', { name: `Amani ${lastName}'s review of you` })).toBeVisible();
    await expect(client.getByText('Clear brief, quick answers and fair scope.')).toBeVisible();

    await client.goto(`/developers?q=${lastName}`);
    const card = client.getByRole('article', { name: `Amani ${lastName}` });
    await expect(card.getByText('4.5 · 1 review')).toBeVisible();
    await expect(card.getByText('1 completed contract')).toBeVisible();
    await card.getByRole('link', { name: `View Profile of Amani ${lastName}` }).click();
    await expect(client.getByRole('heading', { level: 1, name: `Amani ${lastName}` })).toBeVisible();
    await expect(client.getByText('4.5 · 1 review').first()).toBeVisible();
    const reviews = client.getByRole('article', { name: /^Review by Priya/ });
    await expect(reviews.getByText('Shipped the wallet a week early, with tests.')).toBeVisible();
    await expectNoSeriousA11yIssues(client);

    // Now both reviews show, the client's is quoted on the public pages, with their name.
    const visitor = await browser.newPage();
    try {
      for (const path of ['/', '/for-businesses']) {
        await visitor.goto(path);
        const quote = visitor
          .getByRole('figure')
          .filter({ hasText: 'Shipped the wallet a week early, with tests.' });
        await expect(quote).toBeVisible();
        await expect(quote.getByText('Priya Sharma', { exact: true })).toBeVisible();
        await expect(quote.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
      }
    } finally {
      await visitor.context().close();
    }
  } finally {
    await client.context().close();
  }
});
