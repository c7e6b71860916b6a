import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { freePort } from './built-server';

/**
 * nginx in front of the built server, as docs/deploy.md deploys it (TLS and HTTP/2, the same proxy
 * settings), so Lighthouse loads pages the way a phone gets them: one multiplexed connection rather
 * than HTTP/1.1's six. The certificate is made here and trusted by nobody: the bench's Chromium is
 * told to accept it. Null when nginx or openssl is not installed (the bench then goes direct).
 */
export interface Http2Proxy {
  url: string;
  stop(): Promise<void>;
}

function installed(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function startHttp2Proxy(upstream: string): Promise<Http2Proxy | null> {
  if (!installed('nginx', ['-v']) || !installed('openssl', ['version'])) return null;
  const dir = mkdtempSync(join(os.tmpdir(), 'talanta-bench-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const proxied = [
    `proxy_pass ${upstream};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
  ].join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${join(dir, 'cert.pem')};
    ssl_certificate_key ${join(dir, 'key.pem')};
    location / { ${proxied} }
    location /trpc/live.events { ${proxied} proxy_buffering off; proxy_read_timeout 1h; }
  }
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  await listening(port, 40);
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** Connects to `port` until it accepts, at most `tries` times, a quarter of a second apart. */
async function listening(port: number, tries: number): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nginx did not listen on ${port}`);
}
