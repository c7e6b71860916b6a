import type { Database, DbHandle, Kysely } from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/env';
import type { WebhookTransport } from '../../src/webhooks/send';
import { testConfig } from './config';
import { HttpClient } from './http';
import { createTrpcTestClient, type TrpcClientOptions, type TrpcTestClient } from './trpc';

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestApp {
  app: App;
  database: DbHandle;
  db: Kysely<Database>;
  config: AppConfig;
  /** A new cookie-jar client over `inject`. */
  http(defaults?: ConstructorParameters<typeof HttpClient>[1]): HttpClient;
  /** A new tRPC client with its own cookie jar, over a real port (the app listens on first use). */
  trpc(options?: TrpcClientOptions): Promise<TrpcTestClient>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment settings on top of the test defaults (see testConfig). */
  env?: Record<string, string>;
  /** Share another test app's database instead of opening a fresh one (it is then not closed here). */
  database?: DbHandle;
  /** How webhook deliveries connect (see helpers/webhook-receiver.ts's loopbackTransport). */
  webhookTransport?: WebhookTransport;
  /** Fastify's logger (none by default), for a test that reads what the app logs. */
  logger?: NonNullable<Parameters<typeof buildApp>[0]>['logger'];
}

/** The real app on a fresh migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDb());
  const config = testConfig(options.env);
  const app = await buildApp({
    database,
    config,
    logger: options.logger ?? false,
    webhookTransport: options.webhookTransport,
  });
  await app.ready();
  let baseUrl: Promise<string> | undefined;

  return {
    app,
    database,
    db: database.db,
    config,
    http: (defaults) => new HttpClient(app, defaults),
    async trpc(trpcOptions) {
      baseUrl ??= app.listen({ port: 0, host: '127.0.0.1' });
      return createTrpcTestClient(await baseUrl, trpcOptions);
    },
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/**
 * One test app for the whole file: built in beforeAll, closed (with its database) in afterAll.
 * The returned object is filled in before the first test runs.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
