import { ZDeveloperMatch, ZJob, ZJobMatch } from '@talanta/schema';
import { z } from 'zod';
import {
  PAGE_HEADERS,
  type RestRoute,
  restRoute,
  SEARCH_PAGE_HEADERS,
  sendPage,
  sendSearchPage,
} from '../route';

/** A job as a Nairobi client posts it; budgets are US dollars (per hour here). */
const JOB_EXAMPLE = {
  title: 'Senior Node.js engineer for M-Pesa payouts',
  description:
    'Build and run the settlement service that pays our merchants through M-Pesa B2C, with PostgreSQL and Node.js.',
  requiredSkills: ['Node.js', 'TypeScript', 'PostgreSQL', 'M-Pesa API'],
  projectLength: 'long-term',
  projectType: 'contract',
  location: 'Remote (Nairobi, EAT)',
  minBudget: 30,
  maxBudget: 40,
  budgetType: 'hourly',
  category: 'Backend Development',
  experienceLevel: 'Expert',
};

export const jobRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/jobs',
    procedure: 'job.create',
    status: 201,
    tag: 'Job',
    summary: 'Post a job (clients)',
    example: JOB_EXAMPLE,
  },
  restRoute({
    method: 'GET',
    path: '/jobs',
    procedure: 'job.list',
    tag: 'Job',
    summary:
      'Open jobs, newest first: full-text `search`, `category`, `experience`, `budget` band, `limit`/`offset`, and `cursor` (the X-Next-Cursor of the previous page) for deep pages. The body is the array of jobs; X-Total-Count carries the number of matches up to 1,000, and X-Total-Count-Capped is true when more match',
    headers: SEARCH_PAGE_HEADERS,
    send: (page, reply) => sendSearchPage(page.jobs, page, reply),
    response: z.array(ZJob),
  }),
  restRoute({
    method: 'GET',
    path: '/jobs/recommended',
    procedure: 'job.recommended',
    tag: 'Matching',
    summary:
      'Open jobs for the signed-in developer, best match first, leaving out those they applied to: each `{ job, score, reasons }` (see docs/matching.md), `limit`/`offset` over at most 200 ranked jobs. X-Total-Count carries how many were ranked',
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.matches, page.total, reply),
    response: z.array(ZJobMatch),
  }),
  restRoute({
    method: 'GET',
    path: '/jobs/:id/matches',
    procedure: 'job.matches',
    tag: 'Matching',
    summary:
      "Approved developers for the job's client, best match first: each `{ developer, score, reasons }` (see docs/matching.md), filtered like talent search (`search`, `skills`, `availability`, `minRate`/`maxRate`, `minYears`, `country`), `limit`/`offset` over at most 200 ranked developers. X-Total-Count carries how many were ranked",
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.matches, page.total, reply),
    response: z.array(ZDeveloperMatch),
  }),
  {
    method: 'GET',
    path: '/jobs/:id',
    procedure: 'job.byId',
    tag: 'Job',
    summary:
      'One job; for a developer also their latest application to it, whether they may apply, and their invitation',
  },
  {
    method: 'PUT',
    path: '/jobs/:id',
    procedure: 'job.update',
    tag: 'Job',
    summary:
      'Edit an open job (its client), under the rules of posting one (409 for a closed job); its applicants are notified when the budget or the skills change',
    example: { ...JOB_EXAMPLE, maxBudget: 45 },
  },
  {
    method: 'POST',
    path: '/jobs/:id/invitations',
    procedure: 'job.invite',
    status: 201,
    tag: 'Job',
    summary:
      'Invite an approved developer (`developerId`: their user id) to apply, with an optional `message`; once per job and developer (409), open jobs only; the developer is notified',
    example: {
      developerId: 12,
      message: 'Your M-Pesa integration work looks like a great fit. Would you apply?',
    },
  },
  {
    method: 'PUT',
    path: '/jobs/:id/close',
    procedure: 'job.close',
    tag: 'Job',
    summary: 'Close a job to new applications (its client)',
  },
  {
    method: 'PUT',
    path: '/jobs/:id/reopen',
    procedure: 'job.reopen',
    tag: 'Job',
    summary: 'Reopen a closed job (its client)',
  },
  {
    method: 'GET',
    path: '/clients/jobs',
    procedure: 'job.listOwn',
    tag: 'Job',
    summary: "The signed-in client's jobs with application counts per status",
  },
];
