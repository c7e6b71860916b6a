import { createDb, DEMO_PASSWORD, migrateToLatest, seedDemoData } from '@talanta/db';
import { buildApp } from './app';
import { hashPassword } from './auth/password';
import { bootstrapAdmin } from './bootstrap-admin';
import { configFromEnv, databaseOptionsFromEnv, readEnv } from './env';
import { handleShutdownSignals } from './graceful-shutdown';

const env = readEnv();
const config = configFromEnv(env);

let logIdleError: (error: Error) => void = (error) => console.error(error);
const database = await createDb({
  ...databaseOptionsFromEnv(env),
  dataDir: config.dataDir,
  // A restarting PostgreSQL drops idle pooled connections; the pool replaces them on next use.
  onIdleError: (error) => logIdleError(error),
});
// `pnpm dev` (WEB_DEV_SERVER=true): pages rendered from the web app's sources through Vite.
const app = await buildApp({
  database,
  config,
  createWebRenderer: env.WEB_DEV_SERVER
    ? async (server) => (await import('./plugins/web-dev')).createWebDevRenderer(server)
    : undefined,
});
logIdleError = (error) => app.log.warn({ err: error }, 'idle database connection lost');
app.log.info(
  { driver: database.driver, dataDir: database.driver === 'pglite' ? config.dataDir : undefined },
  'database selected',
);
if (env.DEV_MAILBOX && !config.devMailbox) {
  app.log.warn('DEV_MAILBOX=true ignored: /dev/mailbox is never served with NODE_ENV=production');
}

/** Waits for the database at start-up (a server and its database often start together). */
async function withStartupRetries<T>(what: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 15) throw error;
      app.log.warn({ err: error, attempt }, `${what} failed; retrying in 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/**
 * Migrations, the demo seed and the admin account run on a short-lived handle of their own without
 * the request timeouts: an index build on a big table may take minutes. PGlite has one connection
 * and no timeouts, so it uses the app's handle.
 */
async function prepareDatabase() {
  const setup =
    database.driver === 'postgres'
      ? await createDb({ ...databaseOptionsFromEnv(env), poolSize: 1, queryTimeoutMs: null })
      : database;
  try {
    const applied = await withStartupRetries('migration', () => migrateToLatest(setup.db));
    if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
    if (config.seedDemo) {
      const seeded = await seedDemoData(setup.db, {
        passwordHash: await hashPassword(DEMO_PASSWORD),
        platform: config.platform,
        sealPayoutDetails: (details) => app.services.payoutDetails.seal(details),
      });
      if (seeded) app.log.info('demo data seeded (the README lists the demo accounts)');
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const result = await bootstrapAdmin(setup.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
      app.log.info({ email: env.ADMIN_EMAIL, result }, 'admin account ensured');
    }
  } finally {
    if (setup !== database) await setup.close();
  }
}
await prepareDatabase();

// The app's job runner starts with it (config.jobs.run) and runs every periodic job; closing the
// app waits for the jobs in progress, and the database goes last.
handleShutdownSignals(app, async () => {
  await database.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
