import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { E2E_ADMIN, E2E_BASE_URL, E2E_PORT, E2E_UNDELIVERABLE_DOMAIN } from './e2e/support/constants';

// One throwaway database per run. Workers load this file too; they inherit the variable, so only
// the main process creates a directory.
process.env.TALANTA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'talanta-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Journeys with several axe scans of long pages (Account Settings grew) need more than 30 s.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    // The app's service worker (public/sw.js) would sit between a test's routes and the network;
    // installable.spec.ts allows it.
    serviceWorkers: 'block',
    // Tracing costs about a sixth of the run on two cores, and CI keeps only the log.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The real server (built by `test:browser`) serving the real web build, on a fresh database
    // that the wrapper deletes once the server has stopped.
    command: 'node e2e/support/serve-throwaway.mjs',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      // A throwaway database on the PostgreSQL server TEST_DATABASE_URL names (CI), else embedded
      // PGlite (serve-throwaway.mjs); whatever else the shell exports: http cookies, the dev mailbox.
      E2E_POSTGRES_SERVER: process.env.TEST_DATABASE_URL ?? '',
      // Emailed links are built on it (never the request's Host): the address the browser uses.
      PUBLIC_URL: E2E_BASE_URL,
      ALLOWED_ORIGINS: '',
      COOKIE_SECURE: 'false',
      // serve-throwaway.mjs sets SMTP_URL to its loopback SMTP sink, which refuses this domain.
      SMTP_URL: '',
      E2E_UNDELIVERABLE_DOMAIN,
      WEB_DIST_DIR: '',
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.TALANTA_E2E_DATA_DIR,
      SEED_DEMO: 'false',
      // The figures of the visitor pages are computed on each request, so a test sees what it seeded.
      PUBLIC_FIGURES_CACHE_SECONDS: '0',
      // A new payout method is paid at once, so the money loop reaches a payout within a test
      // (the 24-hour hold itself is the API tests' to check).
      PAYOUT_METHOD_HOLD_HOURS: '0',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_AUTH_PER_IP: '10000',
      RATE_LIMIT_AUTH_PER_EMAIL: '1000',
      // The e2e admin signs in for every developer a spec approves: well over 100 a window.
      RATE_LIMIT_AUTH_PER_EMAIL_CEILING: '10000',
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'true',
      // The webhooks spec's receiver listens on loopback over http.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // The specs decide submissions right after they arrive (spec 001's approve); the vetting
      // journey marks the other stages required itself. Production waits for all four.
      VETTING_REQUIRED_STAGES: 'application',
    },
  },
});
