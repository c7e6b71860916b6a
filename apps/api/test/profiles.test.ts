import { ERROR_MESSAGES, PROFILE_MESSAGES, type TDeveloperProfileInput } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import type { HttpClient } from './helpers/http';
import { trpcError } from './helpers/trpc';
import { createUser, signedInClient, signInAs } from './helpers/users';

const t = useTestApp();

/** A developer profile page payload that passes every rule; tests override one field at a time. */
function developerProfile(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Senior Backend Engineer',
    bio: 'I build payment systems in Go and TypeScript for East African fintechs.',
    skills: ['Go', 'TypeScript', 'PostgreSQL'],
    hourlyRate: 55,
    yearsOfExperience: 6,
    availability: 'contract',
    location: 'Nairobi, Kenya',
    githubUrl: 'https://github.com/amani',
    linkedinUrl: 'https://www.linkedin.com/in/amani',
    portfolioUrl: '',
    ...overrides,
  };
}

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

async function signedIn(role: 'developer' | 'client' | 'admin') {
  return signedInClient(t.db, t.http(), role);
}

async function expectRejected(http: HttpClient, method: 'PUT', path: string, body: unknown, message: string) {
  const response = await http.request(method, path, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe('BAD_REQUEST');
  expect(response.body.message).toBe(message);
  return response;
}

describe('GET /api/developers/profile', () => {
  it('answers 401 to visitors and 403 to clients and admins', async () => {
    const visitor = await t.http().get('/api/developers/profile');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
    for (const role of ['client', 'admin'] as const) {
      const { client } = await signedIn(role);
      const response = await client.get('/api/developers/profile');
      expect(response.status, role).toBe(403);
      expect(response.body).toEqual({ message: ERROR_MESSAGES.forbidden, code: 'FORBIDDEN' });
    }
  });

  it("returns the developer's own empty profile at 0% with every part missing", async () => {
    const { client, user, email } = await signedIn('developer');
    const response = await client.get('/api/developers/profile');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userId: user.id,
      title: null,
      bio: null,
      skills: [],
      hourlyRate: null,
      isApproved: false,
      isVerified: false,
      completionPercentage: 0,
      user: { id: user.id, email, firstName: user.firstName, lastName: user.lastName, profileImageUrl: null },
    });
    expect(response.body.missing.map((part: { key: string }) => part.key)).toEqual([
      'title',
      'bio',
      'skills',
      'hourlyRate',
      'yearsOfExperience',
      'availability',
      'location',
      'githubUrl',
      'linkedinUrl',
      'profileImageUrl',
    ]);
    // Never the phone number or anything secret, even to the owner.
    expect(Object.keys(response.body.user).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
    ]);
  });

  it('makes the profile on first use for a developer who has none (a role changed by an admin)', async () => {
    const { client, user } = await signedIn('developer');
    await t.db.deleteFrom('developerProfiles').where('userId', '=', user.id).execute();
    const response = await client.get('/api/developers/profile');
    expect(response.status).toBe(200);
    expect(response.body.userId).toBe(user.id);
  });
});

describe('PUT /api/developers/profile (the profile page)', () => {
  it('lists every rule of spec 000 §5 in order for an empty form', async () => {
    const { client } = await signedIn('developer');
    const response = await expectRejected(
      client,
      'PUT',
      '/api/developers/profile',
      {},
      PROFILE_MESSAGES.title,
    );
    expect(response.body.issues).toEqual([
      { path: 'title', message: 'Title is required' },
      { path: 'bio', message: 'Bio must be at least 10 characters' },
      { path: 'skills', message: 'Select at least one skill' },
      { path: 'hourlyRate', message: 'Hourly rate is required' },
      { path: 'yearsOfExperience', message: 'Years of experience is required' },
      { path: 'availability', message: 'Availability is required' },
      { path: 'location', message: 'Location is required' },
    ]);
  });

  it.each([
    ['a title under 3 characters', { title: ' ab ' }, 'Title is required'],
    ['a bio under 10 characters', { bio: '123456789' }, 'Bio must be at least 10 characters'],
    ['no skills', { skills: [] }, 'Select at least one skill'],
    ['only blank skills', { skills: ['  ', ''] }, 'Select at least one skill'],
    ['a rate below 1', { hourlyRate: 0 }, 'Hourly rate is required'],
    ['an empty rate', { hourlyRate: '' }, 'Hourly rate is required'],
    ['a rate that is not a number', { hourlyRate: 'fifty' }, 'Hourly rate is required'],
    ['negative years', { yearsOfExperience: -1 }, 'Years of experience is required'],
    ['empty years', { yearsOfExperience: '' }, 'Years of experience is required'],
    ['fractional years', { yearsOfExperience: 2.5 }, 'Years of experience must be a whole number'],
    ['an unknown availability', { availability: 'freelance' }, 'Availability is required'],
    ['a blank location', { location: '   ' }, 'Location is required'],
    ['a bad GitHub URL', { githubUrl: 'github.com/amani' }, 'Please enter a valid URL'],
    ['a bad LinkedIn URL', { linkedinUrl: 'not a url' }, 'Please enter a valid URL'],
    ['a non-http portfolio URL', { portfolioUrl: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    ['a huge rate', { hourlyRate: 1_000_000 }, 'Hourly rate must be at most $10,000'],
  ])('refuses %s', async (_label, override, message) => {
    const { client } = await signedIn('developer');
    await expectRejected(client, 'PUT', '/api/developers/profile', developerProfile(override), message);
  });

  it('saves the profile, trims and de-duplicates skills, stores empty URLs as null, and completion rises', async () => {
    const { client, user } = await signedIn('developer');
    const response = await client.put(
      '/api/developers/profile',
      developerProfile({
        skills: [' go ', 'Go', 'typescript', 'Event Sourcing', 'event sourcing'],
        hourlyRate: '55.5',
        yearsOfExperience: '6',
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userId: user.id,
      title: 'Senior Backend Engineer',
      // Known skills take the catalogue's spelling; free-text skills are kept as typed.
      skills: ['Go', 'TypeScript', 'Event Sourcing'],
      hourlyRate: 55.5,
      yearsOfExperience: 6,
      availability: 'contract',
      portfolioUrl: null,
      // Everything but the photo: 9 of 10 parts.
      completionPercentage: 90,
      missing: [{ key: 'profileImageUrl', label: 'Profile photo' }],
    });
    const reloaded = await client.get('/api/developers/profile');
    expect(reloaded.body).toEqual(response.body);
  });

  it('answers 401 to visitors and 403 to clients', async () => {
    expect((await t.http().put('/api/developers/profile', developerProfile())).status).toBe(401);
    const { client } = await signedIn('client');
    expect((await client.put('/api/developers/profile', developerProfile())).status).toBe(403);
  });

  it('is the same procedure over tRPC, with the same messages', async () => {
    const { user } = await createUser(t.db, 'developer');
    const trpc = await t.trpc();
    const token = await signInAs(t.db, t.http(), user);
    trpc.cookies.set('talanta_session', token);
    const error = await trpcError(
      trpc.client.profile.updateDeveloper.mutate(
        developerProfile({ bio: 'short' }) as TDeveloperProfileInput,
      ),
    );
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toBe('Bio must be at least 10 characters');
    const saved = await trpc.client.profile.updateDeveloper.mutate(
      developerProfile() as TDeveloperProfileInput,
    );
    expect(saved.completionPercentage).toBe(90);
  });
});

describe('PUT /api/developers/profile/settings (Account Settings)', () => {
  it('accepts an all-empty form and clears the fields', async () => {
    const { client } = await signedIn('developer');
    await client.put('/api/developers/profile', developerProfile());
    const response = await client.put('/api/developers/profile/settings', {
      title: '',
      bio: '',
      skills: [],
      hourlyRate: '',
      yearsOfExperience: '',
      availability: '',
      location: '',
      githubUrl: '',
      linkedinUrl: '',
      portfolioUrl: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: null,
      bio: null,
      skills: [],
      hourlyRate: null,
      yearsOfExperience: null,
      availability: null,
      location: null,
      githubUrl: null,
      completionPercentage: 0,
    });
  });

  it('saves a partial profile and computes the completion from what is filled in', async () => {
    const { client } = await signedIn('developer');
    const response = await client.put('/api/developers/profile/settings', {
      title: 'Data Engineer',
      skills: ['Python'],
      location: 'Pune, India',
    });
    expect(response.status).toBe(200);
    expect(response.body.completionPercentage).toBe(30);
  });

  it.each([
    ['a filled title under 3 characters', { title: 'ab' }, 'Title is required'],
    ['a filled bio under 10 characters', { bio: 'tiny' }, 'Bio must be at least 10 characters'],
    ['a rate of 0', { hourlyRate: 0 }, 'Hourly rate is required'],
    ['a bad URL', { portfolioUrl: 'portfolio' }, 'Please enter a valid URL'],
    ['an unknown availability', { availability: 'sometimes' }, 'Availability is required'],
  ])('still refuses %s', async (_label, body, message) => {
    const { client } = await signedIn('developer');
    await expectRejected(client, 'PUT', '/api/developers/profile/settings', body, message);
  });

  it('is for developers only', async () => {
    const { client } = await signedIn('client');
    expect((await client.put('/api/developers/profile/settings', {})).status).toBe(403);
  });
});

describe('GET and PUT /api/clients/profile (the company page)', () => {
  it('answers 401 to visitors and 403 to developers and admins', async () => {
    expect((await t.http().get('/api/clients/profile')).status).toBe(401);
    for (const role of ['developer', 'admin'] as const) {
      const { client } = await signedIn(role);
      expect((await client.get('/api/clients/profile')).status, role).toBe(403);
      expect((await client.put('/api/clients/profile', companyProfile())).status, role).toBe(403);
    }
  });

  it("returns the client's own empty company profile", async () => {
    const { client, user, email } = await signedIn('client');
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
    const { client } = await signedIn('client');
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
    const { client } = await signedIn('client');
    await expectRejected(client, 'PUT', '/api/clients/profile', companyProfile(override), message);
  });

  it('saves the company profile', async () => {
    const { client } = await signedIn('client');
    const response = await client.put(
      '/api/clients/profile',
      companyProfile({ companySize: '1000+', websiteUrl: '' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...companyProfile({ companySize: '1000+' }), websiteUrl: null });
    expect((await client.get('/api/clients/profile')).body).toEqual(response.body);
  });

  it("accepts Account Settings' 500+ size too (spec 000 lists both screens' sizes)", async () => {
    const { client } = await signedIn('client');
    const response = await client.put('/api/clients/profile', companyProfile({ companySize: '500+' }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await client.get('/api/clients/profile')).body.companySize).toBe('500+');
  });
});

describe('PUT /api/clients/profile/settings (Account Settings)', () => {
  it('takes every field as optional, industry as free text and the 500+ size', async () => {
    const { client } = await signedIn('client');
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
    const { client } = await signedIn('client');
    const response = await client.put('/api/clients/profile/settings', { companySize: '1000+' });
    expect(response.status).toBe(200);
    expect(response.body.companySize).toBe('1000+');
  });

  it.each([
    ['an unknown size', { companySize: 'huge' }, 'Company size is required'],
    ['a one-letter company name', { companyName: 'S' }, 'Company name is required'],
    ['a bad website', { websiteUrl: 'www' }, 'Please enter a valid URL'],
  ])('refuses %s', async (_label, body, message) => {
    const { client } = await signedIn('client');
    await expectRejected(client, 'PUT', '/api/clients/profile/settings', body, message);
  });

  it('is for clients only', async () => {
    const { client } = await signedIn('developer');
    expect((await client.put('/api/clients/profile/settings', {})).status).toBe(403);
  });
});
