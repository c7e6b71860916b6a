import { addDays, type TUserRole, weekStartOf } from '@talanta/schema';
import type { z } from 'zod';
import { SESSION_COOKIE } from '../../src/auth/cookie';
import { createSession } from '../../src/auth/session';
import { type RestRoute, restRoutes } from '../../src/rest/table';
import { appRouter } from '../../src/routers';
import { publicSessionId } from '../../src/routers/session/public-session-id';
import type { Access } from '../../src/trpc/init';
import { decide, submitApplication } from './admin';
import type { TestApp } from './app';
import { uploadStatement } from './bank-statements';
import { insertApprovedWeek } from './invoices';
import { type Actor, applyTo, postJob, signedInActor } from './jobs';
import { nameReferee } from './references';

/** The router and REST table as data, for the tests that walk every procedure or row. */

export interface ProcedureEntry {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  access: Access;
  inputs: z.ZodType[];
}

type ProcedureDef = {
  _def: { type: ProcedureEntry['type']; meta?: { access?: Access }; inputs?: z.ZodType[] };
};

/** Every procedure of the app router (at runtime `_def.procedures` is flat, keyed by dotted path). */
export function procedureEntries(): ProcedureEntry[] {
  return Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>).map(
    ([path, procedure]) => ({
      path,
      type: procedure._def.type,
      access: procedure._def.meta?.access as Access,
      inputs: procedure._def.inputs ?? [],
    }),
  );
}

export function accessOfProcedure(path: string): Access {
  const entry = procedureEntries().find((procedure) => procedure.path === path);
  if (!entry) throw new Error(`no procedure ${path}`);
  return entry.access;
}

/** The role whose session reaches a procedure of this access level (public: a developer's). */
export function roleFor(access: Access): TUserRole {
  if (access === 'clientOrAdmin') return 'client';
  return access === 'public' || access === 'signedIn' ? 'developer' : access;
}

export const writableRestRoutes = (): RestRoute[] => restRoutes.filter((route) => route.method !== 'GET');

/** One state-changing call the write walks make: a REST row or a tRPC mutation, as the role that may. */
export interface WriteTarget {
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  role: TUserRole;
}

/** Every state-changing REST row (on the world's rows) and every tRPC mutation. */
export function writeTargets(world: WalkWorld): WriteTarget[] {
  const rest = writableRestRoutes().map((route) => ({
    label: `${route.method} /api${route.path}`,
    method: route.method as WriteTarget['method'],
    path: concreteRestPath(world, route),
    role: roleFor(accessOfProcedure(route.procedure)),
  }));
  const trpc = procedureEntries()
    .filter((procedure) => procedure.type === 'mutation')
    .map((procedure) => ({
      label: `tRPC ${procedure.path}`,
      method: 'POST' as const,
      path: `/trpc/${procedure.path}`,
      role: roleFor(procedure.access),
    }));
  return [...rest, ...trpc];
}

/** Real rows of every kind a path parameter can name, owned by the world's people. */
export interface WalkWorld {
  actors: Record<TUserRole, Actor>;
  shortlistId: number;
  savedSearchId: number;
  jobId: number;
  jobApplicationId: number;
  /** An interview the client proposed for that application, and one of its slots. */
  interviewId: number;
  interviewSlotId: number;
  /** A sent offer from the client on that application, and the contract of a direct offer accepted. */
  offerId: number;
  contractId: number;
  /** A week of that contract the developer logged and submitted to the client. */
  timesheetId: number;

  /** An invoice of the client holding one approved week of that contract. */
  invoiceId: number;
  /** An unmatched bank credit (a statement imported by the admin): matching and dismissing aim here. */
  bankTransactionId: number;
  invoiceLineId: number;
  conversationId: number;
  notificationId: number;
  /** A webhook endpoint of the client (to a closed loopback port: deliveries fail harmlessly). */
  webhookEndpointId: number;
  developerProfileId: number;
  vettingSubmissionId: number;
  /** Assessment: a bank question (and a spare one to delete) and the developer's open attempt. */
  vettingQuestionId: number;
  spareVettingQuestionId: number;
  assessmentAttemptId: number;
  /** The developer's own undecided submission (the assessment's): a vetting interview can be proposed for it. */
  screenedSubmissionId: number;
  /** A bystander client and job, made first so that id 1 names them: destructive calls aim here. */
  spareUserId: number;
  spareJobId: number;
  /** The developer's application to the spare job: withdrawing aims here. */
  spareApplicationId: number;
  /** A read token of the developer's: revoking aims here. */
  apiTokenId: string;
  /** The public id of a second session of the developer's: ending one aims here. */
  spareSessionId: string;
  /** An outbox email that failed for good: the admins' retry aims here. */
  failingEmailId: number;
  /** The link token of a referee the developer named on their own open application. */
  referenceToken: string;
}

/** A start far enough ahead that the walks' slots stay in the future. */
export const WALK_SLOT_START = '2031-01-15T14:00:00+03:00';

/** A start date far enough ahead that the walks' offers stay valid. */
export const WALK_OFFER_START = '2031-01-15';
/**
 * The Monday of the week the walks' contract works in: three weeks back, because hours are logged
 * only for days that have happened (the contract's start is moved back in the database, as offers
 * must start today or later).
 */
export const WALK_WEEK_START = addDays(weekStartOf(new Date().toISOString().slice(0, 10)), -21);
/** The Wednesday of that week: the contract's first day, and the day the walks log hours on. */
export const WALK_WORK_DAY = addDays(WALK_WEEK_START, 2);

/** The next Monday, within the walk's contract: its approved week is on the walk's invoice. */
const WALK_OFFER_WEEK = addDays(WALK_WEEK_START, 7);
/** The Sunday that week ends on: invoice runs through it bill it. */
export const WALK_INVOICE_THROUGH = addDays(WALK_OFFER_WEEK, 6);

/** One developer, client and admin signed in once, with a job, an application, a conversation... */
export async function buildWalkWorld(t: TestApp): Promise<WalkWorld> {
  const spare = await signedInActor(t, 'client');
  const spareJob = await postJob(spare);
  const actors = {
    developer: await signedInActor(t, 'developer'),
    client: await signedInActor(t, 'client'),
    admin: await signedInActor(t, 'admin'),
  };
  await t.db
    .updateTable('clientProfiles')
    .set({ companyName: 'Kilima Pay', description: 'Payments for Kenyan shops.', location: 'Nairobi' })
    .where('userId', '=', actors.client.user.id)
    .execute();
  const job = await postJob(actors.client);
  const application = await applyTo(actors.developer, job.id);
  const spareApplication = await applyTo(actors.developer, spareJob.id);
  const interview = await actors.client.http.post(`/api/applications/${application.id}/interviews`, {
    slots: [{ startsAt: WALK_SLOT_START, durationMinutes: 30 }],
  });
  const offerTerms = { hourlyRate: 40, weeklyHourLimit: 20, startDate: WALK_OFFER_START };
  const offer = await actors.client.http.post('/api/offers', {
    ...offerTerms,
    applicationId: application.id,
  });
  const direct = await actors.client.http.post('/api/offers', {
    ...offerTerms,
    developerId: actors.developer.developerId,
  });
  const contract = await actors.developer.http.put(`/api/offers/${direct.body.id}/accept`);
  if (offer.status !== 201 || contract.status !== 200)
    throw new Error('the walk world has no offer or contract');
  await t.db
    .updateTable('contracts')
    .set({ startDate: WALK_WORK_DAY })
    .where('id', '=', contract.body.contractId)
    .execute();
  const weekUrl = `/api/contracts/${contract.body.contractId}/timesheets/${WALK_WEEK_START}`;
  await actors.developer.http.put(weekUrl, {
    entries: [{ date: WALK_WORK_DAY, hours: 4, description: 'Walk' }],
  });
  const timesheet = await actors.developer.http.post(`${weekUrl}/submit`);
  if (timesheet.status !== 200) throw new Error('the walk world has no timesheet');
  const conversation = await actors.client.http.post('/api/messages/conversations', {
    userId: actors.developer.user.id,
    jobId: job.id,
  });
  const notification = await t.db
    .selectFrom('notifications')
    .select('id')
    .where('userId', '=', actors.client.user.id)
    .executeTakeFirstOrThrow();
  const profile = await t.db
    .selectFrom('developerProfiles')
    .select('id')
    .where('userId', '=', actors.developer.user.id)
    .executeTakeFirstOrThrow();
  await insertApprovedWeek(t.db, contract.body.contractId, WALK_OFFER_WEEK, 600);
  const invoices = await actors.admin.http.post('/api/admin/invoices/generate', {
    through: WALK_INVOICE_THROUGH,
  });
  if (invoices.status !== 201 || invoices.body.length !== 1) throw new Error('the walk world has no invoice');
  const bankTransactionId = await importWalkStatement(t, actors.admin);
  const webhook = await actors.client.http.post('/api/webhooks', {
    url: 'http://127.0.0.1:9/walk-hook',
    events: ['job.created'],
  });
  if (webhook.status !== 201) throw new Error('the walk world has no webhook endpoint');
  const onboarding = await submitApplication(t);
  await decide(actors.admin.http, onboarding.id, 'reject');
  const assessment = await buildWalkAssessment(t, actors);
  const reference = await nameReferee(t, actors.developer);
  const apiToken = await actors.developer.http.post('/api/tokens', { name: 'Walk', scopes: ['read'] });
  if (apiToken.status !== 201) throw new Error('the walk world has no API token');
  const shortlist = await actors.client.http.post('/api/shortlists', { name: 'Walk' });
  if (shortlist.status !== 201) throw new Error('the walk world has no shortlist');
  await actors.client.http.post(`/api/shortlists/${shortlist.body.id}/developers`, {
    developerId: actors.developer.developerId,
  });
  const savedSearch = await actors.developer.http.post('/api/saved-searches', {
    kind: 'jobs',
    name: 'Walk',
    query: { search: 'walk' },
    alert: 'instant',
  });
  if (savedSearch.status !== 201) throw new Error('the walk world has no saved search');
  const spareSession = await createSession(t.db, actors.developer.user.id, 'developer');
  // An email whose every attempt failed: what admins list and retry.
  const failingEmail = await t.db
    .insertInto('emailOutbox')
    .values({
      toAddress: 'walk@example.com',
      subject: 'Walk email',
      bodyText: 'Hello',
      attempts: 5,
      lastError: '451 try again later',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    failingEmailId: failingEmail.id,
    referenceToken: reference.token,
    shortlistId: shortlist.body.id,
    savedSearchId: savedSearch.body.id,
    apiTokenId: apiToken.body.id,
    spareSessionId: publicSessionId(spareSession.id),
    actors,
    jobId: job.id,
    jobApplicationId: application.id,
    interviewId: interview.body.id,
    interviewSlotId: interview.body.slots[0].id,
    offerId: offer.body.id,
    contractId: contract.body.contractId,
    timesheetId: timesheet.body.id,
    invoiceId: invoices.body[0].id,
    bankTransactionId,
    invoiceLineId: invoices.body[0].lines[0].id,
    conversationId: conversation.body.conversationId,
    notificationId: notification.id,
    webhookEndpointId: webhook.body.id,
    developerProfileId: profile.id,
    vettingSubmissionId: onboarding.id,
    ...assessment,
    spareUserId: spare.user.id,
    spareJobId: spareJob.id,
    spareApplicationId: spareApplication.id,
  };
}

/** A CSV statement with one credit quoting no invoice: it waits, unmatched. */
async function importWalkStatement(t: TestApp, admin: Actor): Promise<number> {
  const csv = `date,amount,currency,reference,payer\n${WALK_WORK_DAY},25.00,USD,Walk interest,Walk Bank\n`;
  const imported = await uploadStatement(t, admin.http, Buffer.from(csv), { filename: 'walk.csv' });
  const [credit] = imported.body.unmatched ?? [];
  if (imported.status !== 201 || !credit) throw new Error('the walk world has no bank transaction');
  return credit.transactionId;
}

/** Ten Go questions in the bank, the developer's application screened, and their assessment started. */
async function buildWalkAssessment(t: TestApp, actors: Record<TUserRole, Actor>) {
  const ids: number[] = [];
  for (let n = 0; n < 11; n += 1) {
    const question = await actors.admin.http.post('/api/admin/vetting-questions', {
      skill: 'Go',
      prompt: `Walk question ${n}`,
      choices: ['Yes', 'No'],
      correctIndex: 0,
    });
    if (question.status !== 201) throw new Error('the walk world has no assessment question');
    ids.push(question.body.id);
  }
  const submission = await submitApplication(t, { email: actors.developer.email, skills: ['Go'] });
  await actors.admin.http.put(`/api/admin/developer-applications/${submission.id}/stage`, {
    stage: 'application',
    state: 'passed',
  });
  const attempt = await actors.developer.http.post('/api/vetting/assessment/start');
  if (attempt.status !== 201) throw new Error('the walk world has no assessment attempt');
  return {
    vettingQuestionId: ids[0] as number,
    spareVettingQuestionId: ids[10] as number,
    assessmentAttemptId: attempt.body.attemptId as number,
    screenedSubmissionId: submission.id,
  };
}

/** The id a path parameter of a REST row names in the world (a real row of the right kind). */
export function paramValue(world: WalkWorld, route: RestRoute, param: string): number | string {
  if (param === 'weekStart') return WALK_WEEK_START;
  if (param === 'userId') return world.spareUserId;
  if (param === 'developerId') return world.developerProfileId;
  if (param === 'jobId') return world.spareJobId;
  const path = route.path;
  if (path.startsWith('/jobs/') || path.startsWith('/open-jobs/')) return world.jobId;
  if (path.startsWith('/offers/')) return world.offerId;
  if (path.startsWith('/contracts/')) return world.contractId;
  if (path.startsWith('/clients/')) return world.actors.client.user.id;
  if (path.startsWith('/timesheets/')) return world.timesheetId;
  if (path.startsWith('/tokens/')) return world.apiTokenId;
  if (path.startsWith('/shortlists/')) return world.shortlistId;
  if (path.startsWith('/saved-searches/')) return world.savedSearchId;
  if (path.startsWith('/account/sessions/')) return world.spareSessionId;
  if (path.startsWith('/references/')) return world.referenceToken;
  // No open invitation in the world: the row answers 404, which the walks accept as a 4xx.
  if (path.startsWith('/invitations/')) return 'a'.repeat(40);

  if (path.startsWith('/invoices/') || path.startsWith('/admin/invoices/')) return world.invoiceId;
  if (path.startsWith('/admin/bank-transactions/')) return world.bankTransactionId;
  // No credit note in the world: the row answers 404, which the walks accept as a 4xx.
  if (path.startsWith('/credit-notes/')) return world.invoiceId;
  // No payout batch or payout in the world either: 404 too.
  if (path.startsWith('/admin/payout-batches/') || path.startsWith('/admin/payouts/')) return world.invoiceId;
  if (path.endsWith('/withdraw')) return world.spareApplicationId;
  if (path.startsWith('/applications/')) return world.jobApplicationId;
  if (path.startsWith('/interviews/')) return world.interviewId;
  if (path.startsWith('/messages/')) return world.conversationId;
  if (path.startsWith('/notifications/')) return world.notificationId;
  if (path.startsWith('/webhooks/')) return world.webhookEndpointId;
  if (path.startsWith('/admin/developers/') || path.startsWith('/developers/'))
    return world.developerProfileId;
  if (path.startsWith('/admin/developer-applications/') && path.endsWith('/interviews'))
    return world.screenedSubmissionId;
  if (path.startsWith('/admin/developer-applications/')) return world.vettingSubmissionId;
  if (path.startsWith('/admin/vetting-questions/'))
    return route.method === 'DELETE' ? world.spareVettingQuestionId : world.vettingQuestionId;
  if (param === 'attemptId') return world.assessmentAttemptId;
  if (path.startsWith('/admin/emails/')) return world.failingEmailId;
  throw new Error(`no world row for :${param} of ${route.method} ${route.path}`);
}

/** The row's /api path with each `:param` naming a real row, unless `overrides` gives its text. */
export function concreteRestPath(
  world: WalkWorld,
  route: RestRoute,
  overrides: Record<string, string> = {},
): string {
  return `/api${route.path.replace(/:(\w+)/g, (_match, param: string) => overrides[param] ?? String(paramValue(world, route, param)))}`;
}

export function sessionCookieOf(actor: Actor): string {
  const token = actor.http.sessionToken;
  if (!token) throw new Error('the actor has no session');
  return `${SESSION_COOKIE}=${token}`;
}
