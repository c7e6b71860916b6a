import { defineConfig } from 'vitest/config';
import { webSourceAlias } from './vite.alias';

// Unit tests of the web app's pure logic; the Playwright journeys in e2e/ run with `test:browser`.
export default defineConfig({
  resolve: { alias: webSourceAlias },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
