import { type RestRoute, sendPublicForAMinute } from '../route';

/** The public pages' figures, computed from the database (issue 40, docs/public-figures.md). */
export const statsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/stats/public',
    procedure: 'stats.public',
    tag: 'Stats',
    summary:
      "The platform's public figures, each with the size of its sample: companies, approved developers, earned by developers (cents: what clients paid for their hours), average rating and review count, vetting acceptance rate, median hours to a job's first introduction, the share of jobs introduced within 24 hours, median days to hire, developers per skill category. Computed at most once a minute",
    send: sendPublicForAMinute,
  },
];
