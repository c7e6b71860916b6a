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
    summary:
      "End an active contract `{ reason: completed | not_a_fit | budget | other, note? }` (either party; `note` 1-1000 characters, required for `other`). `not_a_fit` is the client's, on or before `trialEndsOn`: the trial's hours are not billed (issued invoice lines are credited) and Talanta pays the developer for the approved ones. Any other `reason` text is read as `other` with that text as the note (the earlier free-text form).",
    example: { reason: 'completed', note: 'The settlement service launched; the project is complete.' },
  },
];
