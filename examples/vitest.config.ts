import { defineConfig } from 'vitest/config';

/** Each example runs as a child process (tsx) against the real API listening on a free port. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Upper bounds for a busy 2-core machine: PGlite starts in 2-3 s, tsx in 1-2 s per example run.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
