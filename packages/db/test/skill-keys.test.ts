import { SKILL_ALIASES, skillKey, skillKeys } from '@talanta/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src';
import { createTestDb } from '../src/testing';

/** The database's skill_key() (migration 0022) and the scorer's skillKey must give the same keys. */

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle?.close();
});

const SAMPLES = [
  ...Object.keys(SKILL_ALIASES),
  ...Object.values(SKILL_ALIASES),
  ...Object.keys(SKILL_ALIASES).map((alias) => `${alias}.js`),
  'React',
  'React.js',
  ' REACT JS ',
  'React Native',
  'Node.js',
  'node-js',
  'Vue.js',
  'C#',
  '.NET',
  'ASP.NET',
  'Ruby on Rails',
  'REST API',
  'Spring_Boot',
  'JS',
  'js.js',
  'Three.js',
  '',
  '   ',
];

describe('skill_key()', () => {
  it('agrees with skillKey on every alias and sample', async () => {
    const { rows } = await sql<{ name: string; key: string }>`
      select name, skill_key(name) as key from unnest(${SAMPLES}::text[]) as name`.execute(handle.db);
    expect(rows.map((row) => [row.name, row.key])).toEqual(SAMPLES.map((name) => [name, skillKey(name)]));
  });

  it('keeps skill_keys of profiles and jobs on every write, distinct and sorted like skillKeys', async () => {
    const { db } = handle;
    const skills = ['Node.js', 'React', 'node', 'ReactJS', 'Postgres', ' '];
    const user = await db
      .insertInto('users')
      .values({
        email: 'keys@example.com',
        passwordHash: 'x',
        firstName: 'K',
        lastName: 'Eys',
        role: 'developer',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('developerProfiles').values({ userId: user.id, skills }).execute();
    const job = await db
      .insertInto('jobs')
      .values({
        clientId: user.id,
        title: 'T',
        description: 'D',
        requiredSkills: skills,
        projectLength: 'short-term',
        projectType: 'contract',
        location: 'Remote',
        minBudget: 1,
        maxBudget: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const keysNow = async () => ({
      profile: (await db.selectFrom('developerProfiles').select('skillKeys').executeTakeFirstOrThrow())
        .skillKeys,
      job: (await db.selectFrom('jobs').select('skillKeys').executeTakeFirstOrThrow()).skillKeys,
    });
    expect(await keysNow()).toEqual({ profile: skillKeys(skills), job: skillKeys(skills) });
    expect(skillKeys(skills)).toEqual(['node', 'postgresql', 'react']);

    await db
      .updateTable('developerProfiles')
      .set({ skills: ['Golang'] })
      .where('userId', '=', user.id)
      .execute();
    await db
      .updateTable('jobs')
      .set({ requiredSkills: ['K8s', 'TS'] })
      .where('id', '=', job.id)
      .execute();
    expect(await keysNow()).toEqual({ profile: ['go'], job: ['kubernetes', 'typescript'] });
  });
});
