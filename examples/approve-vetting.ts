/**
 * Approves or rejects reviewed vetting submissions from a CSV file (over tRPC with the SDK's typed
 * client). Needs an admin's token with the write scope. The file has a header row
 * `id,decision,reason`: decision is approve or reject; reason (rejections only, optional) is one of
 * the API's rejection reasons, e.g. skills_mismatch. Prints one line per row; exits 1 if any failed.
 *
 *   TALANTA_URL=… TALANTA_TOKEN=… pnpm --filter @talanta/examples approve-vetting reviewed.csv
 */
import { readFileSync } from 'node:fs';
import { createTalantaClient, isTalantaClientError, type RouterInputs } from '@talanta/sdk';
import { parseCsv } from './csv';
import { connectionFromEnv } from './env';

type RejectionReason = NonNullable<RouterInputs['vetting']['reject']['reason']>;

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: approve-vetting <reviewed.csv>  (columns: id,decision,reason)\n');
  process.exit(2);
}
const client = createTalantaClient(connectionFromEnv());
// Spreadsheets often save CSV with a byte order mark before the header.
const [header, ...rows] = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
if (header?.map((cell) => cell.trim().toLowerCase()).join(',') !== 'id,decision,reason') {
  process.stderr.write(`${file}: the first row must be id,decision,reason\n`);
  process.exit(2);
}

/** One row's decision through the API; the line to print and whether it worked. */
async function decideRow([idCell = '', decisionCell = '', reasonCell = '']: string[]) {
  const id = Number(idCell.trim());
  const decision = decisionCell.trim().toLowerCase();
  const reason = reasonCell.trim();
  if (!Number.isInteger(id) || id <= 0) return { ok: false, line: `${idCell}: not an id` };
  try {
    if (decision === 'approve') {
      const result = await client.vetting.approve.mutate({ id });
      return { ok: true, line: `${id}: ${result.message}` };
    }
    if (decision === 'reject') {
      // The server checks the reason against its list and answers 400 naming them.
      const input = { id, ...(reason ? { reason: reason as RejectionReason } : {}) };
      const result = await client.vetting.reject.mutate(input);
      return { ok: true, line: `${id}: ${result.message}` };
    }
    return { ok: false, line: `${id}: decision must be approve or reject, not "${decisionCell}"` };
  } catch (error) {
    if (!isTalantaClientError(error)) throw error;
    return { ok: false, line: `${id}: failed (${error.data?.httpStatus ?? 'no answer'}): ${error.message}` };
  }
}

let failures = 0;
for (const row of rows) {
  // One at a time: each decision emails the applicant, and the order of the sheet is kept.
  const { ok, line } = await decideRow(row);
  if (!ok) failures += 1;
  (ok ? process.stdout : process.stderr).write(`${line}\n`);
}
process.stdout.write(`${rows.length - failures} of ${rows.length} decided\n`);
process.exit(failures > 0 ? 1 : 0);
