import { resolve } from 'node:path';
import type { CreateDbOptions } from '@talanta/db';
import {
  EXAMPLE_PLATFORM_SETTINGS,
  PAYOUT_METHOD_HOLD_HOURS,
  type TPlatformBankAccount,
  type TPlatformSettings,
  type TVettingStageKey,
  ZPlatformBankAccount,
  ZVettingStageKey,
} from '@talanta/schema';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** PLATFORM_BANK_ACCOUNTS: a JSON array of accounts; absent means none (development uses an example). */
const bankAccountsText = optionalText.transform((value, context): TPlatformBankAccount[] | undefined => {
  if (value === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be a JSON array of bank accounts' });
    return z.NEVER;
  }
  const parsed = z.array(ZPlatformBankAccount).safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: `[${issue.path.join('.')}] ${issue.message}` });
    return z.NEVER;
  }
  return parsed.data;
});

/** Every environment variable the server reads, with its default (README lists them). */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .refine(
        (url) => /^https?:\/\/[^/?#]+\/?$/i.test(url),
        'must be an origin such as https://talanta.example (no path)',
      )
      .optional(),
  ),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    ),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('.data'),
  UPLOAD_DIR: optionalText,
  SEED_DEMO: booleanText.optional(),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  COOKIE_SECURE: booleanText.optional(),
  /** Signs the draft-session cookie; required in production, else generated into DATA_DIR/session-secret. */
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  /**
   * Encrypts payout account details at rest: 64 hex characters (32 bytes). Unset, a key is derived
   * from the server secret, so changing SESSION_SECRET would make stored details unreadable.
   */
  PAYOUT_DETAILS_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
      .optional(),
  ),
  /**
   * Hours a changed payout method waits before any payout goes to it (ADR 0040): the day a
   * developer has to notice a change they did not make. 0 only for test servers.
   */
  PAYOUT_METHOD_HOLD_HOURS: z.coerce.number().int().min(0).max(168).default(PAYOUT_METHOD_HOLD_HOURS),
  SMTP_URL: optionalText,
  DEV_MAILBOX: booleanText.optional(),
  WEB_DEV_SERVER: booleanText.optional(),
  MAIL_FROM: z.string().default('Talanta <no-reply@talanta.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanText.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** A request's query budget: PostgreSQL cancels a longer statement, the client gives up 500 ms later. */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  /**
   * Connections the app's pool opens at most (PostgreSQL only; PGlite has one); background jobs
   * take at most half of it at once. More than the database's cores lets searches run side by side
   * there, each slower (docs/deploy.md, ADR 0050).
   */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_AUTH_PER_EMAIL: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_AUTH_PER_EMAIL_CEILING: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().positive().default(1000),
  /** Requests a minute each API token may make (counted per token, not per IP). */
  RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Seconds a public search list (jobs, talent) is cached at most between write signals; 0: not cached. */
  PUBLIC_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Seconds a rendered page may be answered again while nothing it shows has changed; 0: never. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Seconds the public pages' figures, testimonials and companies are kept; 0: computed each time. */
  PUBLIC_FIGURES_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Days a rejected vetting applicant waits before applying again. */
  REAPPLY_AFTER_DAYS: z.coerce.number().int().min(0).default(30),
  /**
   * The vetting stages a new submission's approval waits for (issue 38), comma-separated; the
   * application is always one. All four by default: the vetting the site promises. Admins may
   * change them per submission.
   */
  VETTING_REQUIRED_STAGES: z
    .string()
    .default('application,assessment,interview,references')
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZVettingStageKey))
    .transform((keys) => [...new Set<TVettingStageKey>(['application', ...keys])]),
  /** The vetting assessment: questions drawn, minutes to answer them, and the pass mark in percent. */
  VETTING_QUESTIONS: z.coerce.number().int().min(1).max(100).default(20),
  VETTING_MINUTES: z.coerce.number().int().min(1).max(600).default(30),
  VETTING_PASS_PERCENT: z.coerce.number().int().min(0).max(100).default(70),
  WEB_DIST_DIR: optionalText,
  /** Invoices are made at the end of each period (UTC); day and week are for tests and demos. */
  INVOICE_PERIOD: z.enum(['month', 'week', 'day']).default('month'),
  /** Talanta's fee, a whole percentage of each invoice's subtotal, shown as its own line. */
  PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  /** Lets webhooks use http and reach private and loopback addresses: tests and local setups only. */
  WEBHOOK_ALLOW_PRIVATE: booleanText.default(false),
  /** The unit of the webhook retry schedule (1, 5, 30, 120, 300, 600, 384 units: 24 h in minutes). */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().positive().default(60_000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The job runner polls and runs schedules in this process (default: on, except with NODE_ENV=test). */
  JOBS_RUN: booleanText.optional(),
  /** How often each API process looks for due jobs and schedules (work queued here runs at once). */
  JOBS_POLL_MS: z.coerce.number().int().positive().default(2_000),
  /** How long a process holds a periodic job before another may take it over (its holder died). */
  JOBS_LEASE_MS: z.coerce.number().int().positive().default(300_000),
  /** How often the retention sweeps (old sessions, live events, deliveries, finished jobs) run. */
  RETENTION_SWEEP_MS: z.coerce.number().int().positive().default(3_600_000),
  /** The wait after an email's first failed attempt; it doubles with each further failure. */
  EMAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(60_000),
  /** Minutes a message stays unread before its recipient is emailed about it (then at most hourly). */
  MESSAGE_EMAIL_DELAY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(15),
  /** Lets a scraper that is not on loopback read /metrics with `Authorization: Bearer <token>`. */
  /** Admins must turn on two-factor sign-in before any admin procedure answers them. */
  REQUIRE_ADMIN_2FA: booleanText.default(false),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters long').optional()),
  /** The legal entity that issues invoices and credit notes (printed on them, frozen at issue). */
  PLATFORM_LEGAL_NAME: optionalText,
  /** Its postal address; `;` separates the lines (systemd would eat a `\n`). */
  PLATFORM_ADDRESS: optionalText,
  PLATFORM_REGISTRATION_NUMBER: optionalText,
  /** Its tax numbers as printed, separated by `;` (e.g. `KRA PIN P051234567X;GSTIN 27AAPFU0939F1ZV`). */
  PLATFORM_TAX_NUMBERS: optionalText,
  /** The bank accounts clients pay into (and payouts leave from): a JSON array, see .env.example. */
  PLATFORM_BANK_ACCOUNTS: bankAccountsText,
});

export type Env = z.infer<typeof ZEnv>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (parsed.data?.NODE_ENV === 'production' && !parsed.data.SESSION_SECRET) {
    problems.push('SESSION_SECRET: is required when NODE_ENV=production (at least 32 characters)');
  }
  // Every emailed link is built on it; without it a production server would link to localhost.
  if (parsed.data?.NODE_ENV === 'production' && !parsed.data.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: is required when NODE_ENV=production (the origin users open, e.g. https://talanta.example)',
    );
  }
  // An invoice must say who issues it and where to pay: no example entity in production.
  if (parsed.data?.NODE_ENV === 'production' && !parsed.data.PLATFORM_LEGAL_NAME) {
    problems.push('PLATFORM_LEGAL_NAME: is required when NODE_ENV=production (the legal name on invoices)');
  }
  if (
    parsed.data?.NODE_ENV === 'production' &&
    !parsed.data.PLATFORM_BANK_ACCOUNTS?.some((account) => account.usage.includes('collect'))
  ) {
    problems.push(
      "PLATFORM_BANK_ACCOUNTS: is required when NODE_ENV=production, with at least one account whose usage holds 'collect'",
    );
  }
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/**
 * The request pool's settings from the environment: server.ts opens the app's database with them,
 * and the tests that exercise them build theirs the same way.
 */
export function databaseOptionsFromEnv(
  env: Env,
): Pick<CreateDbOptions, 'databaseUrl' | 'poolSize' | 'connectionTimeoutMs' | 'queryTimeoutMs'> {
  return {
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DB_POOL_SIZE,
    connectionTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
  };
}

/** Settings the app needs, derived once from the environment. */
export interface AppConfig {
  env: Env['NODE_ENV'];
  /**
   * The one base of every link the app sends (emails, background jobs): PUBLIC_URL, or outside
   * production http://localhost:$PORT. Never taken from a request's Host header.
   */
  publicOrigin: string;
  allowedOrigins: string[];
  cookieSecure: boolean;
  dataDir: string;
  uploadDir: string;
  bodyLimit: number;
  requestTimeoutMs: number;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | null;
  mail: { smtpUrl: string | null; from: string; retryBaseMs: number };
  /** The job runner (jobs/runner.ts): `run` starts its polling and schedules with the app. */
  jobs: {
    run: boolean;
    pollMs: number;
    leaseMs: number;
    retentionSweepMs: number;
    /** Jobs one process runs at once: half the pool, so background work leaves requests the rest. */
    concurrency: number;
  };
  /** MESSAGE_EMAIL_DELAY_MINUTES: unread messages are emailed once this old. */
  messageEmailDelayMinutes: number;
  /** Serve /dev/mailbox (the outbox as a page, to loopback clients only): DEV_MAILBOX=true, never in production. */
  devMailbox: boolean;
  /** Seed demo data into an empty database (default on, except in production: demo passwords are public). */
  seedDemo: boolean;
  rateLimits: {
    windowSeconds: number;
    authPerIp: number;
    authPerEmail: number;
    authPerEmailCeiling: number;
    globalPerMinute: number;
    tokenPerMinute: number;
  };
  /** Days after a vetting rejection before the person may apply again (0: at once). */
  reapplyAfterDays: number;
  /** VETTING_REQUIRED_STAGES: the stages a new submission's approval waits for. */
  vettingRequiredStages: TVettingStageKey[];
  /** VETTING_QUESTIONS, VETTING_MINUTES, VETTING_PASS_PERCENT: the assessment's size, time and pass mark. */
  vettingAssessment: { questions: number; minutes: number; passPercent: number };
  /** PUBLIC_LIST_CACHE_SECONDS in milliseconds (0: job and talent lists are not cached). */
  publicListCacheMs: number;
  /** PUBLIC_FIGURES_CACHE_SECONDS in milliseconds (0: the public figures are computed each time). */
  publicFiguresCacheMs: number;
  /** PAGE_CACHE_SECONDS in milliseconds (0: every page is rendered for its request). */
  pageCacheMs: number;
  invoicing: { period: Env['INVOICE_PERIOD']; feePercent: number };
  /** PLATFORM_*: the legal details and bank accounts invoices freeze (an example outside production). */
  platform: TPlatformSettings;
  webhooks: { allowPrivate: boolean; retryBaseMs: number; timeoutMs: number };
  /** SESSION_SECRET; null means the draft-session plugin keeps a generated one in DATA_DIR. */
  sessionSecret: string | null;
  /** PAYOUT_DETAILS_KEY; null: derived from the server secret. */
  payoutDetailsKey: string | null;
  /** PAYOUT_METHOD_HOLD_HOURS. */
  payoutMethodHoldHours: number;
  /** METRICS_TOKEN; null: /metrics answers loopback peers only. */
  metricsToken: string | null;
  /** REQUIRE_ADMIN_2FA: admin procedures answer 403 to an admin without two-factor sign-in. */
  requireAdminTwoFactor: boolean;
}

export function configFromEnv(env: Env): AppConfig {
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    publicOrigin,
    allowedOrigins: [...(env.PUBLIC_URL ? [publicOrigin] : []), ...env.ALLOWED_ORIGINS],
    cookieSecure: env.COOKIE_SECURE ?? publicOrigin.startsWith('https://'),
    dataDir,
    uploadDir: env.UPLOAD_DIR ? resolve(env.UPLOAD_DIR) : resolve(dataDir, 'uploads'),
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ?? null,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, retryBaseMs: env.EMAIL_RETRY_BASE_MS },
    // Tests drive the runner themselves (runDue) unless they ask for it.
    jobs: {
      run: env.JOBS_RUN ?? env.NODE_ENV !== 'test',
      pollMs: env.JOBS_POLL_MS,
      leaseMs: env.JOBS_LEASE_MS,
      retentionSweepMs: env.RETENTION_SWEEP_MS,
      concurrency: Math.max(1, Math.floor(env.DB_POOL_SIZE / 2)),
    },
    messageEmailDelayMinutes: env.MESSAGE_EMAIL_DELAY_MINUTES,
    publicListCacheMs: env.PUBLIC_LIST_CACHE_SECONDS * 1000,
    publicFiguresCacheMs: env.PUBLIC_FIGURES_CACHE_SECONDS * 1000,
    pageCacheMs: env.PAGE_CACHE_SECONDS * 1000,
    // It shows every reset link to whoever reaches it as "local", which a same-host proxy does.
    devMailbox: (env.DEV_MAILBOX ?? false) && env.NODE_ENV !== 'production',
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    rateLimits: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      authPerEmail: env.RATE_LIMIT_AUTH_PER_EMAIL,
      authPerEmailCeiling: env.RATE_LIMIT_AUTH_PER_EMAIL_CEILING,
      globalPerMinute: env.RATE_LIMIT_GLOBAL_PER_MINUTE,
      tokenPerMinute: env.RATE_LIMIT_TOKEN_PER_MINUTE,
    },
    reapplyAfterDays: env.REAPPLY_AFTER_DAYS,
    vettingRequiredStages: env.VETTING_REQUIRED_STAGES,
    vettingAssessment: {
      questions: env.VETTING_QUESTIONS,
      minutes: env.VETTING_MINUTES,
      passPercent: env.VETTING_PASS_PERCENT,
    },
    invoicing: { period: env.INVOICE_PERIOD, feePercent: env.PLATFORM_FEE_PERCENT },
    platform: platformFromEnv(env),
    sessionSecret: env.SESSION_SECRET ?? null,
    payoutDetailsKey: env.PAYOUT_DETAILS_KEY ?? null,
    payoutMethodHoldHours: env.PAYOUT_METHOD_HOLD_HOURS,
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    },
    metricsToken: env.METRICS_TOKEN ?? null,
    requireAdminTwoFactor: env.REQUIRE_ADMIN_2FA,
  };
}

/** The platform's settings; each one left unset outside production falls back to the example. */
function platformFromEnv(env: Env): TPlatformSettings {
  const example = EXAMPLE_PLATFORM_SETTINGS;
  return {
    issuer: {
      legalName: env.PLATFORM_LEGAL_NAME ?? example.issuer.legalName,
      address: env.PLATFORM_ADDRESS
        ? env.PLATFORM_ADDRESS.split(';')
            .map((line) => line.trim())
            .filter(Boolean)
            .join('\n')
        : env.PLATFORM_LEGAL_NAME
          ? ''
          : example.issuer.address,
      registrationNumber:
        env.PLATFORM_REGISTRATION_NUMBER ??
        (env.PLATFORM_LEGAL_NAME ? null : example.issuer.registrationNumber),
      taxNumbers: env.PLATFORM_TAX_NUMBERS
        ? env.PLATFORM_TAX_NUMBERS.split(';')
            .map((taxNumber) => taxNumber.trim())
            .filter(Boolean)
        : env.PLATFORM_LEGAL_NAME
          ? []
          : example.issuer.taxNumbers,
    },
    bankAccounts: env.PLATFORM_BANK_ACCOUNTS ?? example.bankAccounts,
  };
}
