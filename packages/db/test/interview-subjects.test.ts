import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, migrateDownThrough, migrateToLatest } from '../src';
import { seedDemoData } from '../src/seed/demo';
import { createTestDb } from '../src/testing';

/**
 * Migration 0039 (ADR 0028): interviews name their host and developer, backfilled from the job
 * application and its job, and belong to exactly one job application or vetting submission.
 * Runs on PGlite, or on a throwaway PostgreSQL database when TEST_DATABASE_URL is set.
 */

const MIGRATION = '0039_add_vetting_interviews';
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDemoData(handle.db, { passwordHash: 'x', now: new Date() });
  // The demo's interviews as they stood before 0039, then 0039 (and any later) applied to them.
  await migrateDownThrough(handle.db, MIGRATION);
  await migrateToLatest(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('interviews after migration 0039', () => {
  it('backfills each job interview with its client as host and its applicant as developer', async () => {
    const rows = await handle.db
      .selectFrom('interviews')
      .innerJoin('jobApplications', 'jobApplications.id', 'interviews.applicationId')
      .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
      .select([
        'interviews.hostId',
        'interviews.developerId',
        'jobs.clientId',
        'jobApplications.developerId as applicantId',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.hostId).toBe(row.clientId);
      expect(row.developerId).toBe(row.applicantId);
    }
  });

  it('refuses an interview of both a job application and a submission, or of neither', async () => {
    const interview = await handle.db
      .selectFrom('interviews')
      .select(['applicationId', 'hostId', 'developerId'])
      .executeTakeFirstOrThrow();
    const submission = await handle.db
      .selectFrom('vettingSubmissions')
      .select('id')
      .executeTakeFirstOrThrow();
    const insert = (subject: { applicationId: number | null; vettingSubmissionId: number | null }) =>
      handle.db
        .insertInto('interviews')
        .values({
          ...subject,
          hostId: interview.hostId,
          developerId: interview.developerId,
          status: 'proposed',
        })
        .execute();
    await expect(
      insert({ applicationId: interview.applicationId, vettingSubmissionId: submission.id }),
    ).rejects.toThrow(/interviews_one_subject_check/);
    await expect(insert({ applicationId: null, vettingSubmissionId: null })).rejects.toThrow(
      /interviews_one_subject_check/,
    );
    await insert({ applicationId: null, vettingSubmissionId: submission.id });
    const stored = await handle.db
      .selectFrom('interviews')
      .select('id')
      .where('vettingSubmissionId', '=', submission.id)
      .execute();
    expect(stored).toHaveLength(1);
  });
});
