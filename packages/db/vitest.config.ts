import { defineConfig } from 'vitest/config';

/**
 * Each test file opens its own database (in-memory PGlite, or a throwaway one on TEST_DATABASE_URL).
 * This package is the driver-conformance suite: with TEST_DATABASE_URL set (CI) it runs on
 * PostgreSQL and again on PGlite, so the same SQL is held to both drivers.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Files about PostgreSQL itself (concurrent transactions and their locks): PGlite has one connection. */
const POSTGRES_ONLY_FILES = ['test/admin-lock.test.ts', 'test/concurrent-job-posts.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // vitest's default on two cores is one worker; the files spend much of their time waiting on the
    // database server and on child processes, so two run in about half the time (issue 37).
    maxWorkers: 2,
    // Upper bounds, generous for a busy 2-core machine: a PGlite instance takes 2-3 s to start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: onPostgres ? 'db (PostgreSQL)' : 'db (PGlite)',
          include: ['test/**/*.test.ts'],
          exclude: onPostgres ? [] : POSTGRES_ONLY_FILES,
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true,
              test: {
                name: 'db (PGlite)',
                include: ['test/**/*.test.ts'],
                exclude: POSTGRES_ONLY_FILES,
                env: { TEST_DATABASE_URL: '' },
              },
            },
          ]
        : []),
    ],
  },
});
