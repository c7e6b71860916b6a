import { defineConfig } from 'vitest/config';

/**
 * API integration tests: each file builds its own app on its own fresh database (in-memory PGlite,
 * or a throwaway PostgreSQL database when TEST_DATABASE_URL is set).
 *
 * Files share their worker's module graph (`isolate: false`): re-evaluating the whole app for each
 * file cost half the suite's time. Nothing the tests need is module state: each file's app, database,
 * caches and limiters are made by buildApp; the prom-client metrics go to a registry of their own per app.
 *
 * With TEST_DATABASE_URL set (CI), the suite runs once on PostgreSQL, the production database, and
 * `pglite-conformance` runs the files that exercise what differs between the two drivers (search SQL,
 * NOTIFY and the live events, cache signals) again on PGlite. Without it, everything runs on PGlite.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** API files whose SQL or NOTIFY use is driver-sensitive (the db package's own tests run on both too). */
export const PGLITE_CONFORMANCE_FILES = [
  'test/live.test.ts',
  'test/live-changes.test.ts',
  'test/live-session-end.test.ts',
  'test/caches.test.ts',
  'test/talent-search.test.ts',
  'test/job-list.test.ts',
  'test/matching.test.ts',
  'test/saved.test.ts',
  'test/developer-ids.test.ts',
  'test/vetting-stages.test.ts',
  'test/vetting-assessment.test.ts',
  'test/vetting-references.test.ts',
  'test/ledger.test.ts',
  // ON CONFLICT under a concurrent double import, invoice locks, the ledger's deferred checks.
  'test/bank-statement.test.ts',
  // Payout batches lock methods and payouts FOR UPDATE; the ledger balances after every move.
  'test/payout.test.ts',
  // Idempotency keys: a claim by INSERT … ON CONFLICT DO UPDATE … WHERE, raced by two requests.
  'test/idempotency.test.ts',
];

/**
 * Files about PostgreSQL itself (several processes on one server, backends killed, a server that
 * stops answering): they need a server, so they run where TEST_DATABASE_URL names one (CI does).
 * `pnpm test` on a machine without PostgreSQL leaves them out and passes on PGlite alone.
 */
const POSTGRES_ONLY_FILES = [
  'test/concurrent-start.test.ts',
  'test/database-faults.test.ts',
  'test/database-outage-walk.test.ts',
  'test/job-runner-processes.test.ts',
];

export default defineConfig({
  test: {
    pool: 'forks',
    // vitest's default on two cores is one worker; the files spend much of their time waiting on the
    // database server and on child processes, so two run in about half the time (issue 37).
    maxWorkers: 2,
    isolate: false,
    // Upper bounds, generous for a busy 2-core machine: a PGlite instance takes 2-3 s to start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: onPostgres ? 'api (PostgreSQL)' : 'api (PGlite)',
          include: ['test/**/*.test.ts'],
          exclude: onPostgres ? [] : POSTGRES_ONLY_FILES,
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true,
              test: {
                name: 'pglite-conformance',
                include: PGLITE_CONFORMANCE_FILES,
                env: { TEST_DATABASE_URL: '' },
              },
            },
          ]
        : []),
    ],
  },
});
