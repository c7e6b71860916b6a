import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../web/e2e/support/chromium';
import { freePort, waitFor } from './built-server';

/**
 * Lighthouse on Debian's Chromium: each page load audited at the mobile preset's CPU slowdown and
 * again at the slowdown calibrated for the host.
 */

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * The scripts the page load downloaded (bytes on the wire) until Lighthouse saw the network go
   * quiet: the first render's and whatever followed it.
   */
  scriptTransferBytes: number;
  /** Lighthouse's measure of the host's CPU (its throttling assumes 1500-2000, a fast desktop). */
  benchmarkIndex: number;
  /** The same page load audited at the CPU slowdown calibrated for that index. */
  calibrated: { slowdown: number; performance: number; tbtMs: number };
}

/**
 * The CPU slowdown that makes this host simulate Lighthouse's mid-tier phone, from the host's
 * benchmarkIndex: Lighthouse's docs (throttling.md, "Calibrating the CPU slowdown") point to the
 * calculator its maintainers publish, which maps an index of 1300 to 3×, 1533 to 4× (the preset's,
 * meant for a desktop of 1500-2000), 2000 to 6×, 800 to 2× and 150 to 1×, linearly between them.
 * A host slower than a desktop gets less than 4×: at 4× it simulates a slower phone than intended.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Debian's Chromium for Lighthouse; `acceptSelfSigned` for pages behind the bench's own nginx (http2-proxy.ts). */
export async function startChromium(
  acceptSelfSigned = false,
): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(join(os.tmpdir(), 'talanta-lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      ...(acceptSelfSigned ? ['--ignore-certificate-errors'] : []),
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 60);
  return { port, child, profile };
}

/** Lighthouse's own failures (NO_NAVSTART, "run Lighthouse again") get this many tries in all. */
const LIGHTHOUSE_TRIES = 3;

/** What every audit of a screen asks of Lighthouse, the recording's and the calibrated one alike. */
function auditFlags(cookie: string | null) {
  return {
    logLevel: 'error' as const,
    output: 'json' as const,
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : null,
  };
}

export async function audit(url: string, port: number, cookie: string | null): Promise<LighthouseRun> {
  const flags = auditFlags(cookie);
  for (let attempt = 1; ; attempt += 1) {
    // The page load's artifacts are kept so the same load can be audited again below.
    const artifactsDir = mkdtempSync(join(os.tmpdir(), 'talanta-lighthouse-run-'));
    try {
      const result = await lighthouse(url, {
        ...flags,
        port,
        gatherMode: artifactsDir,
        auditMode: artifactsDir,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        const problem = `Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`;
        if (attempt >= LIGHTHOUSE_TRIES) throw new Error(problem);
        console.log(`${problem}; trying again`);
        continue;
      }
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const benchmarkIndex = result.lhr.environment.benchmarkIndex;
      return {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
        scriptTransferBytes: scriptBytes(audits['network-requests']?.details),
        benchmarkIndex,
        calibrated: await auditAgain(url, artifactsDir, flags, calibratedSlowdown(benchmarkIndex)),
      };
    } finally {
      rmSync(artifactsDir, { recursive: true, force: true });
    }
  }
}

/** The transfer size of the network-requests audit's scripts. */
function scriptBytes(details: unknown): number {
  const items = (details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)
    ?.items;
  if (!items) throw new Error("Lighthouse's network-requests audit listed no requests");
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * A recorded page load audited at another CPU slowdown. Simulated throttling loads the page at
 * full speed and applies the slowdown only when it simulates the load from its trace, so the
 * recording serves any slowdown; Lighthouse refuses settings that differ from the recording's, so
 * the recorded settings are given the new slowdown first.
 */
async function auditAgain(
  url: string,
  artifactsDir: string,
  flags: ReturnType<typeof auditFlags>,
  slowdown: number,
): Promise<LighthouseRun['calibrated']> {
  const artifactsFile = join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  const result = await lighthouse(url, {
    ...flags,
    auditMode: artifactsDir,
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url} at ${slowdown}× CPU`);
  return {
    slowdown,
    performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: result.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}
