import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTalantaClient } from '@talanta/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../../apps/api/test/helpers/api-tokens';
import { useTestApp } from '../../../apps/api/test/helpers/app';
import { useActors } from '../../../apps/api/test/helpers/jobs';
import { startLoopbackRegistry } from './loopback-registry';

// The README's Install steps, as a stranger follows them: `pnpm pack`, then in an empty folder
// outside the repository `npm install` of the tarball, `tsc --strict` (no skipLibCheck) of the
// README's program, and that program run with a token against the real API on a real port. npm
// installs from a registry on a loopback port serving the packages this repository installed
// (loopback-registry.ts): no test traffic leaves the machine.
const run = promisify(execFile);
const PACKAGE_DIR = join(import.meta.dirname, '..');
const t = useTestApp();
const { client, developer } = useActors(t, { client: 'client', developer: 'developer' });

let workDir = '';
let consumerDir = '';
let readme = '';
let closeRegistry: (() => Promise<void>) | undefined;

/** The README's shell lines that start with `prefix` (no quoting in them: split on spaces). */
function readmeCommands(prefix: string): string[][] {
  const lines = readme.split('\n').filter((line) => line.startsWith(prefix));
  return lines.map((line) => line.split(' '));
}

/** The README's program: the ts block right after the quickstart marker. */
function quickstartProgram(): string {
  const after = readme.split('<!-- quickstart main.ts')[1] ?? '';
  const block = /```ts\n([\s\S]*?)```/.exec(after)?.[1];
  if (!block) throw new Error('README.md has no quickstart program');
  return block;
}

// Calls that must not compile: an unused @ts-expect-error is itself an error.
const WRONG_CALLS = `import { createTalantaClient } from '@talanta/sdk';

const talanta = createTalantaClient({ baseUrl: 'http://localhost:3000', token: 'token' });

export async function wrongCalls(): Promise<void> {
  // @ts-expect-error an id is a number, not its digits
  await talanta.job.byId.query({ id: '7' });
  // @ts-expect-error an id is a number, not its digits
  await talanta.notification.markRead.mutate({ id: '7' });
  // @ts-expect-error a rating is a number
  await talanta.review.create.mutate({ id: 7, rating: '5', comment: 'Great work' });
  // @ts-expect-error a page size is a number, not its digits
  await talanta.job.list.query({ limit: '5' });
  // @ts-expect-error a developer id is a number
  await talanta.shortlist.addDeveloper.mutate({ id: 1, developerId: '7' });
  // @ts-expect-error a note is text (or null), not a number
  await talanta.shortlist.addDeveloper.mutate({ id: 1, developerId: 7, note: 5 });
  // @ts-expect-error a rate filter is a number, not its digits
  await talanta.talent.list.query({ minRate: '40' });
  // @ts-expect-error there is no such procedure
  await talanta.job.remove.mutate({ id: 7 });
  talanta.live.events.subscribe(undefined, {
    // @ts-expect-error an event's id is the SSE id, a string
    onData: (event) => Math.round(event.id),
  });
}
`;

beforeAll(async () => {
  readme = await readFile(join(PACKAGE_DIR, 'README.md'), 'utf8');
  workDir = await mkdtemp(join(tmpdir(), 'talanta-sdk-'));
  consumerDir = join(workDir, 'consumer');
  await mkdir(consumerDir);
  // dist is built before the tests (turbo's test task depends on build); prepack's rebuild is
  // skipped so that it cannot rewrite dist while the other test files import it.
  const env = { ...process.env, npm_config_ignore_scripts: 'true' };
  await run('pnpm', ['pack', '--pack-destination', workDir], { cwd: PACKAGE_DIR, env });
  const { version } = JSON.parse(await readFile(join(PACKAGE_DIR, 'package.json'), 'utf8'));
  const tarball = join(workDir, `talanta-sdk-${version}.tgz`);
  const commands = readmeCommands('npm ');
  // What the README installs besides the tarball (typescript@5.9 → typescript), and what the SDK needs.
  const { dependencies } = JSON.parse(await readFile(join(PACKAGE_DIR, 'package.json'), 'utf8'));
  const alsoInstalled = commands
    .flatMap(([, subcommand, ...args]) => (subcommand === 'install' ? args : []))
    .filter((arg) => !arg.endsWith('.tgz'))
    .map((spec) => spec.replace(/(.)@.*$/, '$1'));
  const packDir = join(workDir, 'packed-dependencies');
  await mkdir(packDir);
  const registry = await startLoopbackRegistry(
    join(PACKAGE_DIR, '..', '..'),
    [...Object.keys(dependencies), ...alsoInstalled],
    packDir,
  );
  closeRegistry = registry.close;
  const npmEnv = {
    ...process.env,
    npm_config_registry: registry.url,
    npm_config_cache: join(workDir, 'npm-cache'),
    npm_config_update_notifier: 'false',
  };
  for (const [command = '', ...args] of commands) {
    const resolved = args.map((arg) => (arg.endsWith('.tgz') ? tarball : arg));
    const extra = resolved[0] === 'install' ? ['--no-audit', '--no-fund'] : [];
    await run(command, [...resolved, ...extra], { cwd: consumerDir, env: npmEnv });
  }
}, 180_000);

afterAll(async () => {
  await closeRegistry?.();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the packed SDK, installed by npm in an empty folder', () => {
  it('has real versions in its package.json, an MIT licence and a changelog', async () => {
    const installed = join(consumerDir, 'node_modules', '@talanta', 'sdk');
    const manifest = await readFile(join(installed, 'package.json'), 'utf8');
    expect(manifest).not.toMatch(/"(catalog|workspace):/);
    expect(JSON.parse(manifest)).toMatchObject({ license: 'MIT', version: '0.3.0' });
    expect(await readFile(join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(await readFile(join(installed, 'CHANGELOG.md'), 'utf8')).toMatch(/## 0\.1\.0/);
  });

  it('compiles the README program with tsc --strict, and wrong ids and numbers fail', async () => {
    await writeFile(join(consumerDir, 'main.ts'), quickstartProgram());
    await writeFile(join(consumerDir, 'wrong.ts'), WRONG_CALLS);
    const [tscLine] = readmeCommands('npx tsc ');
    expect(tscLine).toContain('--strict');
    expect(tscLine).not.toContain('--skipLibCheck');
    const [npx = '', ...args] = tscLine ?? [];
    const compiled = await run(npx, [...args, 'wrong.ts'], { cwd: consumerDir }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
    );
    expect(compiled.stdout).toBe('');
  });

  it('runs the README program on Node 20: five calls with a token, then a live event', async () => {
    const token = (await createToken(client, { scopes: ['read'] })).token;
    const baseUrl = (await t.trpc()).baseUrl;
    const program = spawn('node', ['main.js'], {
      cwd: consumerDir,
      env: { ...process.env, TALANTA_URL: baseUrl, TALANTA_TOKEN: token },
    });
    let stdout = '';
    let stderr = '';
    program.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const sender = createTalantaClient({
      baseUrl,
      token: (await createToken(client, { scopes: ['read', 'write'] })).token,
    });
    // The message is sent once the program listens; it must arrive as the program's live event.
    let sent: Promise<unknown> | undefined;
    program.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!sent && stdout.includes('listening for live events'))
        sent = sender.message.send.mutate({
          receiverId: developer.user.id,
          content: 'Hello from a packed SDK',
        });
    });
    const exitCode = await new Promise<number | null>((resolve) => program.on('close', resolve));
    expect(sent, `the program never listened; it wrote ${stdout}${stderr}`).toBeDefined();
    await sent;
    expect(stderr).toBe('');
    expect(exitCode).toBe(0);
    expect(stdout).toContain(`${client.email}: `);
    expect(stdout).toMatch(/\nevent \d+: message\n/);
  });
});
