import { COMPANY_SIZES, INDUSTRIES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { OWN_HOST, OWN_ORIGIN } from './helpers/http';
import { signedInActor, trpcAs } from './helpers/jobs';

const t = useTestApp();

describe('partial saves: a save never clears what its input did not mention', () => {
  const company = {
    companyName: 'Kilima Pay',
    companySize: COMPANY_SIZES[1],
    industry: INDUSTRIES[0],
    description: 'Payments for Kenyan shops and their suppliers.',
    location: 'Nairobi',
    websiteUrl: 'https://kilima.example',
  };
  const storedCompany = (userId: number) =>
    t.db
      .selectFrom('clientProfiles')
      .select(['companyName', 'companySize', 'industry', 'description', 'location', 'websiteUrl'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();

  async function clientWithCompany() {
    const client = await signedInActor(t, 'client');
    expect((await client.http.put('/api/clients/profile', company)).status).toBe(200);
    return client;
  }

  it('refuses a same-origin multipart body to the settings procedure with 415; the profile is intact', async () => {
    const client = await clientWithCompany();
    const multipart = '--x\r\nContent-Disposition: form-data; name="location"\r\n\r\n\r\n--x--\r\n';
    for (const url of ['/trpc/profile.updateClientSettings', '/%74rpc/profile.updateClientSettings']) {
      const response = await client.http.request('POST', url, {
        body: multipart,
        headers: { host: OWN_HOST, origin: OWN_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(response.status, url).toBe(415);
    }
    // No body, but a form's content type: refused as well (tRPC would read it as an empty input).
    const empty = await client.http.request('POST', '/trpc/profile.updateClientSettings', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(empty.status).toBe(415);
    expect(await storedCompany(client.user.id)).toEqual(company);
  });

  it('Account Settings over REST changes only the fields it sends; an explicit empty value clears', async () => {
    const client = await clientWithCompany();
    const moved = await client.http.put('/api/clients/profile/settings', { location: 'Mombasa' });
    expect(moved.status).toBe(200);
    expect(await storedCompany(client.user.id)).toEqual({ ...company, location: 'Mombasa' });
    const nothing = await client.http.put('/api/clients/profile/settings', {});
    expect(nothing.status).toBe(200);
    expect(await storedCompany(client.user.id)).toEqual({ ...company, location: 'Mombasa' });
    const cleared = await client.http.put('/api/clients/profile/settings', {
      websiteUrl: '',
      industry: null,
    });
    expect(cleared.status).toBe(200);
    expect(await storedCompany(client.user.id)).toEqual({
      ...company,
      location: 'Mombasa',
      websiteUrl: null,
      industry: null,
    });
  });

  it('the developer forms over tRPC keep absent fields, skills and links included', async () => {
    const developer = await signedInActor(t, 'developer');
    const trpc = await trpcAs(t, developer);
    const page = {
      title: 'Backend engineer',
      bio: 'Payments and logistics systems in Go and Node.js.',
      skills: ['Go', 'Node.js'],
      hourlyRate: 40,
      yearsOfExperience: 6,
      availability: 'full-time' as const,
      location: 'Nairobi',
      githubUrl: 'https://github.com/walker',
      linkedinUrl: 'https://www.linkedin.com/in/walker',
    };
    await trpc.client.profile.updateDeveloper.mutate(page);
    const saved = await trpc.client.profile.updateDeveloperSettings.mutate({ title: 'Staff engineer' });
    expect(saved).toMatchObject({ ...page, title: 'Staff engineer', portfolioUrl: null });
    // The profile page without its optional links leaves them as they were.
    const { githubUrl: _github, linkedinUrl: _linkedin, ...withoutLinks } = page;
    const again = await trpc.client.profile.updateDeveloper.mutate(withoutLinks);
    expect(again).toMatchObject({ githubUrl: page.githubUrl, linkedinUrl: page.linkedinUrl });
    // What the settings form sends for a cleared box: '' still clears, though typed callers send null.
    const cleared = await trpc.client.profile.updateDeveloperSettings.mutate({
      skills: [],
      // @ts-expect-error the declared input is a number or null
      hourlyRate: '',
    });
    expect(cleared).toMatchObject({ skills: [], hourlyRate: null, title: page.title, bio: page.bio });
  });
});
