import { randomBytes } from 'node:crypto';
import { createDb } from '@talanta/db';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv, readEnv } from '../src/env';
import { BENCH_PLATFORM_ENV } from './lib/built-server';

/**
 * The benchmark's server process: the real app on the benchmark database (also a second one with
 * the public list cache off), and beside them a bare
 * Fastify route that answers a fixed JSON body (set by the parent) with no database, session or
 * plugins, so the two can be compared under the same load. Loopback only.
 */
const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('bench/server.ts is started by bench/run.ts');
const send = (message: unknown) => process.send?.(message);

const configWith = (overrides: Record<string, string>) =>
  configFromEnv(
    readEnv({
      NODE_ENV: 'production',
      ...BENCH_PLATFORM_ENV,
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DEV_MAILBOX: 'false',
      WEB_DIST_DIR: '/nonexistent/talanta-web-dist',
      // The load comes from one IP; the global per-IP limit would measure itself.
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ...overrides,
    }),
  );
const database = await createDb({ databaseUrl, poolSize: 10 });
const app = await buildApp({ database, config: configWith({}), logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
// The same app with the public list cache off: what a request costs when the list is not cached
// (the first request after a write, or a search no one made in the last seconds).
const uncachedDatabase = await createDb({ databaseUrl, poolSize: 10 });
const uncached = await buildApp({
  database: uncachedDatabase,
  config: configWith({ PUBLIC_LIST_CACHE_SECONDS: '0' }),
  logger: false,
});
await uncached.listen({ host: '127.0.0.1', port: 0 });

let bareBody: unknown = [];
const bare = Fastify({ logger: false });
bare.get('/bare', async () => bareBody);
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (server: typeof bare | typeof app) => {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};

process.on('message', async (message: { type: string; body?: unknown }) => {
  if (message.type === 'bareBody') {
    bareBody = message.body;
    send({ type: 'bareBodySet' });
  } else if (message.type === 'close') {
    await Promise.all([app.close(), uncached.close(), bare.close()]);
    await Promise.all([database.close(), uncachedDatabase.close()]);
    process.exit(0);
  }
});

send({ type: 'ready', appPort: portOf(app), uncachedPort: portOf(uncached), barePort: portOf(bare) });
