import type { RestRoute } from '../route';

const TAG = 'Session';

/** The signed-in sessions of Account Settings (issue 15). */
export const sessionRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/account/sessions',
    procedure: 'session.list',
    tag: TAG,
    summary:
      "The signed-in user's sessions: device, sign-in time, last seen (within a minute), which is this one",
  },
  {
    method: 'DELETE',
    path: '/account/sessions/:id',
    procedure: 'session.revoke',
    tag: TAG,
    summary: 'End one session (ending the current one signs out)',
  },
  {
    method: 'DELETE',
    path: '/account/sessions',
    procedure: 'session.revokeOthers',
    tag: TAG,
    summary: 'End every other session, keeping this one',
  },
];
