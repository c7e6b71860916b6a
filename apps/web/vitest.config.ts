import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure logic; the Playwright journeys in e2e/ run with `test:browser`.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
