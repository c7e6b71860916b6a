import type { TUserRole } from './constants';
import { JOB_LIMITS } from './job-limits';
import { numericPathId } from './path-id';

/** A query a screen makes before it shows: the procedure's dotted path and its input. */
export interface FirstScreenCall {
  path: string;
  input?: unknown;
}

/** A first-screen call with the server's answer, as index.html carries it. */
export interface FirstScreenAnswer extends FirstScreenCall {
  data: unknown;
}

/**
 * The queries a signed-in screen's route makes before it shows, for a request to `pattern` (the
 * router's pattern, `params` its parameters) without a query string: the URL's query is the screen's
 * filters, which only the app reads. The server answers them into index.html
 * (FIRST_SCREEN_ANSWERS_ELEMENT_ID) and the app hands each answer to the first identical call.
 * These repeat what the routes' loaders ask (routes/_authed/jobs/$id/index.tsx, browse-jobs.tsx);
 * a call that differs is simply asked over the network, and e2e first-screen-answers.spec.ts fails.
 */
export function firstScreenCalls(
  pattern: string,
  params: Readonly<Record<string, string>>,
  role: TUserRole,
): FirstScreenCall[] {
  const vettingStatus: FirstScreenCall[] = role === 'developer' ? [{ path: 'vetting.myStatus' }] : [];
  switch (pattern) {
    case '/jobs/$id': {
      // Another id is the route's 404 screen, which needs no data.
      const id = numericPathId(params.id);
      return id === undefined ? [] : [{ path: 'job.byId', input: { id } }, ...vettingStatus];
    }
    case '/browse-jobs':
      // The newest jobs' first page, unfiltered (job.list); the route is for developers alone.
      return role === 'developer'
        ? [
            { path: 'application.listMine' },
            ...vettingStatus,
            { path: 'job.list', input: { limit: JOB_LIMITS.browsePageSize, offset: 0 } },
          ]
        : [];
    default:
      return [];
  }
}
