import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web benchmark's server: the web app and the API built as production builds them, started
 * as `node dist/server.js` on a loopback port, and the demo developer's session on it.
 */
export const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
export const WEB_DIST = join(REPO, 'apps/web/dist');
const SERVER = join(REPO, 'apps/api/dist/server.js');
/** The demo seed's accounts the bench signs in as. */
export const DEMO_ACCOUNTS = {
  developer: { email: 'developer@talanta.dev', password: 'Talanta123!' },
  client: { email: 'client@talanta.dev', password: 'Talanta123!' },
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Asks `url` until it answers 2xx, at most `tries` times, half a second apart. */
export async function waitFor(url: string, tries: number): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function build(): void {
  for (const pkg of ['@talanta/web', '@talanta/api']) {
    execFileSync('pnpm', ['--filter', pkg, 'build'], { cwd: REPO, stdio: 'inherit' });
  }
}

/** The built server on a loopback port with the demo seed; on `databaseUrl` (PostgreSQL, as deployed) or PGlite in `dataDir`. */
export async function startServer(
  dataDir: string,
  databaseUrl?: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    cwd: join(REPO, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      ...BENCH_PLATFORM_ENV,
      PUBLIC_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: WEB_DIST,
      // The throughput rows send thousands of signed-in page requests from one address.
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${url}/api/health/ready`, 240);
  return { url, child };
}

/** A demo account's session, through the login procedure the login form calls. */
export async function logIn(url: string, role: DemoRole): Promise<string> {
  const response = await fetch(`${url}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO_ACCOUNTS[role]),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.includes('session'));
  if (!response.ok || !cookie) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const pair = cookie.split(';')[0] as string;
  const job = await fetch(`${url}/api/jobs/1`, { headers: { cookie: pair } });
  if (!job.ok) throw new Error(`the demo ${role} cannot open job 1 (${job.status})`);
  return pair;
}

/** NODE_ENV=production needs who invoices and where to pay: obviously fake for the benchmark. */
export const BENCH_PLATFORM_ENV = {
  PLATFORM_LEGAL_NAME: 'Talanta Bench Ltd',
  PLATFORM_BANK_ACCOUNTS: JSON.stringify([
    {
      id: 'bench-usd',
      regions: ['*'],
      currency: 'USD',
      bankName: 'Example Bank',
      accountName: 'Talanta Bench Ltd',
      accountNumber: '000123456789',
      country: 'KE',
      usage: ['collect'],
    },
  ]),
};
