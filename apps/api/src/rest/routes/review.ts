import { type RestRoute, sendPublicForAMinute } from '../route';

const TAG = 'Review';

/** Reviews both parties leave when a contract ends, and the visible ones on profiles (issue 13). */
export const reviewRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/contracts/:id/reviews',
    procedure: 'review.create',
    status: 201,
    tag: TAG,
    summary:
      'Review the other party of an ended contract `{ rating (1-5 in steps of 0.5), comment (20-2000 characters), quoteConsent (optional, default false: the author agrees to be quoted on the public pages) }`: once, within 30 days of the end (either party)',
    example: {
      rating: 4.5,
      comment: 'Shipped the M-Pesa payouts ahead of schedule and documented everything clearly.',
      quoteConsent: true,
    },
  },
  {
    method: 'GET',
    path: '/contracts/:id/reviews',
    procedure: 'review.forContract',
    tag: TAG,
    summary:
      "A contract's reviews for one of its parties: their own, the other's once visible (both in, or 30 days after the end), `canReview`, `reviewDeadline`, `visibleFrom`",
  },
  {
    method: 'GET',
    path: '/developers/:id/reviews',
    procedure: 'review.listForDeveloper',
    tag: TAG,
    summary:
      "An approved developer's visible reviews by clients, newest first (at most 50), with the average rating and count",
  },
  {
    method: 'GET',
    path: '/clients/:id/reviews',
    procedure: 'review.listForClient',
    tag: TAG,
    summary:
      "A client's visible reviews by developers (the id is the client's user id), newest first (at most 50), with the average rating and count",
  },
  {
    method: 'GET',
    path: '/testimonials',
    procedure: 'review.testimonials',
    tag: TAG,
    summary:
      "The public pages' testimonials: the newest visible reviews clients wrote of developers and agreed to have quoted (at most 6), with the author's name, company and industry",
    send: sendPublicForAMinute,
  },
];
