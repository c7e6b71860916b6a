import { defineConfig } from 'vitest/config';

/** Each test file opens its own database (in-memory PGlite, or a throwaway one on TEST_DATABASE_URL). */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Upper bounds, generous for a busy 2-core machine: a PGlite instance takes 2-3 s to start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
