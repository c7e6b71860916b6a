import type { RestRoute } from '../route';

const TAG = 'API token';

/** Personal access tokens of the signed-in user (issue 17). */
export const apiTokenRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/tokens',
    procedure: 'apiToken.create',
    status: 201,
    tag: TAG,
    summary:
      'Create a personal access token `{ name, scopes: ["read"] | ["read", "write"], expiresInDays? (1-365) }`; the answer holds the token, shown only this once (signed-in session only, not with a token)',
    example: { name: 'Payroll sync script', scopes: ['read'], expiresInDays: 90 },
  },
  {
    method: 'GET',
    path: '/tokens',
    procedure: 'apiToken.list',
    tag: TAG,
    summary: "The signed-in user's tokens, newest first, with last use and expiry (never the token itself)",
  },
  {
    method: 'DELETE',
    path: '/tokens/:id',
    procedure: 'apiToken.revoke',
    tag: TAG,
    summary: 'Revoke a token: its next request is refused with 401',
  },
];
