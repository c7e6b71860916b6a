import type { RestRoute } from '../route';
import { restRoute } from '../route';

const TAG = 'Account';

/** The signed-in user's data rights (issue 15): export everything, delete the account. */
export const accountRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/account/export',
    procedure: 'account.exportData',
    tag: TAG,
    summary:
      'Everything Talanta holds about the signed-in user as one JSON document (Content-Disposition: attachment, talanta-export-YYYY-MM-DD.json): account, profile, consents, jobs, applications, interviews, offers, contracts, hours, invoices, reviews, conversations and messages, notifications, API token names, webhooks and sessions (never secrets)',
    send: (document, reply) => {
      const date = document.exportedAt.slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="talanta-export-${date}.json"`);
      reply.header('Cache-Control', 'no-store');
      return document;
    },
  }),
  {
    method: 'DELETE',
    path: '/account',
    procedure: 'account.deleteAccount',
    jsonBody: true,
    tag: TAG,
    summary:
      'Delete the signed-in account `{ password }` (session only): personal data goes, invoices stay with "Deleted user", open jobs close, every session and token ends; the last admin cannot',
    example: { password: 'Mombasa-Rd-2026' },
  },
];
