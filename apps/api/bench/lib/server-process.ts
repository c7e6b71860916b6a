import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../bundle.mjs';

export interface BenchServers {
  appUrl: string;
  /** The same app with PUBLIC_LIST_CACHE_SECONDS=0. */
  uncachedUrl: string;
  bareUrl: string;
  setBareBody(body: unknown): Promise<void>;
  close(): Promise<void>;
}

function nextMessage<T extends { type: string }>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`bench server exited (${code}) before "${type}"`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const BUNDLE = fileURLToPath(new URL('../../dist/bench-server.js', import.meta.url));
let bundled: Promise<void> | undefined;

/**
 * Starts bench/server.ts in its own process, so the load generator and the server do not share a
 * core. It runs bundled as production runs dist/server.js, not through tsx: tsx keeps function
 * names by wrapping every closure in a defineProperty call, which cost the cheap session read
 * about 5% of its CPU in a profile, a cost production does not pay.
 */
export async function startBenchServers(databaseUrl: string): Promise<BenchServers> {
  bundled ??= bundleServer({
    entry: fileURLToPath(new URL('../server.ts', import.meta.url)),
    outfile: BUNDLE,
  });
  await bundled;
  const child = fork(BUNDLE, {
    execArgv: process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [],
    env: { ...process.env, BENCH_APP_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage<{ type: string; appPort: number; uncachedPort: number; barePort: number }>(
    child,
    'ready',
  );
  return {
    appUrl: `http://127.0.0.1:${ready.appPort}`,
    uncachedUrl: `http://127.0.0.1:${ready.uncachedPort}`,
    bareUrl: `http://127.0.0.1:${ready.barePort}/bare`,
    async setBareBody(body) {
      const set = nextMessage(child, 'bareBodySet');
      child.send({ type: 'bareBody', body });
      await set;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await exited;
    },
  };
}
