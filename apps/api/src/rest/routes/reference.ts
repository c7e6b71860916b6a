import type { RestRoute } from '../route';

/** A referee's page (issue 38): no account, the single-use token in the path. */
export const referenceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/references/:token',
    procedure: 'reference.byToken',
    tag: 'Vetting',
    summary:
      "A referee's link, no sign-in: who asks (the applicant's first name and last initial), the referee's name, the relationship and the link's expiry. An unknown, expired or answered link is 404 `This reference link is not valid or has expired`",
  },
  {
    method: 'POST',
    path: '/references/:token',
    procedure: 'reference.answer',
    status: 201,
    tag: 'Vetting',
    summary:
      "A referee's answer, once, no sign-in: `monthsWorkedTogether` (0-600), `wouldRehire`, `comments` (at most 2,000 characters, may be empty). A second answer is 409 `This reference was already given`; an unknown or expired link 404. Only admins read the answer",
    example: {
      monthsWorkedTogether: 26,
      wouldRehire: true,
      comments: 'Wanjiru led our M-Pesa integration and mentored two juniors; I would hire her again.',
    },
  },
];
