import { type DbHandle, findDeveloperForMatching } from '@talanta/db';
import { sql } from 'kysely';
import { OWN_APPLICATIONS } from './matching-config';
import { sessionCookie } from './session';

/** The matching benchmark's own client, jobs and developers, beside the seeded marketplace. */

interface BenchJob {
  title: string;
  requiredSkills: string[];
  budgetType: 'hourly' | 'fixed';
  minBudget: number;
  maxBudget: number;
  experienceLevel: string | null;
  projectType: 'full-time' | 'part-time' | 'contract';
  category: string;
}

export const BENCH_JOBS = {
  fullStack: {
    title: 'Senior full-stack engineer for our payments platform',
    requiredSkills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'GraphQL'],
    budgetType: 'hourly',
    minBudget: 40,
    maxBudget: 60,
    experienceLevel: 'Expert',
    projectType: 'full-time',
    category: 'Full Stack Development',
  },
  android: {
    title: 'Android developer for a savings-group wallet',
    requiredSkills: ['Kotlin', 'Java', 'Firebase'],
    budgetType: 'hourly',
    minBudget: 30,
    maxBudget: 50,
    experienceLevel: 'Intermediate',
    projectType: 'contract',
    category: 'Mobile Development',
  },
  data: {
    title: 'Junior Python developer for crop-yield pipelines',
    requiredSkills: ['Python', 'Django', 'AWS'],
    budgetType: 'fixed',
    minBudget: 2000,
    maxBudget: 3000,
    experienceLevel: 'Entry Level',
    projectType: 'part-time',
    category: 'Data Science',
  },
  openBrief: {
    title: 'Help us ship our clinic booking app',
    requiredSkills: [],
    budgetType: 'fixed',
    minBudget: 1000,
    maxBudget: 5000,
    experienceLevel: null,
    projectType: 'contract',
    category: 'Web Development',
  },
} satisfies Record<string, BenchJob>;

interface BenchDeveloper {
  firstName: string;
  /** Null: signed up, no profile yet. */
  skills: string[] | null;
}

export const BENCH_DEVELOPERS = {
  typical: { firstName: 'Wanjiru', skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'] },
  rare: { firstName: 'Ishaan', skills: ['Rust', 'Elixir'] },
  newcomer: { firstName: 'Baraka', skills: null },
} satisfies Record<string, BenchDeveloper>;

export interface Actors {
  clientCookie: string;
  jobIds: Record<keyof typeof BENCH_JOBS, number>;
  developers: Record<keyof typeof BENCH_DEVELOPERS, { userId: number; cookie: string }>;
  /** The jobs the typical developer applied to; recommendations must leave them out. */
  appliedJobIds: Set<number>;
}

export async function addActors(handle: DbHandle): Promise<Actors> {
  const { db } = handle;
  const client = await db
    .insertInto('users')
    .values({
      email: 'bench-match-client@example.com',
      passwordHash: 'not-a-hash',
      firstName: 'Amina',
      lastName: 'Client',
      role: 'client',
      timeZone: 'Europe/London',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('clientProfiles').values({ userId: client.id, companyName: 'Bench Health' }).execute();
  const jobIds = {} as Actors['jobIds'];
  for (const [key, job] of Object.entries(BENCH_JOBS) as [keyof typeof BENCH_JOBS, BenchJob][]) {
    const row = await db
      .insertInto('jobs')
      .values({
        clientId: client.id,
        title: job.title,
        description: `${job.title}. We are a small team in London; you will work with our product lead.`,
        requiredSkills: job.requiredSkills,
        projectLength: 'medium-term',
        projectType: job.projectType,
        location: 'Remote',
        minBudget: job.minBudget,
        maxBudget: job.maxBudget,
        budgetType: job.budgetType,
        category: job.category,
        experienceLevel: job.experienceLevel,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    jobIds[key] = row.id;
  }

  const developers = {} as Actors['developers'];
  for (const [key, developer] of Object.entries(BENCH_DEVELOPERS) as [
    keyof typeof BENCH_DEVELOPERS,
    BenchDeveloper,
  ][]) {
    const user = await db
      .insertInto('users')
      .values({
        email: `bench-match-${key}@example.com`,
        passwordHash: 'not-a-hash',
        firstName: developer.firstName,
        lastName: 'Developer',
        role: 'developer',
        timeZone: 'Africa/Nairobi',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (developer.skills) {
      await db
        .insertInto('developerProfiles')
        .values({
          userId: user.id,
          title: 'Senior Full Stack Engineer',
          bio: 'Six years of building products for East African fintechs.',
          skills: developer.skills,
          hourlyRate: 45,
          yearsOfExperience: 6,
          availability: 'full-time',
          location: 'Nairobi, Kenya',
          isApproved: true,
          isVerified: true,
        })
        .execute();
    }
    developers[key] = { userId: user.id, cookie: await sessionCookie(handle, user.id, 'developer') };
  }

  // The typical developer already applied to the newest open jobs sharing a skill: exactly the
  // ones the pool would otherwise start with.
  const typical = developers.typical.userId;
  const keys = (await findDeveloperForMatching(db, typical))?.skillKeys ?? [];
  const applied = await sql<{ job_id: number }>`
    INSERT INTO job_applications (job_id, developer_id, cover_letter, proposed_rate)
    SELECT id, ${typical}, 'I built this kind of product before.', 45
    FROM jobs WHERE status = 'open' AND skill_keys && ${keys}::text[]
    ORDER BY created_at DESC, id DESC LIMIT ${OWN_APPLICATIONS}
    RETURNING job_id`.execute(db);
  await sql`ANALYZE job_applications`.execute(db);

  return {
    clientCookie: await sessionCookie(handle, client.id, 'client'),
    jobIds,
    developers,
    appliedJobIds: new Set(applied.rows.map((row) => row.job_id)),
  };
}
