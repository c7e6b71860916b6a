import type { RestRoute } from '../route';

export const applicationRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/jobs/:id/apply',
    procedure: 'application.applyToJob',
    status: 201,
    tag: 'Application',
    summary: 'Apply to an open job (approved developers; one application per job)',
    example: {
      coverLetter:
        'I have built M-Pesa STK push and B2C payouts for two Nairobi fintechs in Node.js and PostgreSQL, and can start on the settlement service next month.',
      proposedRate: 38,
      estimatedHours: 320,
      availableStartDate: '2027-01-04',
    },
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
    summary:
      'Move an application to pending, interview, accepted or rejected (the job’s client); `rejected` needs a `reason` and takes an optional `note` (at most 1,000 characters), both shown to the developer. A withdrawn application cannot be moved (409)',
    example: {
      status: 'rejected',
      reason: 'experience_level',
      note: 'We need someone who has run PostgreSQL in production.',
    },
  },
  {
    method: 'GET',
    path: '/applications/:id',
    procedure: 'application.byId',
    tag: 'Application',
    summary:
      "One application with its job and the developer's full public profile (the job's client and the applicant; 404 for anyone else)",
  },
  {
    method: 'POST',
    path: '/applications/:id/withdraw',
    procedure: 'application.withdraw',
    tag: 'Application',
    summary:
      'Withdraw a pending or interview application (the applicant; 409 otherwise); the client is notified. A withdrawn or rejected application may be sent again once',
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
