import {
  type DbHandle,
  developerMatchCandidateIdsQuery,
  developerMatchRowsQuery,
  findDeveloperForMatching,
  findDeveloperMatchCandidates,
  findJobForMatching,
  findJobMatchCandidates,
  jobMatchCandidateIdsQuery,
  jobMatchRowsQuery,
} from '@talanta/db';
import { type TJobMatchesInput, ZJobMatchesInput } from '@talanta/schema';
import type pg from 'pg';
import { type ExplainedQuery, explain } from './explain';
import type { Actors, BENCH_DEVELOPERS, BENCH_JOBS } from './matching-actors';
import { OWN_APPLICATIONS } from './matching-config';

/** The matching benchmark's requests: a job's suggested talent and a developer's recommended jobs. */

export interface Scenario {
  label: string;
  /** The REST request, as a browser sends it. */
  request: string;
  cookie: string;
  /** The database work of the procedure, as it runs it; resolves to the number of candidates. */
  query: () => Promise<number>;
  /** The candidate ids query and the candidates' rows query, with the ids of a real run. */
  explain: (pool: pg.Pool) => Promise<ExplainedQuery[]>;
  /** The table the candidates come from: the candidate ids query must read it through an index. */
  table: 'developer_profiles' | 'jobs';
  /** Checks a response body beyond its status. */
  check?: (body: unknown) => void;
}

function matchesScenario(
  handle: DbHandle,
  actors: Actors,
  label: string,
  job: keyof typeof BENCH_JOBS,
  params: Record<string, string> = {},
): Scenario {
  const { db } = handle;
  const id = actors.jobIds[job];
  const {
    id: _id,
    limit: _limit,
    offset: _offset,
    ...filters
  } = ZJobMatchesInput.parse({
    id,
    ...params,
  } as TJobMatchesInput);
  const loadJob = async () => {
    const found = await findJobForMatching(db, id);
    if (!found) throw new Error(`bench job ${id} is missing`);
    return found;
  };
  const search = new URLSearchParams(params).toString();
  return {
    label,
    request: `/api/jobs/${id}/matches${search ? `?${search}` : ''}`,
    cookie: actors.clientCookie,
    query: async () => (await findDeveloperMatchCandidates(db, (await loadJob()).skillKeys, filters)).length,
    explain: async (pool) => {
      const ids = developerMatchCandidateIdsQuery(db, (await loadJob()).skillKeys, filters);
      const rows = await ids.execute();
      return [
        await explain(pool, `${label} — candidate ids`, ids),
        await explain(
          pool,
          `${label} — candidates' profiles`,
          developerMatchRowsQuery(
            db,
            rows.map((row) => row.id),
          ),
        ),
      ];
    },
    table: 'developer_profiles',
  };
}

function recommendedScenario(
  handle: DbHandle,
  actors: Actors,
  label: string,
  developer: keyof typeof BENCH_DEVELOPERS,
): Scenario {
  const { db } = handle;
  const { userId, cookie } = actors.developers[developer];
  const skillKeys = async () => (await findDeveloperForMatching(db, userId))?.skillKeys ?? [];
  return {
    label,
    request: '/api/jobs/recommended',
    cookie,
    query: async () => (await findJobMatchCandidates(db, userId, await skillKeys())).length,
    explain: async (pool) => {
      const ids = jobMatchCandidateIdsQuery(db, userId, await skillKeys());
      const rows = await ids.execute();
      return [
        await explain(pool, `${label} — candidate ids`, ids),
        await explain(
          pool,
          `${label} — candidates' jobs`,
          jobMatchRowsQuery(
            db,
            rows.map((row) => row.id),
          ),
        ),
      ];
    },
    table: 'jobs',
    check:
      developer === 'typical'
        ? (body) => {
            const offered = (body as { job: { id: number } }[])
              .map(({ job }) => job.id)
              .filter((id) => actors.appliedJobIds.has(id));
            if (offered.length > 0)
              throw new Error(`recommended jobs already applied to: ${offered.join(', ')}`);
          }
        : undefined,
  };
}

export function scenarios(handle: DbHandle, actors: Actors): Scenario[] {
  return [
    matchesScenario(handle, actors, 'Full-stack job, 5 skills, Expert', 'fullStack'),
    matchesScenario(handle, actors, 'The same, filtered: contract, Kenya, 5+ years', 'fullStack', {
      availability: 'contract',
      country: 'kenya',
      minYears: '5',
    }),
    matchesScenario(handle, actors, 'Android job, 3 skills, Intermediate', 'android'),
    matchesScenario(handle, actors, 'Python job, 3 skills, Entry Level, second page', 'data', {
      offset: '12',
    }),
    matchesScenario(handle, actors, 'Open brief, no required skills', 'openBrief'),
    recommendedScenario(
      handle,
      actors,
      `Developer with 5 common skills, ${OWN_APPLICATIONS} applications`,
      'typical',
    ),
    recommendedScenario(handle, actors, 'Developer with rare skills: Rust, Elixir', 'rare'),
    recommendedScenario(handle, actors, 'Developer without a profile yet', 'newcomer'),
  ];
}
