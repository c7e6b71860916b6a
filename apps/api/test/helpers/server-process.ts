import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Kills the process if it still runs and deletes its data directory. */
  dispose(): void;
}

/**
 * The real server (src/server.ts through tsx, as `pnpm dev` runs it; or a bundle of it given as
 * `script`, as `pnpm start` runs dist/server.js, which starts several times faster) in a process of
 * its own, on a free port and a fresh data directory, without demo data. Resolves once it listens.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
  options: { script?: string } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'talanta-server-'));
  const args = options.script ? [options.script] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent/talanta-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    setTimeout(() => reject(new Error(`server not listening after ${timeoutMs} ms:\n${output}`)), timeoutMs);
  });
  const dispose = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await listening;
    return { child, baseUrl, exited, output: () => output, dispose } satisfies ServerProcess;
  } catch (error) {
    dispose();
    throw error;
  }
}

export interface SentRequest {
  /** Resolves once the request is on its socket: connected, every byte written. */
  sent: Promise<void>;
  /** The status, or the socket error's code (ECONNRESET...) when no complete answer came. */
  outcome: Promise<number | string>;
}

/** One request on its own keep-alive connection, reporting when it is fully sent and how it ended. */
export function sendRequest(
  agent: http.Agent,
  url: string,
  options: { method: 'GET' | 'POST'; body?: unknown },
): SentRequest {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const outcome = new Promise<number | string>((resolve) => {
    const request = http.request(
      url,
      {
        method: options.method,
        agent,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    // 'finish' may come while the socket still connects (the bytes wait in its buffer).
    const connected = new Promise<void>((resolve) => {
      request.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', () => resolve());
        else resolve();
      });
    });
    const finished = new Promise<void>((resolve) => request.on('finish', () => resolve()));
    void Promise.all([connected, finished]).then(markSent);
    request.end(body);
  });
  return { sent, outcome };
}
