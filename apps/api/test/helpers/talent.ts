import { beforeAll, expect } from 'vitest';
import type { TestApp } from './app';
import { createUser } from './users';

export interface SeedDeveloper {
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

/** A developer account with the profile given, straight into the database; its ids and email. */
export async function createSeedDeveloper(t: TestApp, developer: SeedDeveloper) {
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
  return { profileId: row.id, userId: user.id, email };
}

/** Seeds the marketplace before the file's tests; each seeded developer's ids, filled in then. */
export function useTalentMarketplace(t: TestApp) {
  const seeded = {} as Record<SeedName, { profileId: number; userId: number; email: string }>;
  beforeAll(async () => {
    for (const [name, developer] of Object.entries(SEED) as [SeedName, SeedDeveloper][]) {
      seeded[name] = await createSeedDeveloper(t, developer);
    }
  });
  return seeded;
}

/** First names of the developers a GET /api/developers/all request lists, in its order. */
export async function namesFor(t: TestApp, query: string): Promise<string[]> {
  const response = await t.http().get(`/api/developers/all${query ? `?${query}` : ''}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers['x-total-count']).toBe(String(response.body.length));
  return response.body.map((developer: { user: { firstName: string } }) => developer.user.firstName);
}
