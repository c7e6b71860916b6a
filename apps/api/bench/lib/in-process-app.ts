import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DbHandle } from '@talanta/db';
import { buildApp } from '../../src/app';
import { configFromEnv, readEnv } from '../../src/env';

export type InProcessApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * The real app on the benchmark database in this process, for `inject`: logging off, no demo data,
 * no web build, and a global rate limit no sequential run can reach; `env` adds or overrides settings.
 */
export async function buildInProcessApp(
  handle: DbHandle,
  name: string,
  env: Record<string, string> = {},
): Promise<InProcessApp> {
  const config = configFromEnv(
    readEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: join(tmpdir(), name),
      WEB_DIST_DIR: '/nonexistent',
      DEV_MAILBOX: 'false',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
      ...env,
    }),
  );
  const app = await buildApp({ database: handle, config, logger: false });
  await app.ready();
  return app;
}
