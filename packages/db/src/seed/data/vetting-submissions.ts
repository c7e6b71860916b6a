import type { DemoVettingSubmission } from './types';
import { PENDING_VETTING_SUBMISSIONS } from './vetting-submissions-pending';

/** Already decided by the admin: two approved, two rejected (thin experience, no public work). */
const REVIEWED_VETTING_SUBMISSIONS: readonly DemoVettingSubmission[] = [
  {
    firstName: 'Mohammed',
    lastName: 'Ali',
    email: 'mohammed.ali@example.com',
    phoneNumber: '+254722118406',
    githubUrl: 'https://github.com/mohammed-ali-go',
    linkedinUrl: 'https://www.linkedin.com/in/mohammed-ali-go',
    portfolioUrl: null,
    resumeUrl: 'https://files.example.com/resumes/mohammed-ali.pdf',
    areaOfExpertise: 'Backend Development',
    experienceLevel: '5-8',
    skills: ['Go', 'PostgreSQL', 'Docker', 'Kubernetes', 'REST APIs', 'Redis'],
    bio:
      'Go developer in Nairobi who builds high-throughput APIs for betting and payments companies. I designed ' +
      'a wallet ledger that handles 300 requests per second with strict double-entry accounting.',
    projects: [
      {
        name: 'Wallet ledger',
        description: 'Double-entry ledger service in Go on PostgreSQL, handling 300 requests per second.',
        link: null,
      },
    ],
    daysAgo: 26,
    review: { approved: true, daysAgo: 24 },
  },
  {
    firstName: 'Kavya',
    lastName: 'Krishnan',
    email: 'kavya.krishnan@example.com',
    phoneNumber: null,
    githubUrl: 'https://github.com/kavyakrishnan',
    linkedinUrl: 'https://www.linkedin.com/in/kavya-krishnan',
    portfolioUrl: 'https://kavyakrishnan.example.com',
    resumeUrl: null,
    areaOfExpertise: 'Full Stack Development',
    experienceLevel: '3-5',
    skills: ['Python', 'Django', 'React', 'PostgreSQL', 'AWS', 'Git'],
    bio:
      'Full stack developer from Bengaluru who builds internal tools for logistics companies. My fleet ' +
      'maintenance app is used by 800 drivers, and I enjoy turning spreadsheets into fast, reliable software.',
    projects: [
      {
        name: 'Fleet maintenance app',
        description: 'Django and React app that schedules servicing for 800 trucks and tracks parts costs.',
        link: null,
      },
      {
        name: 'Spreadsheet importer',
        description: 'Reusable importer that validates Excel uploads and reports row-level errors to users.',
        link: 'https://github.com/kavyakrishnan/sheet-import',
      },
    ],
    daysAgo: 22,
    review: { approved: true, daysAgo: 19 },
  },
  {
    firstName: 'Tony',
    lastName: 'Kamande',
    email: 'tony.kamande@example.com',
    phoneNumber: '+254745002913',
    githubUrl: 'https://github.com/tonykamande',
    linkedinUrl: 'https://www.linkedin.com/in/tony-kamande',
    portfolioUrl: null,
    resumeUrl: null,
    areaOfExpertise: 'Frontend Development',
    experienceLevel: '0-1',
    skills: ['JavaScript', 'React', 'Git'],
    bio:
      'I am learning web development and have finished an online React course. I want experience with real ' +
      'projects to improve my skills.',
    projects: [
      { name: 'Todo app', description: 'A todo list app made while following a React course.', link: null },
    ],
    daysAgo: 20,
    review: { approved: false, daysAgo: 18 },
  },
  {
    firstName: 'Rajesh',
    lastName: 'Singh',
    email: 'rajesh.singh@example.com',
    phoneNumber: null,
    githubUrl: 'https://github.com/rajesh-singh-android',
    linkedinUrl: 'https://www.linkedin.com/in/rajesh-singh-android',
    portfolioUrl: null,
    resumeUrl: null,
    areaOfExpertise: 'Mobile App Development',
    experienceLevel: '1-3',
    skills: ['Kotlin', 'Java', 'Git'],
    bio:
      'Android developer with two years at a Jaipur agency making catalogue apps for retailers. I want to move ' +
      'into larger product teams.',
    projects: [
      {
        name: 'Retail catalogue app',
        description: 'Android catalogue app for a furniture retailer with 120 products.',
        link: null,
      },
    ],
    daysAgo: 16,
    review: { approved: false, daysAgo: 13 },
  },
];

export const DEMO_VETTING_SUBMISSIONS: readonly DemoVettingSubmission[] = [
  ...PENDING_VETTING_SUBMISSIONS,
  ...REVIEWED_VETTING_SUBMISSIONS,
];
