import {
  announceChange,
  createNotification,
  type Database,
  type Executor,
  findDeveloperMatchCandidates,
  findJobForMatching,
  findJobIntroductions,
  findJobsAwaitingIntroductions,
  findUserById,
  insertJobIntroductions,
  type Kysely,
  lockJob,
  type MatchJobRecord,
  toPublicDeveloper,
} from '@talanta/db';
import {
  INTRODUCTION_LIMITS,
  isStrongMatch,
  MATCH_CANDIDATES,
  scoreMatch,
  type TMatch,
  type TPublicDeveloper,
  ZDeveloperSearchInput,
} from '@talanta/schema';
import { queueEmail } from '../mail/queue-email';
import { matchDeveloperFacts, matchJobFacts, rankPage } from '../routers/job/match-facts';
import { type IntroducedDeveloper, meetYourMatchesEmail } from './introduction-email';

/** The runner's job queued with each posted job (payload `{ jobId }`), and the sweep's schedule. */
export const JOB_INTRODUCTION_JOB = 'job.introduce-matches';
export const JOB_INTRODUCTION_SWEEP = 'job.introduce-matches.sweep';
/** Jobs the sweep tries per run, oldest first. */
const SWEEP_BATCH = 50;

const { limit: _limit, offset: _offset, ...EVERY_APPROVED_DEVELOPER } = ZDeveloperSearchInput.parse({});

export interface RankedCandidate extends TMatch {
  developer: TPublicDeveloper;
}

/** A job's candidates as its Suggested Tech Talent ranks them (no filters), scored at `at`. */
export async function rankJobCandidates(
  db: Executor,
  job: MatchJobRecord,
  at: Date,
): Promise<RankedCandidate[]> {
  const candidates = await findDeveloperMatchCandidates(db, job.skillKeys, EVERY_APPROVED_DEVELOPER);
  const jobFacts = matchJobFacts(job);
  const { ranked } = rankPage(
    candidates.map((row) => ({ developer: toPublicDeveloper(row), timeZone: row.timeZone })),
    ({ developer, timeZone }) =>
      scoreMatch(jobFacts, matchDeveloperFacts(developer, timeZone), { at, viewer: 'client' }),
    { limit: MATCH_CANDIDATES, offset: 0 },
  );
  return ranked.map(({ candidate, score, reasons }) => ({ developer: candidate.developer, score, reasons }));
}

/**
 * Introduces developers to a job's client in the caller's transaction: one row each (a developer
 * already introduced for the job is skipped), then, for those actually introduced now, one
 * notification and one "Meet your matches" email. Answers how many were introduced.
 */
export async function introduceDevelopers(
  trx: Executor,
  job: { id: number; title: string; clientId: number },
  picks: RankedCandidate[],
  options: { introducedById: number | null; origin: string },
): Promise<number> {
  const introducedIds = new Set(
    await insertJobIntroductions(
      trx,
      picks.map((pick) => ({
        jobId: job.id,
        developerId: pick.developer.id,
        score: pick.score,
        reasons: pick.reasons.map((reason) => reason.text),
        introducedById: options.introducedById,
      })),
    ),
  );
  const introduced: IntroducedDeveloper[] = picks
    .filter((pick) => introducedIds.has(pick.developer.id))
    .map((pick) => ({
      developerId: pick.developer.id,
      name: `${pick.developer.user.firstName} ${pick.developer.user.lastName}`,
      title: pick.developer.title,
      score: pick.score,
      reasons: pick.reasons.map((reason) => reason.text),
    }));
  if (introduced.length === 0) return 0;
  // The client's job page and the admins' queue.
  await announceChange(trx, { userIds: [job.clientId], admins: true }, ['job']);
  await createNotification(trx, {
    userId: job.clientId,
    type: 'success',
    title: 'Meet your matches',
    message: `${introduced.map((developer) => developer.name).join(', ')} ${introduced.length === 1 ? 'fits' : 'fit'} "${job.title}". See why on the job page.`,
    link: `/jobs/${job.id}`,
  });
  const client = await findUserById(trx, job.clientId);
  if (client)
    await queueEmail(trx, meetYourMatchesEmail(client, job, introduced, options.origin), options.origin);
  return introduced.length;
}

/**
 * The introduction job: scores an open job's candidates at `now` and introduces its strongest
 * matches (isStrongMatch), best first, up to INTRODUCTION_LIMITS.perJob in all. Safe to run again:
 * who was introduced stays introduced, and nobody is announced twice.
 */
export async function introduceStrongMatches(
  db: Kysely<Database>,
  options: { jobId: number; now: Date; origin: string },
): Promise<number> {
  const job = await findJobForMatching(db, options.jobId);
  if (job?.status !== 'open') return 0;
  const strong = (await rankJobCandidates(db, job, options.now)).filter(isStrongMatch);
  if (strong.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    // Locked for update: introductions of one job run one at a time, so the cap holds.
    const locked = await lockJob(trx, job.id);
    if (locked?.status !== 'open') return 0;
    const already = new Set((await findJobIntroductions(trx, job.id)).map((row) => row.developerId));
    const room = INTRODUCTION_LIMITS.perJob - already.size;
    if (room <= 0) return 0;
    const picks = strong.filter((match) => !already.has(match.developer.id)).slice(0, room);
    return introduceDevelopers(trx, locked, picks, { introducedById: null, origin: options.origin });
  });
}

/**
 * The periodic sweep: open jobs still inside their window with too few introductions are tried
 * again (their job was missed, or a strong developer was approved since).
 */
export async function sweepJobIntroductions(
  db: Kysely<Database>,
  options: { now: Date; origin: string },
): Promise<number> {
  let introduced = 0;
  for (const jobId of await findJobsAwaitingIntroductions(db, { now: options.now, limit: SWEEP_BATCH }))
    introduced += await introduceStrongMatches(db, { ...options, jobId });
  return introduced;
}
