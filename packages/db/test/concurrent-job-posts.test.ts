import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueBackgroundJobs, type DbHandle, type Executor, expandedSearchTerms } from '../src';
import { createTestDb, whileTransactionHolds } from '../src/testing';

// Concurrent transactions need PostgreSQL: PGlite runs one connection, one transaction at a time
// (POSTGRES_ONLY_FILES in vitest.config.ts).
describe('jobs posted at the same moment', () => {
  let handle: DbHandle;
  let clientId: number;

  beforeAll(async () => {
    handle = await createTestDb();
    const client = await handle.db
      .insertInto('users')
      .values({
        email: 'words@example.com',
        passwordHash: 'x',
        firstName: 'W',
        lastName: 'S',
        role: 'client',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientId = client.id;
  });

  afterAll(async () => {
    await handle?.close();
  });

  function postJob(db: Executor, title: string) {
    return db
      .insertInto('jobs')
      .values({
        clientId,
        title,
        description: 'Posted at the same moment as another job with the same new word.',
        requiredSkills: ['Go'],
        projectLength: 'short-term',
        projectType: 'contract',
        location: 'Remote',
        minBudget: 10,
        maxBudget: 20,
        budgetType: 'hourly',
      })
      .execute();
  }

  it('do not wait for each other: a job is posted while another, with the same new word, is not yet committed', async () => {
    // Unique keys on the word (job_search_words) and on the queued saved-search job made the second
    // post wait for the first to commit (migration 0054).
    await whileTransactionHolds(
      handle.db,
      (first) => postJob(first, 'Zebracorn ledger service'),
      (second) => postJob(second, 'Zebracorn payments service'),
    );
    // Both added the word; a prefix still stands for it once.
    const terms = await expandedSearchTerms(handle.db, 'zebrac');
    expect(terms?.words).toEqual({ zebrac: ['zebracorn'] });
    const { rows } = await sql<{ copies: number }>`
      SELECT count(*)::int AS copies FROM job_search_words WHERE word = 'zebracorn'`.execute(handle.db);
    expect(rows[0]?.copies).toBe(2);
    // Each queued the saved-search check's job, as neither saw the other's.
    const queued = await handle.db
      .selectFrom('backgroundJobs')
      .select((eb) => eb.fn.countAll<number>().as('jobs'))
      .where('name', '=', 'saved-search.alerts')
      .where('state', '=', 'queued')
      .executeTakeFirstOrThrow();
    expect(queued.jobs).toBe(2);
  });

  it('add a new word, and its saved-search job, once when posted one after another', async () => {
    await handle.db.deleteFrom('backgroundJobs').execute();
    await postJob(handle.db, 'Quokkaware mobile app');
    await postJob(handle.db, 'Quokkaware web app');
    const { rows } = await sql<{ copies: number }>`
      SELECT count(*)::int AS copies FROM job_search_words WHERE word = 'quokkaware'`.execute(handle.db);
    expect(rows[0]?.copies).toBe(1);
    expect((await expandedSearchTerms(handle.db, 'quokk'))?.words).toEqual({ quokk: ['quokkaware'] });
    const queued = await handle.db
      .selectFrom('backgroundJobs')
      .select(['name', 'key'])
      .where('state', '=', 'queued')
      .execute();
    expect(queued).toEqual([{ name: 'saved-search.alerts', key: null }]);
  });

  const claimAlertsJob = (db: Executor) =>
    claimDueBackgroundJobs(db, { worker: 'test', leases: { 'saved-search.alerts': 60_000 }, limit: 10 });
  const queuedAlertsJobs = async () =>
    (
      await handle.db
        .selectFrom('backgroundJobs')
        .select('id')
        .where('name', '=', 'saved-search.alerts')
        .where('state', '=', 'queued')
        .execute()
    ).length;

  it('hold the queued saved-search job until they commit, so the run that takes it sees their check', async () => {
    await handle.db.deleteFrom('backgroundJobs').execute();
    await handle.db.deleteFrom('savedSearchChecks').execute();
    await postJob(handle.db, 'Wombatware field app');
    // A runner polling while the next post is not yet committed passes the queued job by: a run
    // now could not see that post's check, and no other job would come for it (migration 0056).
    await whileTransactionHolds(
      handle.db,
      (post) => postJob(post, 'Wombatware web app'),
      async (runner) => expect(await claimAlertsJob(runner)).toEqual([]),
    );
    expect(await claimAlertsJob(handle.db)).toHaveLength(1);
    expect(await handle.db.selectFrom('savedSearchChecks').select('itemId').execute()).toHaveLength(2);
  });

  it('queue a job of their own when the queued one is being claimed, without waiting for the claim', async () => {
    await handle.db.deleteFrom('backgroundJobs').execute();
    await postJob(handle.db, 'Numbatware field app');
    await whileTransactionHolds(
      handle.db,
      async (runner) => expect(await claimAlertsJob(runner)).toHaveLength(1),
      (post) => postJob(post, 'Numbatware web app'),
    );
    expect(await queuedAlertsJobs()).toBe(1);
  });
});
