import { PROFILE_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { expectRejected } from './helpers/http';
import { signedIn } from './helpers/users';

/** A client's own company profile: the company page's rules and Account Settings. */

const t = useTestApp();

function companyProfile(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Kilima Pay',
    companySize: '51-200',
    industry: 'Finance',
    description: 'Mobile money payouts for merchants across East Africa.',
    location: 'Nairobi, Kenya',
    websiteUrl: 'https://kilimapay.example.com',
    ...overrides,
  };
}

describe('GET and PUT /api/clients/profile (the company page)', () => {
  it('answers 401 to visitors and 403 to developers and admins', async () => {
    expect((await t.http().get('/api/clients/profile')).status).toBe(401);
    for (const role of ['developer', 'admin'] as const) {
      const { client } = await signedIn(t, role);
      expect((await client.get('/api/clients/profile')).status, role).toBe(403);
      expect((await client.put('/api/clients/profile', companyProfile())).status, role).toBe(403);
    }
  });

  it("returns the client's own empty company profile", async () => {
    const { client, user, email } = await signedIn(t, 'client');
    const response = await client.get('/api/clients/profile');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userId: user.id,
      companyName: null,
      companySize: null,
      industry: null,
      user: { id: user.id, email },
    });
  });

  it('lists every rule in order for an empty form', async () => {
    const { client } = await signedIn(t, 'client');
    const response = await expectRejected(
      client,
      'PUT',
      '/api/clients/profile',
      {},
      PROFILE_MESSAGES.companyName,
    );
    expect(response.body.issues).toEqual([
      { path: 'companyName', message: 'Company name is required' },
      { path: 'companySize', message: 'Company size is required' },
      { path: 'industry', message: 'Industry is required' },
      { path: 'description', message: 'Description must be at least 10 characters' },
      { path: 'location', message: 'Location is required' },
    ]);
  });

  it.each([
    ['a one-letter name', { companyName: 'K' }, 'Company name is required'],
    ['an unknown size', { companySize: '5000+' }, 'Company size is required'],
    ['a free-text industry', { industry: 'Fintech' }, 'Industry is required'],
    ['a short description', { description: 'Payments' }, 'Description must be at least 10 characters'],
    ['no location', { location: '' }, 'Location is required'],
    ['a bad website', { websiteUrl: 'kilimapay' }, 'Please enter a valid URL'],
  ])('refuses %s', async (_label, override, message) => {
    const { client } = await signedIn(t, 'client');
    await expectRejected(client, 'PUT', '/api/clients/profile', companyProfile(override), message);
  });

  it('saves the company profile', async () => {
    const { client } = await signedIn(t, 'client');
    const response = await client.put(
      '/api/clients/profile',
      companyProfile({ companySize: '1000+', websiteUrl: '' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...companyProfile({ companySize: '1000+' }), websiteUrl: null });
    expect((await client.get('/api/clients/profile')).body).toEqual(response.body);
  });

  it("accepts Account Settings' 500+ size too (spec 000 lists both screens' sizes)", async () => {
    const { client } = await signedIn(t, 'client');
    const response = await client.put('/api/clients/profile', companyProfile({ companySize: '500+' }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await client.get('/api/clients/profile')).body.companySize).toBe('500+');
  });
});

describe('PUT /api/clients/profile/settings (Account Settings)', () => {
  it('takes every field as optional, industry as free text and the 500+ size', async () => {
    const { client } = await signedIn(t, 'client');
    const response = await client.put('/api/clients/profile/settings', {
      companyName: 'Shamba Labs',
      companySize: '500+',
      industry: 'Agritech',
      description: '',
      location: '',
      websiteUrl: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      companyName: 'Shamba Labs',
      companySize: '500+',
      industry: 'Agritech',
      description: null,
      location: null,
      websiteUrl: null,
    });
  });

  it("keeps a size chosen on the company page that Account Settings' list does not have", async () => {
    const { client } = await signedIn(t, 'client');
    const response = await client.put('/api/clients/profile/settings', { companySize: '1000+' });
    expect(response.status).toBe(200);
    expect(response.body.companySize).toBe('1000+');
  });

  it.each([
    ['an unknown size', { companySize: 'huge' }, 'Company size is required'],
    ['a one-letter company name', { companyName: 'S' }, 'Company name is required'],
    ['a bad website', { websiteUrl: 'www' }, 'Please enter a valid URL'],
  ])('refuses %s', async (_label, body, message) => {
    const { client } = await signedIn(t, 'client');
    await expectRejected(client, 'PUT', '/api/clients/profile/settings', body, message);
  });

  it('is for clients only', async () => {
    const { client } = await signedIn(t, 'developer');
    expect((await client.put('/api/clients/profile/settings', {})).status).toBe(403);
  });
});
