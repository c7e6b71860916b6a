import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yIssues } from './support/axe';
import { applyToJob, openSecondPage, postJob, signedInAsApprovedDeveloper, uniqueWord } from './support/jobs';
import { toast } from './support/shell';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { createAccount, logInWithForm, newUser, signedInAs, type TestUser } from './support/users';

/**
 * Issue 12, interviews: a client proposes times from the applicant row, the developer answers on
 * /interviews, and both read every time in their own zone beside the other's. Each side keeps its
 * own browser context; what one does reaches the other's open screen live, without a reload.
 */

const DEVELOPER = 'Amani Otieno';
const NAIROBI = 'Africa/Nairobi'; // the client, UTC+3 all year
const KOLKATA = 'Asia/Kolkata'; // the developer, UTC+5:30 all year

/** Stores the user's zone through the account update, as Account Settings saves it. */
async function setTimeZone(api: APIRequestContext, user: TestUser, timeZone: string) {
  const response = await api.post('/trpc/auth.updateUser', {
    data: { firstName: user.firstName, lastName: user.lastName, email: user.email, timeZone },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A calendar day `days` ahead, as a date input takes it ("2030-01-15"). */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/** "Tue 15 Jan" of a date: both zones here see the same day for the times this test picks. */
function dayLabel(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    at.toLocaleDateString('en-GB', { timeZone: 'UTC', ...options });
  return `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })}`;
}

const section = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });

/** A client (Nairobi) with a job and a developer (Kolkata) who applied; the developer is `page`. */
async function clientAndApplicant(page: Page, client: Page, title: string) {
  const developer = await signedInAsApprovedDeveloper(page);
  const clientUser = await signedInAs(client, 'client');
  await setTimeZone(page.request, developer, KOLKATA);
  await setTimeZone(client.request, clientUser, NAIROBI);
  const job = await postJob(client.request, { title: `${title} ${uniqueWord()}` });
  const application = await applyToJob(page.request, job.id);
  return { job, applicationId: application.id };
}

test('a client proposes two times, the developer accepts one, both see it in their zones and the .ics', async ({
  page,
  browser,
}) => {
  const client = await openSecondPage(browser);
  try {
    const { job } = await clientAndApplicant(page, client, 'Matatu route planner');
    await page.goto('/interviews');
    await expect(page.getByText('No interviews yet')).toBeVisible();

    const first = dayAhead(10);
    const second = dayAhead(11);
    await client.goto(`/jobs/${job.id}`);
    const row = client.getByRole('article', { name: `Application from ${DEVELOPER}` });
    // The client reads the applicant first: View Details loads the application with the profile.
    await row.getByRole('button', { name: `View details of ${DEVELOPER}'s application` }).click();
    const details = client.getByRole('dialog', { name: DEVELOPER });
    await expect(details.getByRole('region', { name: 'Cover letter' })).toBeVisible();
    await expect(details.getByRole('heading', { name: `About ${DEVELOPER.split(' ')[0]}` })).toBeVisible();
    await client.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await row.getByRole('button', { name: `Propose interview to ${DEVELOPER}` }).click();
    const dialog = client.getByRole('dialog', { name: `Propose an interview with ${DEVELOPER}` });
    await expect(
      dialog.getByRole('group', { name: /in your time zone \(Nairobi, Africa\/Nairobi\)/ }),
    ).toBeVisible();
    await dialog.getByLabel('Date, slot 1').fill(first);
    await dialog.getByLabel('Time, slot 1').fill('14:00');
    await dialog.getByLabel('Duration, slot 1').selectOption('60');
    await dialog.getByRole('button', { name: 'Add another time' }).click();
    await dialog.getByLabel('Date, slot 2').fill(second);
    await dialog.getByLabel('Time, slot 2').fill('09:30');
    await dialog.getByLabel('Meeting link').fill('https://meet.example.com/matatu');
    await dialog.getByRole('button', { name: 'Propose interview' }).click();
    await expect(toast(client, 'Interview proposed')).toBeVisible();
    await expect(row.getByRole('link', { name: `See interview with ${DEVELOPER}` })).toBeVisible();
    await expectNoSeriousA11yIssues(client);

    // The developer's open /interviews receives it live: 14:00 in Nairobi is 16:30 in Kolkata.
    const asked = section(page, 'Needing my answer').getByRole('article', { name: job.title });
    await expect(asked).toContainText(`${dayLabel(first)}, 16:30 your time · 14:00 in Nairobi`);
    await expect(asked).toContainText(`${dayLabel(second)}, 12:00 your time · 09:30 in Nairobi`);
    await expect(asked).toContainText('https://meet.example.com/matatu');

    await client.goto('/interviews');
    const clientCard = section(client, 'Upcoming').getByRole('article', { name: job.title });
    await expect(clientCard.getByText('Times proposed')).toBeVisible();

    await asked.getByRole('button', { name: `Accept a time for ${job.title}` }).click();
    const accept = page.getByRole('dialog', { name: 'Accept a time' });
    await accept
      .getByRole('radio', { name: `${dayLabel(first)}, 16:30 your time · 14:00 in Nairobi` })
      .check();
    await accept.getByRole('button', { name: 'Accept this time' }).click();
    await expect(toast(page, 'Interview scheduled')).toBeVisible();

    const upcoming = section(page, 'Upcoming').getByRole('article', { name: job.title });
    await expect(upcoming.getByText('Scheduled')).toBeVisible();
    await expect(upcoming).toContainText(`${dayLabel(first)}, 16:30 your time · 14:00 in Nairobi`);
    await expect(upcoming).not.toContainText('12:00 your time');
    await expect(section(page, 'Needing my answer')).toContainText('Nothing is waiting for your answer.');

    // The client's screen follows without a reload, in the client's own zone.
    await expect(clientCard.getByText('Scheduled')).toBeVisible();
    await expect(clientCard).toContainText(`${dayLabel(first)}, 14:00 your time · 16:30 in Kolkata`);
    // A scheduled card with its actions and "Add to calendar" (label in name, WCAG 2.5.3).
    await expectNoSeriousA11yIssues(client);

    const calendarLink = clientCard.getByRole('link', {
      name: `Add to calendar: interview for ${job.title}`,
    });
    const [download] = await Promise.all([client.waitForEvent('download'), calendarLink.click()]);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toMatch(/^UID:interview-\d+@talanta\r?$/m);
    // 14:00 in Nairobi (UTC+3) is 11:00 UTC.
    expect(ics).toMatch(new RegExp(`^DTSTART:${first.replaceAll('-', '')}T110000Z\\r?$`, 'm'));
    expect(ics).toContain('STATUS:CONFIRMED');
    const served = await client.request.get((await calendarLink.getAttribute('href')) ?? '');
    expect(served.headers()['content-type']).toMatch(/^text\/calendar/);
  } finally {
    await client.context().close();
  }
});

test('the developer asks for other times, the client sees the note and cancels', async ({
  page,
  browser,
}) => {
  const client = await openSecondPage(browser);
  try {
    const { job, applicationId } = await clientAndApplicant(page, client, 'Boda delivery tracker');
    const proposed = await client.request.post('/trpc/interview.propose', {
      data: {
        id: applicationId,
        slots: [{ startsAt: `${dayAhead(8)}T10:00:00+03:00`, durationMinutes: 30 }],
      },
    });
    expect(proposed.ok(), await proposed.text()).toBe(true);
    await client.goto('/interviews');
    await page.goto('/interviews');

    const asked = section(page, 'Needing my answer').getByRole('article', { name: job.title });
    await asked.getByRole('button', { name: `Ask for other times for ${job.title}` }).click();
    const decline = page.getByRole('dialog', { name: 'Ask for other times' });
    await decline.getByLabel(/Note to the client/).fill('Afternoons suit me better');
    await decline.getByRole('button', { name: 'Ask for other times' }).click();
    await expect(toast(page, 'Other times requested')).toBeVisible();
    await expect(section(page, 'Upcoming').getByRole('article', { name: job.title })).toContainText(
      'Other times requested',
    );

    const answer = section(client, 'Needing my answer').getByRole('article', { name: job.title });
    await expect(answer).toContainText('Afternoons suit me better');
    await answer.getByRole('button', { name: `Cancel the interview for ${job.title}` }).click();
    const cancel = client.getByRole('dialog', { name: 'Cancel this interview?' });
    await cancel.getByLabel(/Reason/).fill('The role has been filled');
    await cancel.getByRole('button', { name: 'Cancel interview' }).click();
    await expect(toast(client, 'Interview cancelled')).toBeVisible();
    await expect(section(client, 'Past & cancelled').getByRole('article', { name: job.title })).toBeVisible();

    const past = section(page, 'Past & cancelled').getByRole('article', { name: job.title });
    await expect(past).toContainText('The role has been filled');
    await expect(past.getByRole('button')).toHaveCount(0);
  } finally {
    await client.context().close();
  }
});

test('a user still on UTC gets the browser’s zone at sign-in, once, and a UTC picked later stays', async ({
  browser,
  request,
}) => {
  const user = newUser('client');
  await createAccount(request, user);
  const context = await browser.newContext({ timezoneId: NAIROBI });
  try {
    const page = await context.newPage();
    const zoneUpdates: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('auth.updateUser')) zoneUpdates.push(sent.postData() ?? '');
    });
    const storedZone = async () => {
      const response = await page.request.get('/trpc/auth.session');
      const body = (await response.json()) as { result: { data: { timeZone: string } | null } };
      return body.result.data?.timeZone ?? 'signed out';
    };

    await page.goto('/login');
    await logInWithForm(page, user);
    // Signed in once the dashboard shows ("Welcome back!" is also the login screen's heading).
    await expect(page).toHaveURL('/dashboard');
    await expect.poll(storedZone).toBe(NAIROBI);
    expect(zoneUpdates).toHaveLength(1);
    // This browser notes it once the update's answer is in, a moment after the server has it: the
    // sign-out below must not come in between (the next sign-in would then send it again).
    const noted = () =>
      page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('talanta.timeZoneFromBrowser.')),
      );
    await expect.poll(noted).toBe(true);

    await setTimeZone(page.request, user, 'UTC');
    await context.clearCookies(); // signed out; this browser's storage stays
    await page.goto('/login');
    await logInWithForm(page, user);
    // The dashboard's figures come after the sign-in's own requests: a zone update would be sent by now.
    await expect(page.getByRole('term').filter({ hasText: 'Active Jobs' })).toBeVisible();
    expect(zoneUpdates).toHaveLength(1);
    expect(await storedZone()).toBe('UTC');
  } finally {
    await context.close();
  }
});
