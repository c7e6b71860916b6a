import { ZFailedEmail } from '@talanta/schema';
import { z } from 'zod';
import { PAGE_HEADERS, type RestRoute, restRoute, sendPage } from '../route';

const TAG = 'Email outbox';

/** The email outbox's failures, for admins (issue 15). */
export const emailOutboxRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/admin/emails/failed',
    procedure: 'emailOutbox.listFailed',
    tag: TAG,
    summary:
      'Emails not sent that have an error, newest first: recipient, kind, subject, status (`failed`: every attempt used; `retrying`), attempts, last error, next attempt; `limit` (default 25, at most 100) and `offset`; the body is the array and X-Total-Count carries the number of all of them',
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.emails, page.total, reply),
    response: z.array(ZFailedEmail),
  }),
  {
    method: 'POST',
    path: '/admin/emails/:id/retry',
    procedure: 'emailOutbox.retry',
    tag: TAG,
    summary:
      'Send a failing email again: it is due at once with a fresh set of attempts. 404 for an email that was sent or has no error',
  },
];
