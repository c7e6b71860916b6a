import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_TOKEN_MESSAGES } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOf, submitApplication } from '../../apps/api/test/helpers/admin';
import { createToken } from '../../apps/api/test/helpers/api-tokens';
import { useTestApp } from '../../apps/api/test/helpers/app';
import { type Actor, applyTo, postJob, useActors } from '../../apps/api/test/helpers/jobs';

// Each example as an operator runs it: a child process (tsx) with TALANTA_URL and TALANTA_TOKEN,
// against the real API on a real port; what it did is read back through the API.
const EXAMPLES_DIR = join(import.meta.dirname, '..');
const t = useTestApp();
const tokenOf = async (actor: Actor, scopes: string[]) => (await createToken(actor, { scopes })).token;
const actors = useActors(t, {
  client: 'client',
  otherClient: 'client',
  amani: ['developer', { firstName: 'Amani', lastName: 'Otieno' }],
  priya: ['developer', { firstName: 'Priya', lastName: 'Nair' }],
  admin: 'admin',
});
let baseUrl = '';
let workDir = '';
beforeAll(async () => {
  // The app listens on a free port of 127.0.0.1 on first use.
  baseUrl = (await t.trpc()).baseUrl;
  workDir = await mkdtemp(join(tmpdir(), 'talanta-examples-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runExample(script: string, token: string, args: string[] = []): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: EXAMPLES_DIR,
      env: { PATH: process.env.PATH ?? '', TALANTA_URL: baseUrl, TALANTA_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function reviewedSheet(name: string, rows: string[]): Promise<string> {
  const file = join(workDir, name);
  // As a spreadsheet saves it: a byte order mark and CRLF line ends.
  await writeFile(file, `\uFEFF${['id,decision,reason', ...rows].join('\r\n')}\r\n`);
  return file;
}

describe('new-applications-csv (REST)', () => {
  it("prints this week's applications to the client's jobs, and only those", async () => {
    const { client, otherClient, amani, priya } = actors;
    const shop = await postJob(client, { title: 'Duka app, phase 2' });
    const routes = await postJob(client, { title: 'Route planner' });
    const elsewhere = await postJob(otherClient, { title: 'Not this client’s job' });
    const amaniToShop = await applyTo(amani, shop.id);
    const priyaToShop = await applyTo(priya, shop.id);
    const lastWeek = await applyTo(amani, routes.id);
    await applyTo(priya, elsewhere.id);
    // Eight days ago is always before this week's Monday.
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.db
      .updateTable('jobApplications')
      .set({ createdAt: eightDaysAgo })
      .where('id', '=', lastWeek.id)
      .execute();

    const run = await runExample('new-applications-csv.ts', await tokenOf(client, ['read']));

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\r\n');
    expect(lines[0]).toBe('job,developer,status,applied_at');
    expect(lines.slice(1).sort()).toEqual(
      [
        `"Duka app, phase 2",Amani Otieno,pending,${amaniToShop.createdAt}`,
        `"Duka app, phase 2",Priya Nair,pending,${priyaToShop.createdAt}`,
        '',
      ].sort(),
    );
  });

  it('says why and exits 1 when the token is not a client’s', async () => {
    const run = await runExample('new-applications-csv.ts', await tokenOf(actors.amani, ['read']));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Listing your jobs failed \(403\): .+/);
    expect(run.stdout).toBe('');
  });
});

describe('approve-vetting (tRPC)', () => {
  it('approves and rejects each reviewed row and reports it', async () => {
    const approved = await submitApplication(t);
    const rejected = await submitApplication(t);
    const sheet = await reviewedSheet('reviewed.csv', [
      `${approved.id},approve,`,
      `${rejected.id},Reject,skills_mismatch`,
    ]);

    const run = await runExample('approve-vetting.ts', await tokenOf(actors.admin, ['read', 'write']), [
      sheet,
    ]);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `${approved.id}: Application approved\n${rejected.id}: Application rejected\n2 of 2 decided\n`,
    );
    expect((await statusOf(actors.admin, approved.id)).status).toBe('approved');
    const rejectedNow = await statusOf(actors.admin, rejected.id);
    expect(rejectedNow.status).toBe('rejected');
    expect(rejectedNow.rejection?.reason).toBe('skills_mismatch');
  });

  it('goes on past failing rows, names each failure and exits 1', async () => {
    const pending = await submitApplication(t);
    const sheet = await reviewedSheet('mixed.csv', [
      '987654,approve,',
      `${pending.id},maybe,`,
      `${pending.id},reject,too_busy`,
      `${pending.id},approve,`,
    ]);

    const run = await runExample('approve-vetting.ts', await tokenOf(actors.admin, ['read', 'write']), [
      sheet,
    ]);

    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      '987654: failed (404): Application not found',
      `${pending.id}: decision must be approve or reject, not "maybe"`,
      expect.stringMatching(new RegExp(`^${pending.id}: failed \\(400\\): Reason must be one of: `)),
      '',
    ]);
    expect(run.stdout).toBe(`${pending.id}: Application approved\n1 of 4 decided\n`);
  });

  it('with a read-only token, decides nothing: 403 per row and exit 1', async () => {
    const pending = await submitApplication(t);
    const sheet = await reviewedSheet('read-only.csv', [`${pending.id},approve,`]);

    const run = await runExample('approve-vetting.ts', await tokenOf(actors.admin, ['read']), [sheet]);

    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`${pending.id}: failed (403): ${API_TOKEN_MESSAGES.readOnly}\n`);
    expect(run.stdout).toBe('0 of 1 decided\n');
    expect((await statusOf(actors.admin, pending.id)).status).toBe('pending');
  });
});
