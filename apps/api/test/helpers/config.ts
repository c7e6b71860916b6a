import { type AppConfig, configFromEnv, readEnv } from '../../src/env';

/**
 * The settings of a test app, from an explicit environment (never process.env): limits high
 * enough that only the tests about limits meet them, no web build, no dev mailbox.
 */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return configFromEnv(
    readEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DEV_MAILBOX: 'false',
      WEB_DIST_DIR: '/nonexistent/talanta-web-dist',
      RATE_LIMIT_AUTH_PER_IP: '1000',
      RATE_LIMIT_AUTH_PER_EMAIL: '1000',
      RATE_LIMIT_AUTH_PER_EMAIL_CEILING: '1000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
      RATE_LIMIT_TOKEN_PER_MINUTE: '100000',
      // Test receivers listen on loopback over http.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // Most files decide a submission right after it arrives, as spec 001's approve does; the
      // files about stages set the stages they need (production waits for all four).
      VETTING_REQUIRED_STAGES: 'application',
      ...overrides,
    }),
  );
}

/** What NODE_ENV=production needs beyond the session secret and origin: who invoices, and where to pay. */
export const PRODUCTION_PLATFORM_ENV = {
  PLATFORM_LEGAL_NAME: 'Talanta Test Ltd',
  PLATFORM_BANK_ACCOUNTS: JSON.stringify([
    {
      id: 'test-usd',
      regions: ['*'],
      currency: 'USD',
      bankName: 'Example Bank',
      accountName: 'Talanta Test Ltd',
      accountNumber: '000123456789',
      country: 'KE',
      usage: ['collect'],
    },
  ]),
};
