// Runs the real API server (which serves the web build) for the browser tests, then deletes the
// run's throwaway database once the server has stopped, so test runs leave nothing in /tmp.
// The server sends its email over real SMTP to a loopback sink (the API tests' own), which refuses
// every address at E2E_UNDELIVERABLE_DOMAIN (constants.ts, passed by playwright.config.ts), so the
// admins' failing-email screen has something to show.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SmtpSink } from '../../../api/test/helpers/smtp-sink.mjs';

const dataDir = process.env.DATA_DIR ?? '';
const sink = await SmtpSink.start({ rejectDomain: process.env.E2E_UNDELIVERABLE_DOMAIN });
const server = spawn(process.execPath, ['../api/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, SMTP_URL: sink.url },
});

// Playwright stops the web server with SIGTERM; pass it on and let the server shut down cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', async (code, signal) => {
  await sink.close();
  if (dataDir.includes('talanta-e2e-')) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
