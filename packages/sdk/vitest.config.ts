import { defineConfig } from 'vitest/config';

/** The SDK against the real API (PGlite, or PostgreSQL when TEST_DATABASE_URL is set) and its build. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Upper bounds for a busy 2-core machine: regenerating the types runs the TypeScript checker
    // over the whole API (20-40 s), and tsc checks the consumer against dist.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
