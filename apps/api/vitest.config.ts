import { defineConfig } from 'vitest/config';

/**
 * API integration tests: each file builds its own app on its own fresh database (in-memory PGlite,
 * or a throwaway PostgreSQL database when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Upper bounds, generous for a busy 2-core machine: a PGlite instance takes 2-3 s to start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
