import {
  DEVELOPER_PROFILE_PARTS,
  ERROR_MESSAGES,
  PROFILE_MESSAGES,
  type TDeveloperProfileInput,
} from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { expectRejected } from './helpers/http';
import { trpcError } from './helpers/trpc';
import { createUser, signedIn, signInAs } from './helpers/users';

/**
 * A developer's own profile: reading it with its completion, the profile page's rules, and Account
 * Settings.
 */

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

describe('GET /api/developers/profile', () => {
  it('answers 401 to visitors and 403 to clients and admins', async () => {
    const visitor = await t.http().get('/api/developers/profile');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
    for (const role of ['client', 'admin'] as const) {
      const { client } = await signedIn(t, role);
      const response = await client.get('/api/developers/profile');
      expect(response.status, role).toBe(403);
      expect(response.body).toEqual({ message: ERROR_MESSAGES.forbidden, code: 'FORBIDDEN' });
    }
  });

  it("returns the developer's own empty profile at 0% with every part missing", async () => {
    const { client, user, email } = await signedIn(t, 'developer');
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
    expect(response.body.missing.map((part: { key: string }) => part.key)).toEqual(
      DEVELOPER_PROFILE_PARTS.map((part) => part.key),
    );
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
    const { client, user } = await signedIn(t, 'developer');
    await t.db.deleteFrom('developerProfiles').where('userId', '=', user.id).execute();
    const response = await client.get('/api/developers/profile');
    expect(response.status).toBe(200);
    expect(response.body.userId).toBe(user.id);
  });
});

describe('PUT /api/developers/profile (the profile page)', () => {
  it('lists every rule of spec 000 §5 in order for an empty form', async () => {
    const { client } = await signedIn(t, 'developer');
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
    const { client } = await signedIn(t, 'developer');
    await expectRejected(client, 'PUT', '/api/developers/profile', developerProfile(override), message);
  });

  it('saves the profile, trims and de-duplicates skills, stores empty URLs as null, and completion rises', async () => {
    const { client, user } = await signedIn(t, 'developer');
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
    const { client } = await signedIn(t, 'client');
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
    const { client } = await signedIn(t, 'developer');
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
    const { client } = await signedIn(t, 'developer');
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
    const { client } = await signedIn(t, 'developer');
    await expectRejected(client, 'PUT', '/api/developers/profile/settings', body, message);
  });

  it('is for developers only', async () => {
    const { client } = await signedIn(t, 'client');
    expect((await client.put('/api/developers/profile/settings', {})).status).toBe(403);
  });
});
