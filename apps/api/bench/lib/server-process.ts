import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

/** Starts bench/server.ts in its own process, so the load generator and the server do not share a core. */
export async function startBenchServers(databaseUrl: string): Promise<BenchServers> {
  const child = fork(fileURLToPath(new URL('../server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
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
