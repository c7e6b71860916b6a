import type { RestRoute } from '../route';

export const vettingRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/developer/apply',
    procedure: 'vetting.submit',
    status: 201,
    tag: 'Vetting',
    summary: 'Apply to join as Tech Talent (the five-step vetting submission)',
    example: {
      firstName: 'Arjun',
      lastName: 'Menon',
      email: 'arjun.menon@example.in',
      phoneNumber: '+919876543210',
      githubUrl: 'https://github.com/arjunmenon',
      linkedinUrl: 'https://www.linkedin.com/in/arjun-menon-dev',
      portfolioUrl: 'https://arjunmenon.dev',
      areaOfExpertise: 'Full-Stack',
      experienceLevel: '3-5',
      skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
      bio: 'Full-stack engineer in Kochi building logistics dashboards and UPI payment flows for Indian SMEs since 2021.',
      projects: [
        {
          name: 'Fleetline',
          description: 'Live truck tracking for a Kerala logistics firm: React, Node.js and PostGIS.',
          link: 'https://github.com/arjunmenon/fleetline',
        },
      ],
    },
  },
  {
    method: 'GET',
    path: '/developer/vetting-status',
    procedure: 'vetting.myStatus',
    tag: 'Vetting',
    summary:
      "The signed-in developer's vetting status: not started, draft, pending (with the review's expected date), confirm email, approved or rejected (with the reason and the re-apply date)",
  },
  {
    method: 'GET',
    path: '/vetting/status',
    procedure: 'vetting.status',
    tag: 'Vetting',
    summary:
      "The signed-in developer's vetting stages in order (application, assessment, interview, references), each with its state (pending, scheduled, passed, failed, skipped), dates and, for the assessment, their score; where the submission stands and the decision. 404 before they have applied",
  },
  {
    method: 'GET',
    path: '/vetting/stats',
    procedure: 'vetting.stats',
    tag: 'Vetting',
    summary:
      'The vetting acceptance rate: of the applications decided in the last 365 days (each once, by its latest decision), how many were approved. No sign-in',
  },
];
