import type { RestRoute } from '../route';

export const dashboardRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/developer/stats',
    procedure: 'dashboard.developerStats',
    tag: 'Dashboard',
    summary: "The developer dashboard's figures and recent activity",
  },
  {
    method: 'GET',
    path: '/client/stats',
    procedure: 'dashboard.clientStats',
    tag: 'Dashboard',
    summary: "The client dashboard's figures, recent jobs and recent activity",
  },
];
