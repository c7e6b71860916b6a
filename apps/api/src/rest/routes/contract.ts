import type { RestRoute } from '../route';

const TAG = 'Contract';

/** Contracts made by accepted offers (issue 13). */
export const contractRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/contracts',
    procedure: 'contract.list',
    tag: TAG,
    summary: "The signed-in user's contracts (either role), newest first, with the other party and the job",
  },
  {
    method: 'GET',
    path: '/contracts/:id',
    procedure: 'contract.byId',
    tag: TAG,
    summary: 'One contract, for its two parties only (anyone else: 404)',
  },
  {
    method: 'PUT',
    path: '/contracts/:id/end',
    procedure: 'contract.end',
    tag: TAG,
    summary: 'End an active contract `{ reason }` (1-1000 characters; either party)',
    example: { reason: 'The settlement service launched; the project is complete.' },
  },
];
