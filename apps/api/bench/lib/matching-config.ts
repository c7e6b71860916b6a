/** The matching benchmark's data sizes, runs and budgets (each size can be set from the environment). */

export const DEVELOPERS = Number(process.env.BENCH_DEVELOPERS ?? 20_000);
export const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 100_000);
/** Applications of random developers to random open jobs, besides the bench developer's own. */
export const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 50_000);
/** The bench developer's applications, to the newest open jobs they would otherwise be offered. */
export const OWN_APPLICATIONS = 40;
export const RUNS = Number(process.env.BENCH_RUNS ?? 200);
export const WARMUP = 20;
export const MEDIAN_BUDGET_MS = 50;
/** Tables a candidate query must never read whole. */
export const BIG_TABLES = ['developer_profiles', 'jobs', 'users', 'job_applications'];
