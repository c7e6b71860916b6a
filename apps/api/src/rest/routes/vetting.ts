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
  {
    method: 'PUT',
    path: '/vetting/references',
    procedure: 'vetting.setReferences',
    tag: 'Vetting',
    summary:
      "Name one or two referees (`name`, `email`, `relationship`: manager, colleague, client or report) for the signed-in developer's current application round. Referees who answered stay; the others are replaced; each new referee (or one whose link expired) is emailed a single-use link valid 14 days. Answers the referees with their status (sent, answered, expired), never their answers. 409 once the application is decided or the references stage closed",
    example: {
      references: [
        { name: 'Achieng Otieno', email: 'achieng.otieno@example.com', relationship: 'manager' },
        { name: 'Brian Mwangi', email: 'brian.mwangi@example.com', relationship: 'colleague' },
      ],
    },
  },
  {
    method: 'GET',
    path: '/vetting/references',
    procedure: 'vetting.myReferences',
    tag: 'Vetting',
    summary:
      'The referees the signed-in developer named for their current application round, each with its status (sent, answered, expired); never the answers. 404 before they have applied',
  },
];
