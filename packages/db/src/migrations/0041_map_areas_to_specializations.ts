import { type Kysely, sql } from 'kysely';

/**
 * Frozen. One list of areas (issue 38, ADR 0031): submissions stored with spec 001's five wizard
 * areas take the specialization each names, the words /register and the profile already use.
 * The mapping is written out here, not imported, so this migration never changes meaning.
 */
const AREAS: ReadonlyArray<readonly [string, string]> = [
  ['Frontend', 'Frontend Development'],
  ['Backend', 'Backend Development'],
  ['Full-Stack', 'Full Stack Development'],
  ['DevOps', 'DevOps & Cloud'],
  ['Mobile Developer', 'Mobile App Development'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [area, specialization] of AREAS) {
    await sql`UPDATE vetting_submissions SET area_of_expertise = ${specialization}
      WHERE area_of_expertise = ${area}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [area, specialization] of AREAS) {
    await sql`UPDATE vetting_submissions SET area_of_expertise = ${area}
      WHERE area_of_expertise = ${specialization}`.execute(db);
  }
}
