import type { RestRoute } from '../route';

export const applicationRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/jobs/:id/apply',
    procedure: 'application.applyToJob',
    status: 201,
    tag: 'Application',
    summary: 'Apply to an open job (approved developers; one application per job)',
  },
  {
    method: 'GET',
    path: '/jobs/:id/applications',
    procedure: 'application.listForJob',
    tag: 'Application',
    summary: "A job's applications (the client who posted it)",
  },
  {
    method: 'PUT',
    path: '/applications/:id/status',
    procedure: 'application.updateStatus',
    tag: 'Application',
    summary: 'Move an application to pending, interview, accepted or rejected (the job’s client)',
  },
  {
    method: 'GET',
    path: '/applications/my-applications',
    procedure: 'application.listMine',
    tag: 'Application',
    summary: "The signed-in developer's applications with their jobs",
  },
  {
    method: 'GET',
    path: '/developers/applications',
    procedure: 'application.listMine',
    tag: 'Application',
    summary: "The signed-in developer's applications (alias)",
  },
];
