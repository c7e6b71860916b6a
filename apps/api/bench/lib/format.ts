import os from 'node:os';
import type { ExplainedQuery } from './explain';

/** Figures and lines the benchmarks' tables share. */

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The indexes a plan used, each once, or a bold "none". */
export const indexList = (plan: ExplainedQuery) =>
  plan.indexes.length ? [...new Set(plan.indexes)].map((name) => `\`${name}\``).join(', ') : '**none**';

/** When and how the figures were made: the first line of a benchmark's section. */
export const lastRunLine = (seconds: number, command = 'pnpm bench') =>
  `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`${command}\` (${seconds} s in all).`;

/** The machine and how busy it was when the run started. */
export function machineLine(loadAverage: number): string {
  const cpus = os.cpus();
  return `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB; load average ${loadAverage.toFixed(1)} when the run started (other work on the machine skews the figures).`;
}
