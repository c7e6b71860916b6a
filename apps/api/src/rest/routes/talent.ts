import { ZPublicDeveloper } from '@talanta/schema';
import { z } from 'zod';
import { type RestRoute, restRoute, SEARCH_PAGE_HEADERS, sendPdfDownload, sendSearchPage } from '../route';

export const talentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/developers/top',
    procedure: 'talent.top',
    tag: 'Talent',
    summary: 'Top approved developers (`limit`, default 6): verified first, then the most complete profiles',
  },
  restRoute({
    method: 'GET',
    path: '/developers/all',
    procedure: 'talent.list',
    tag: 'Talent',
    summary:
      'Approved developers, verified first, newest first: `search` (case-insensitive substring of title, bio, location, first or last name, or any skill), `skills` (all of them), `availability`, `minRate`/`maxRate`, `minYears`, `country` (kenya or india), `limit` (default and most 100)/`offset`. The body is the array; X-Total-Count carries the number of matches up to 1,000, and X-Total-Count-Capped is true when more match',
    headers: SEARCH_PAGE_HEADERS,
    send: (page, reply) => sendSearchPage(page.developers, page, reply),
    response: z.array(ZPublicDeveloper),
  }),
  {
    method: 'GET',
    path: '/developers/:id',
    procedure: 'talent.byId',
    tag: 'Talent',
    summary:
      "One approved developer's public profile (never email or phone), with the vetting stages their approved application passed (never scores) and its projects",
  },

  restRoute({
    method: 'GET',
    path: '/developers/:id/resume',
    procedure: 'talent.resume',
    tag: 'Talent',
    summary:
      "The developer's résumé as a PDF download: the developer and admins always, clients only when the developer shows it to them (`hasResume`); otherwise 404 `Résumé not found`",
    send: sendPdfDownload,
    response: z.string().meta({ contentMediaType: 'application/pdf', description: 'The PDF file' }),
  }),
];
