import {
  XLSX_CONTENT_TYPE,
  ZAdminClient,
  ZAdminDeveloper,
  ZAdminJob,
  ZAuditEntry,
  ZNeedsMatchingJob,
  ZUser,
} from '@talanta/schema';
import { z } from 'zod';
import { PAGE_HEADERS, type RestRoute, restRoute, sendPage } from '../route';

const PAGING =
  '`limit` (default 100, at most 100) and `offset`; the body is the array and X-Total-Count carries the number of all matches';

/** Platform administration (spec 001 §7), admins only. */
export const superAdminRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/super-admin/stats',
    procedure: 'superAdmin.stats',
    tag: 'Super admin',
    summary:
      'Platform figures: totalUsers, totalDevelopers, totalJobs (open, shown as Active Jobs), totalApplications (to jobs)',
  },
  restRoute({
    method: 'GET',
    path: '/super-admin/users',
    procedure: 'superAdmin.listUsers',
    tag: 'Super admin',
    summary: `Users, newest first: \`search\` (email or full name), \`role\`, \`date\` (today, yesterday, week = last 7 days; calendar days in \`timeZone\`, default UTC); ${PAGING}`,
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.users, page.total, reply),
    response: z.array(ZUser),
  }),
  restRoute({
    method: 'GET',
    path: '/super-admin/developers',
    procedure: 'superAdmin.listDevelopers',
    tag: 'Super admin',
    summary: `Developer profiles with their user, newest first (\`search\`: name, email, title); ${PAGING}`,
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.developers, page.total, reply),
    response: z.array(ZAdminDeveloper),
  }),
  restRoute({
    method: 'GET',
    path: '/super-admin/clients',
    procedure: 'superAdmin.listClients',
    tag: 'Super admin',
    summary: `Client profiles with their user, newest first (\`search\`: name, email, company); ${PAGING}`,
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.clients, page.total, reply),
    response: z.array(ZAdminClient),
  }),
  restRoute({
    method: 'GET',
    path: '/super-admin/jobs',
    procedure: 'superAdmin.listJobs',
    tag: 'Super admin',
    summary: `Every job in any status, newest first (\`search\`: title); ${PAGING}`,
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.jobs, page.total, reply),
    response: z.array(ZAdminJob),
  }),
  {
    method: 'PUT',
    path: '/super-admin/users/:userId/role',
    procedure: 'superAdmin.changeRole',
    tag: 'Super admin',
    summary:
      "Change a user's role (developer, client, admin); their sessions end. Not your own, and never the last admin's",
    example: { role: 'admin' },
  },
  {
    method: 'DELETE',
    path: '/super-admin/users/:userId',
    procedure: 'superAdmin.deleteUser',
    tag: 'Super admin',
    summary: 'Delete a user and all their data in one transaction. Not yourself, and never the last admin',
  },
  {
    method: 'PUT',
    path: '/super-admin/developers/:developerId/status',
    procedure: 'superAdmin.setDeveloperStatus',
    tag: 'Super admin',
    summary:
      'Set exactly one of isApproved or isVerified on a developer profile; the developer is notified. isApproved true is a 409 where the vetting application decides (as PUT /admin/developers/{id}/approve)',
    example: { isApproved: true },
  },
  {
    method: 'DELETE',
    path: '/super-admin/jobs/:jobId',
    procedure: 'superAdmin.deleteJob',
    tag: 'Super admin',
    summary: 'Delete a job and its applications; its client and applicants are notified',
  },
  restRoute({
    method: 'GET',
    path: '/super-admin/export-registrations',
    procedure: 'superAdmin.exportRegistrations',
    tag: 'Super admin',
    summary:
      'The users registered in the last `days` days (1-365, default 7) as an .xlsx file (Content-Disposition: attachment): name, email, phone, role, company or specialization, registration date',
    send: (result, reply) => {
      reply.header('Content-Type', result.contentType);
      reply.header('Content-Disposition', `attachment; filename="${result.filename}"`);
      reply.header('Cache-Control', 'no-store');
      return Buffer.from(result.contentBase64, 'base64');
    },
    response: z.string().meta({ contentMediaType: XLSX_CONTENT_TYPE, description: 'The .xlsx workbook' }),
  }),
  restRoute({
    method: 'GET',
    path: '/super-admin/audit-log',
    procedure: 'superAdmin.auditLog',
    tag: 'Super admin',
    summary:
      'Admin actions, newest first: `action`, `actor` (part of the email) or `actorId`, `targetType`, `targetId`, `from`/`to` (dates or date-times); `limit` (default 25, at most 100) and `offset`; the body is the array and X-Total-Count carries the number of all matches',
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.entries, page.total, reply),
    response: z.array(ZAuditEntry),
  }),
  restRoute({
    method: 'GET',
    path: '/super-admin/needs-matching',
    procedure: 'superAdmin.needsMatching',
    tag: 'Super admin',
    summary: `Jobs that need matching: open, posted more than 24 hours ago, with fewer than 3 developers introduced; oldest first, each with \`waitingHours\`; ${PAGING}`,
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.jobs, page.total, reply),
    response: z.array(ZNeedsMatchingJob),
  }),
  {
    method: 'GET',
    path: '/super-admin/jobs/:jobId/candidates',
    procedure: 'superAdmin.introductionCandidates',
    tag: 'Super admin',
    summary:
      "A job's 20 best candidates to introduce, best match first: score, `strong` (docs/matching.md), reasons, and `introducedAt` when already introduced",
  },
  {
    method: 'POST',
    path: '/super-admin/jobs/:jobId/introductions',
    procedure: 'superAdmin.introduceDeveloper',
    tag: 'Super admin',
    status: 201,
    summary:
      'Introduce an approved developer (`developerId`: their profile\'s id) to an open job\'s client: the client gets a notification and a "Meet your matches" email. 409 when already introduced or the job is closed',
    example: { developerId: 12 },
  },
  {
    method: 'GET',
    path: '/super-admin/introduction-share',
    procedure: 'superAdmin.introductionShare',
    tag: 'Super admin',
    summary:
      'Of the jobs posted in the last 30 days whose first 24 hours have passed (`jobs`), how many had a developer introduced within 24 hours of posting (`introducedWithin24Hours`)',
  },
];
