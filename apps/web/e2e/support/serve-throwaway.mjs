// Runs the real API server (which serves the web build) for the browser tests on a throwaway
// database, and deletes that database once the server has stopped, so runs leave nothing behind:
// a PostgreSQL database on E2E_POSTGRES_SERVER when it names a server (CI: production's database),
// else the embedded PGlite in DATA_DIR.
// The server sends its email over real SMTP to a loopback sink (the API tests' own), which refuses
// every address at E2E_UNDELIVERABLE_DOMAIN (constants.ts, passed by playwright.config.ts), so the
// admins' failing-email screen has something to show.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SmtpSink } from '../../../api/test/helpers/smtp-sink.mjs';

// pg is the API's dependency; the web package borrows it only to create and drop the database.
const pg = createRequire(new URL('../../../api/package.json', import.meta.url))('pg');

const dataDir = process.env.DATA_DIR ?? '';
const postgresServer = process.env.E2E_POSTGRES_SERVER ?? '';

/** Runs one statement on the server's maintenance database. */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let databaseUrl = '';
let databaseName = '';
if (postgresServer) {
  databaseName = `talanta_e2e_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${databaseName}`);
  const url = new URL(postgresServer);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const sink = await SmtpSink.start({ rejectDomain: process.env.E2E_UNDELIVERABLE_DOMAIN });
const server = spawn(process.execPath, ['../api/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, SMTP_URL: sink.url, DATABASE_URL: databaseUrl },
});

// Playwright stops the web server with SIGTERM; pass it on and let the server shut down cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', async (code, signal) => {
  await sink.close();
  if (databaseName) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (dataDir.includes('talanta-e2e-')) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
