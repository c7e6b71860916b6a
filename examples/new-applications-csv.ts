/**
 * This week's new applications to the signed-in client's jobs, as CSV on stdout (over REST with the
 * SDK's typed fetch). The week starts on Monday 00:00 UTC.
 *
 *   TALANTA_URL=https://talanta.example TALANTA_TOKEN=… pnpm --filter @talanta/examples new-applications-csv
 */
import { type ApiError, createTalantaRest } from '@talanta/sdk';
import { toCsv } from './csv';
import { connectionFromEnv } from './env';

/** Monday 00:00 UTC of the week `now` falls in. */
function startOfWeekUtc(now: Date): Date {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday));
}

function fail(what: string, error: ApiError | undefined, status: number): never {
  process.stderr.write(`${what} failed (${status}): ${error?.message ?? 'no answer'}\n`);
  process.exit(1);
}

const rest = createTalantaRest(connectionFromEnv());
const since = startOfWeekUtc(new Date());

const jobs = await rest.GET('/api/clients/jobs');
if (!jobs.data) fail('Listing your jobs', jobs.error, jobs.response.status);

const rows: string[][] = [['job', 'developer', 'status', 'applied_at']];
for (const job of jobs.data.filter((candidate) => candidate.applicationCounts.total > 0)) {
  const applications = await rest.GET('/api/jobs/{id}/applications', { params: { path: { id: job.id } } });
  if (!applications.data)
    fail(`Listing the applications to job ${job.id}`, applications.error, applications.response.status);
  for (const application of applications.data) {
    if (new Date(application.createdAt) < since) continue;
    const developer = `${application.developer.firstName} ${application.developer.lastName}`;
    rows.push([job.title, developer, application.status, application.createdAt]);
  }
}
process.stdout.write(toCsv(rows));
