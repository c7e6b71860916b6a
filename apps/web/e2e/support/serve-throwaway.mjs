// Runs the real API server (which serves the web build) for the browser tests, then deletes the
// run's throwaway database once the server has stopped, so test runs leave nothing in /tmp.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? '';
const server = spawn(process.execPath, ['../api/dist/server.js'], { stdio: 'inherit', env: process.env });

// Playwright stops the web server with SIGTERM; pass it on and let the server shut down cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  if (dataDir.includes('talanta-e2e-')) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
