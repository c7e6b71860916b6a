import type { FastifyRequest } from 'fastify';
import type { RestRoute } from '../route';

const TAG = 'Email preference';

/** The token rides in the query string, as in the List-Unsubscribe URL; a one-click body is ignored. */
const tokenFromQuery = (request: FastifyRequest) => ({ token: (request.query as { token?: unknown }).token });

/** Email preferences of the signed-in user, and the one-click unsubscribe of emails (issue 15). */
export const emailPreferenceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/account/email-preferences',
    procedure: 'emailPreference.list',
    tag: TAG,
    summary:
      'Every kind of email that can be turned off, with its setting (email on/off, digest off/daily/weekly)',
  },
  {
    method: 'PUT',
    path: '/account/email-preferences',
    procedure: 'emailPreference.update',
    tag: TAG,
    summary:
      "Set one kind's email on/off and digest `{ kind, emailEnabled, digest: 'off' | 'daily' | 'weekly' }`",
    example: { kind: 'message', emailEnabled: true, digest: 'daily' },
  },
  {
    method: 'GET',
    path: '/email/unsubscribe',
    procedure: 'emailPreference.unsubscribeInfo',
    tag: TAG,
    summary:
      'What the unsubscribe link `?token=` from an email turns off (changes nothing; no sign-in needed)',
    input: tokenFromQuery,
  },
  {
    method: 'POST',
    path: '/email/unsubscribe',
    procedure: 'emailPreference.unsubscribe',
    tag: TAG,
    summary:
      'One-click unsubscribe (RFC 8058): turns off the kind of email the `?token=` names; accepts the `List-Unsubscribe=One-Click` form body without an Origin. Idempotent; no sign-in needed',
    queryInput: true,
  },
];
