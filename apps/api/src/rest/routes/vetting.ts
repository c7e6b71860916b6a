import type { RestRoute } from '../route';

export const vettingRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/developer/apply',
    procedure: 'vetting.submit',
    status: 201,
    tag: 'Vetting',
    summary: 'Apply to join as Tech Talent (the five-step vetting submission)',
  },
];
