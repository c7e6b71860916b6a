import { developerSearchQueries } from '@talanta/db';
import { TALENT_MESSAGES, type TDeveloperSearchInput, ZDeveloperSearchInput } from '@talanta/schema';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/session';
import { useTestApp } from './helpers/app';
import { createUser, signedInClient } from './helpers/users';

const t = useTestApp();

interface SeedDeveloper {
  firstName: string;
  lastName: string;
  approved: boolean;
  verified?: boolean;
  title: string;
  bio: string;
  skills: string[];
  hourlyRate: number;
  yearsOfExperience: number;
  availability: 'full-time' | 'part-time' | 'contract';
  location: string;
}

/** A small marketplace: four approved developers from both countries, and two under review. */
const SEED = {
  wanjiku: {
    firstName: 'Wanjiku',
    lastName: 'Kamau',
    approved: true,
    verified: true,
    title: 'Senior Android Engineer',
    bio: 'Offline-first health apps for community workers in rural counties.',
    skills: ['Kotlin', 'Java', 'Firebase'],
    hourlyRate: 50,
    yearsOfExperience: 8,
    availability: 'full-time',
    location: 'Nairobi, Kenya',
  },
  brian: {
    firstName: 'Brian',
    lastName: 'Otieno',
    approved: true,
    verified: false,
    title: 'Full Stack Engineer',
    bio: 'Payments reconciliation for M-Pesa merchants; React dashboards over GraphQL.',
    skills: ['React', 'Node.js', 'GraphQL', 'Go'],
    hourlyRate: 45,
    yearsOfExperience: 7,
    availability: 'contract',
    location: 'Mombasa',
  },
  priya: {
    firstName: 'Priya',
    lastName: 'Sharma',
    approved: true,
    verified: true,
    title: 'Machine Learning Engineer',
    bio: 'Recommendation systems and forecasting pipelines in Python; 100% test coverage fan.',
    skills: ['Python', 'Django', 'AWS', 'React'],
    hourlyRate: 60,
    yearsOfExperience: 5,
    availability: 'part-time',
    location: 'Bengaluru',
  },
  arjun: {
    firstName: 'Arjun',
    lastName: 'Nair',
    approved: true,
    verified: false,
    title: 'DevOps Engineer',
    bio: 'Kubernetes platforms and CI_CD pipelines for fintech teams.',
    skills: ['Kubernetes', 'Docker', 'Go', 'React'],
    hourlyRate: 35,
    yearsOfExperience: 3,
    availability: 'contract',
    location: 'Kochi, India',
  },
  joy: {
    firstName: 'Joy',
    lastName: 'Chebet',
    approved: false,
    title: 'React Developer',
    bio: 'Freshly signed up React developer awaiting review by the team.',
    skills: ['React', 'TypeScript'],
    hourlyRate: 20,
    yearsOfExperience: 1,
    availability: 'full-time',
    location: 'Nakuru, Kenya',
  },
  rahul: {
    firstName: 'Rahul',
    lastName: 'Verma',
    approved: false,
    title: 'Kotlin Developer',
    bio: 'Android apps for logistics companies, pending approval still.',
    skills: ['Kotlin'],
    hourlyRate: 30,
    yearsOfExperience: 2,
    availability: 'contract',
    location: 'Delhi, India',
  },
} satisfies Record<string, SeedDeveloper>;

type SeedName = keyof typeof SEED;
const seeded = {} as Record<SeedName, { profileId: number; userId: number; email: string }>;

beforeAll(async () => {
  for (const [name, developer] of Object.entries(SEED) as [SeedName, SeedDeveloper][]) {
    const { user, email } = await createUser(t.db, 'developer', {
      firstName: developer.firstName,
      lastName: developer.lastName,
    });
    const { approved, verified, firstName: _f, lastName: _l, ...profile } = developer;
    const row = await t.db
      .updateTable('developerProfiles')
      .set({ ...profile, isApproved: approved, isVerified: verified ?? false })
      .where('userId', '=', user.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    seeded[name] = { profileId: row.id, userId: user.id, email };
  }
});

/** First names of the developers a GET /api/developers/all request lists, in its order. */
async function namesFor(query: string): Promise<string[]> {
  const response = await t.http().get(`/api/developers/all${query ? `?${query}` : ''}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers['x-total-count']).toBe(String(response.body.length));
  return response.body.map((developer: { user: { firstName: string } }) => developer.user.firstName);
}

describe('GET /api/developers/top', () => {
  it('lists approved developers only, verified and most complete first, 6 by default', async () => {
    const response = await t.http().get('/api/developers/top');
    expect(response.status).toBe(200);
    const names = response.body.map((developer: { user: { firstName: string } }) => developer.user.firstName);
    expect(names).toEqual(['Wanjiku', 'Priya', 'Brian', 'Arjun']);
    expect(response.body.every((developer: { isApproved: boolean }) => developer.isApproved)).toBe(true);
  });

  it('takes a limit, from 1 to 100', async () => {
    const two = await t.http().get('/api/developers/top?limit=2');
    expect(two.body).toHaveLength(2);
    for (const limit of ['0', '101', 'many']) {
      const response = await t.http().get(`/api/developers/top?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.message).toBe(TALENT_MESSAGES.limit);
    }
  });

  it('never shows an email or phone number', async () => {
    const response = await t.http().get('/api/developers/top');
    const text = JSON.stringify(response.body);
    for (const { email } of Object.values(seeded)) expect(text).not.toContain(email);
    expect(text).not.toContain('+254');
    expect(Object.keys(response.body[0].user).sort()).toEqual([
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
    ]);
    expect(response.body[0]).not.toHaveProperty('email');
    expect(response.body[0]).not.toHaveProperty('phoneNumber');
  });
});

describe('GET /api/developers/all', () => {
  it('lists approved developers, verified first then newest, with X-Total-Count', async () => {
    expect(await namesFor('')).toEqual(['Priya', 'Wanjiku', 'Arjun', 'Brian']);
  });

  it('pages with limit and offset while X-Total-Count keeps the number of all matches', async () => {
    const response = await t.http().get('/api/developers/all?limit=2&offset=1');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(
      response.body.map((developer: { user: { firstName: string } }) => developer.user.firstName),
    ).toEqual(['Wanjiku', 'Arjun']);
  });

  it.each([
    ['a skill, in any case', 'search=KOTLIN', ['Wanjiku']],
    ['a word of the bio', 'search=reconciliation', ['Brian']],
    ['part of a word', 'search=ecommend', ['Priya']],
    ['the title', 'search=devops%20engineer', ['Arjun']],
    ['the location', 'search=kochi', ['Arjun']],
    ['a first name', 'search=priya', ['Priya']],
    ['a last name', 'search=otieno', ['Brian']],
    ['a skill every approved React developer has', 'search=react', ['Priya', 'Arjun', 'Brian']],
    ['a literal percent sign', 'search=100%25', ['Priya']],
    ['a literal underscore', 'search=ci_cd', ['Arjun']],
    ['an underscore that is not a wildcard', 'search=ci_c_', []],
    ['a name across two fields, which matches nothing', 'search=kamau%20senior', []],
    ['blank text, which means no search', 'search=%20%20', ['Priya', 'Wanjiku', 'Arjun', 'Brian']],
  ])('searches by %s', async (_label, query, expected) => {
    expect(await namesFor(query)).toEqual(expected);
  });

  it.each([
    ['every one of several skills', 'skills=React,Go', ['Arjun', 'Brian']],
    ['repeated skills parameters, in any case', 'skills=react&skills=python', ['Priya']],
    ['availability', 'availability=contract', ['Arjun', 'Brian']],
    ['an hourly-rate range', 'minRate=40&maxRate=55', ['Wanjiku', 'Brian']],
    ['a minimum rate only', 'minRate=50', ['Priya', 'Wanjiku']],
    ['years of experience', 'minYears=6', ['Wanjiku', 'Brian']],
    ['Kenya, from the country or a Kenyan city in the location', 'country=kenya', ['Wanjiku', 'Brian']],
    ['India, in any case', 'country=India', ['Priya', 'Arjun']],
    [
      '"all" filters, which mean none',
      'availability=all&country=all',
      ['Priya', 'Wanjiku', 'Arjun', 'Brian'],
    ],
    ['search and filters together', 'search=engineer&country=india&minYears=4', ['Priya']],
  ])('filters by %s', async (_label, query, expected) => {
    expect(await namesFor(query)).toEqual(expected);
  });

  it('never lists developers under review, whatever the search', async () => {
    expect(await namesFor('search=awaiting')).toEqual([]);
    expect(await namesFor('search=rahul')).toEqual([]);
  });

  it.each([
    ['an unknown country', 'country=uganda', TALENT_MESSAGES.country],
    ['an unknown availability', 'availability=weekends', TALENT_MESSAGES.availability],
    ['a negative rate', 'minRate=-5', TALENT_MESSAGES.rate],
    ['a maximum below the minimum', 'minRate=50&maxRate=10', TALENT_MESSAGES.rateOrder],
    ['fractional years', 'minYears=1.5', TALENT_MESSAGES.years],
    ['a limit above 100', 'limit=500', TALENT_MESSAGES.limit],
    ['a negative offset', 'offset=-1', TALENT_MESSAGES.offset],
    ['a very long search', `search=${'a'.repeat(201)}`, TALENT_MESSAGES.search],
  ])('refuses %s with 400', async (_label, query, message) => {
    const response = await t.http().get(`/api/developers/all?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('finds a developer by a new name once they rename themselves, and by a new title once saved', async () => {
    const { user, email } = await createUser(t.db, 'developer', { firstName: 'Zawadi', lastName: 'Achieng' });
    await t.db
      .updateTable('developerProfiles')
      .set({ isApproved: true })
      .where('userId', '=', user.id)
      .execute();
    expect(await namesFor('search=zawadi')).toEqual(['Zawadi']);

    const client = t.http();
    client.sessionToken = (await createSession(t.db, user.id, 'developer')).token;
    const renamed = await client.put('/api/auth/user', { firstName: 'Neema', lastName: 'Achieng', email });
    expect(renamed.status).toBe(200);
    expect(await namesFor('search=zawadi')).toEqual([]);
    expect(await namesFor('search=neema')).toEqual(['Neema']);

    const saved = await client.put('/api/developers/profile/settings', { title: 'Flutter Specialist' });
    expect(saved.status).toBe(200);
    expect(await namesFor('search=flutter%20spec')).toEqual(['Neema']);
    await t.db
      .updateTable('developerProfiles')
      .set({ isApproved: false })
      .where('userId', '=', user.id)
      .execute();
  });

  it('can answer the search from the trigram index, not by reading every profile', async () => {
    const filters = ZDeveloperSearchInput.parse({ search: 'kotlin' } satisfies TDeveloperSearchInput);
    const compiled = developerSearchQueries(t.db, filters).count.compile();
    const inlined = compiled.sql.replace(/\$(\d+)/g, (_match, index: string) => {
      const value = compiled.parameters[Number(index) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
    // A handful of rows is cheaper to read whole, or through the indexes that list every approved
    // row: put those out of the way (rolled back) to see whether the search predicate uses the index.
    // The benchmark shows the planner choosing it by itself on 20,000 developers.
    const rolledBack = new Error('rolled back');
    let plan = '';
    await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`drop index developer_profiles_browse_order_idx`.execute(trx);
        await sql`drop index developer_profiles_is_approved_idx`.execute(trx);
        await sql`set local enable_seqscan = off`.execute(trx);
        const result = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${inlined}`).execute(trx);
        plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(plan).toMatch(/Bitmap Index Scan on developer_profiles_search_text_trgm_idx/);
    expect(plan).toMatch(/Index Cond: \(search_text ~~ '%kotlin%'::text\)/);
  });
});

describe('GET /api/developers/:id', () => {
  it("shows an approved developer's public profile to anyone, without email or phone", async () => {
    const { profileId, userId, email } = seeded.priya;
    const response = await t.http().get(`/api/developers/${profileId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: profileId,
      userId,
      title: 'Machine Learning Engineer',
      country: 'india',
      isVerified: true,
      isApproved: true,
      user: { id: userId, firstName: 'Priya', lastName: 'Sharma', profileImageUrl: null },
    });
    expect(Object.keys(response.body.user).sort()).toEqual([
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
    ]);
    expect(JSON.stringify(response.body)).not.toContain(email);
    expect(JSON.stringify(response.body)).not.toContain('+254');
  });

  it('hides an unapproved profile from visitors, clients and other developers', async () => {
    const path = `/api/developers/${seeded.joy.profileId}`;
    expect((await t.http().get(path)).status).toBe(404);
    for (const role of ['client', 'developer'] as const) {
      const { client } = await signedInClient(t.db, t.http(), role);
      const response = await client.get(path);
      expect(response.status, role).toBe(404);
      expect(response.body).toEqual({ message: TALENT_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
  });

  it('shows an unapproved profile to its own developer (under review) and to admins', async () => {
    const path = `/api/developers/${seeded.joy.profileId}`;
    const own = t.http();
    own.sessionToken = (await createSession(t.db, seeded.joy.userId, 'developer')).token;
    const mine = await own.get(path);
    expect(mine.status).toBe(200);
    expect(mine.body.isApproved).toBe(false);
    const { client: admin } = await signedInClient(t.db, t.http(), 'admin');
    expect((await admin.get(path)).status).toBe(200);
  });

  it('answers 404 for a missing profile and 400 for an id that is not a number', async () => {
    expect((await t.http().get('/api/developers/999999')).status).toBe(404);
    const bad = await t.http().get('/api/developers/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid id');
  });
});

describe('approval (the audited admin path)', () => {
  it('lists the developer publicly once an admin approves the profile', async () => {
    const { client: admin } = await signedInClient(t.db, t.http(), 'admin');
    expect(await namesFor('search=rahul')).toEqual([]);
    const approved = await admin.put(`/api/admin/developers/${seeded.rahul.profileId}/approve`);
    expect(approved.status).toBe(200);
    expect(await namesFor('search=rahul')).toEqual(['Rahul']);
    expect((await t.http().get(`/api/developers/${seeded.rahul.profileId}`)).status).toBe(200);
    await t.db
      .updateTable('developerProfiles')
      .set({ isApproved: false })
      .where('id', '=', seeded.rahul.profileId)
      .execute();
  });
});
