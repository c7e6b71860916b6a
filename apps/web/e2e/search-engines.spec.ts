import { E2E_BASE_URL } from './support/constants';
import { seedDeveloper, uniqueToken } from './support/developers';
import { postJob } from './support/jobs';
import { collectErrors } from './support/shell';
import { type APIRequestContext, expect, test } from './support/test';
import { createAccount, newUser } from './support/users';

/**
 * What a search engine reads (issue 40): the server's HTML of a job of the public board and of a
 * developer's profile, without JavaScript and without a session, carries a real title, a meta
 * description, the canonical address on PUBLIC_URL and the JSON-LD Google's rich results require.
 */

/** The parts of a page's head that search engines read, from its HTML. */
function headOf(html: string) {
  const attribute = (tag: RegExp, name: string) =>
    html.match(tag)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: attribute(/<meta name="description"[^>]*>/, 'content'),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    canonical: attribute(/<link rel="canonical"[^>]*>/, 'href'),
    jsonLd: jsonLd.map((match) => JSON.parse(match[1] ?? '')),
  };
}

async function visitorHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { cookie: '' } });
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe('pages search engines can read', () => {
  test('a job of the board and a developer profile carry title, description, canonical and JSON-LD', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const clientApi = await playwright.request.newContext({ baseURL });
    await createAccount(clientApi, newUser('client'));
    // Markup in the text stays text: the JSON-LD block cannot be closed from inside.
    const job = await postJob(clientApi, {
      title: `Payments reconciliation engineer ${uniqueToken('t')}`,
      description: 'Reconcile M-Pesa payouts nightly. </script><b>Not markup</b> & keep the ledger right.',
    });
    await clientApi.dispose();

    const html = await visitorHtml(request, `/open-jobs/${job.id}`);
    expect(html).not.toContain('</script><b>');
    const jobHead = headOf(html);
    expect(jobHead.title).toBe(`${job.title} · Talanta`);
    expect(jobHead.descriptions).toBe(1);
    expect(jobHead.description).toContain('Reconcile M-Pesa payouts nightly.');
    expect(jobHead.description?.length).toBeLessThanOrEqual(155);
    expect(jobHead.canonical).toBe(`${E2E_BASE_URL}/open-jobs/${job.id}`);
    expect(jobHead.jsonLd).toHaveLength(1);
    const posting = jobHead.jsonLd[0];
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Kenya' },
        { '@type': 'Country', name: 'India' },
      ],
      employmentType: 'CONTRACTOR',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 40, maxValue: 60, unitText: 'HOUR' },
      },
      identifier: { '@type': 'PropertyValue', value: String(job.id) },
      directApply: false,
    });
    expect(posting.description).toContain('&lt;/script&gt;&lt;b&gt;Not markup&lt;/b&gt; &amp; keep');
    expect(new Date(posting.datePosted).getTime()).not.toBeNaN();

    const developer = await seedDeveloper({
      title: 'Payments Backend Engineer',
      bio: 'Builds settlement services in Go for Kenyan lenders and keeps them running.',
      skills: ['Go', 'PostgreSQL'],
      hourlyRate: 45,
      yearsOfExperience: 6,
      availability: 'contract',
      location: 'Nairobi',
    });
    await developer.api.dispose();
    const profileHead = headOf(await visitorHtml(request, `/developer/${developer.profileId}`));
    const name = `${developer.user.firstName} ${developer.user.lastName}`;
    expect(profileHead.title).toBe(`${name}, Payments Backend Engineer · Talanta`);
    expect(profileHead.description).toContain('Go, PostgreSQL');
    expect(profileHead.canonical).toBe(`${E2E_BASE_URL}/developer/${developer.profileId}`);
    expect(profileHead.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name,
        jobTitle: 'Payments Backend Engineer',
        knowsAbout: ['Go', 'PostgreSQL'],
        address: { addressLocality: 'Nairobi', addressCountry: 'Kenya' },
      },
    });

    // A job that is not on the board is the route's not-found screen, answered with 404.
    const missing = await request.get('/open-jobs/2000000000');
    expect(missing.status()).toBe(404);
    expect(headOf(await missing.text()).title).toBe('Job Not Found · Talanta');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${E2E_BASE_URL}/open-jobs/${job.id}</loc>`);
    expect(sitemap).toContain(`<loc>${E2E_BASE_URL}/developer/${developer.profileId}</loc>`);
  });

  test('a visitor goes from the board to a job, and Apply leads to sign-in and back to the job', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Open Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Open Developer Jobs' })).toBeVisible();
    await expect(page).toHaveTitle('Open Developer Jobs · Talanta');
    const first = page.getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Talanta`);
    const jobId = new URL(page.url()).pathname.split('/').at(-1);
    // Drawn by the browser after moving here: the head still names the page on the public origin.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${E2E_BASE_URL}/open-jobs/${jobId}`,
    );
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    // Drawn by the server, then hydrated: the same head, no mismatch, nothing blocked by the CSP.
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${E2E_BASE_URL}/open-jobs/${jobId}`,
    );
    await page
      .getByRole('link', { name: `Apply to ${title}` })
      .first()
      .click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/jobs/${jobId}`)}`);
    expect(errors).toEqual([]);
  });
});
