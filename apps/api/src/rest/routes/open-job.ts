import { ZOpenJob } from '@talanta/schema';
import { z } from 'zod';
import { type RestRoute, restRoute, SEARCH_PAGE_HEADERS, sendSearchPage } from '../route';

/** The public job board (issue 40): what visitors and search engines read, no sign-in needed. */
export const openJobRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/open-jobs',
    procedure: 'openJob.list',
    tag: 'Job',
    summary:
      "The public job board: open jobs their clients list publicly, newest first, `limit` (default 20, at most 100)/`offset`, without sign-in. Never the client's own name or email; the company name when the client gave one. The body is the array; X-Total-Count carries the number of jobs up to 1,000, and X-Total-Count-Capped is true when there are more",
    headers: SEARCH_PAGE_HEADERS,
    send: (page, reply) => sendSearchPage(page.jobs, page, reply),
    response: z.array(ZOpenJob),
  }),
  {
    method: 'GET',
    path: '/open-jobs/:id',
    procedure: 'openJob.byId',
    tag: 'Job',
    summary:
      'One job of the public job board, without sign-in; 404 when it is closed, kept off the board by its client, or missing',
  },
];
