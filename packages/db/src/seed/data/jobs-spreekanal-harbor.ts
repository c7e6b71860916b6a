import type { DemoJob } from './job-type';

/** Jobs of Spreekanal Media and Harbor & Key Realty. */
export const SPREEKANAL_HARBOR_JOBS = [
  {
    key: 'spreekanal-headless-cms',
    client: 'lukas.becker@example.com',
    title: 'Headless CMS and GraphQL API for our newsroom',
    description:
      'Our editors publish in German and English from a CMS we built ten years ago. We are moving to a headless ' +
      'setup: a TypeScript GraphQL API over PostgreSQL that serves the website, the apps and our newsletter ' +
      'tool. You will design the content schema with us, including translations and embargoed articles.',
    requiredSkills: ['TypeScript', 'Node.js', 'GraphQL', 'PostgreSQL'],
    projectLength: 'medium-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 40,
    maxBudget: 60,
    budgetType: 'hourly',
    category: 'Web Development',
    experienceLevel: 'Intermediate',
    status: 'open',
    daysAgo: 9,
  },
  {
    key: 'spreekanal-audience-analytics',
    client: 'lukas.becker@example.com',
    title: 'Audience analytics pipeline for articles and podcasts',
    description:
      'We want to know which articles and podcast episodes bring subscribers, not just clicks. Build a pipeline ' +
      'on AWS that joins page views, listens and subscription events, and a set of PostgreSQL tables our editors ' +
      'can query. The fixed price includes documentation and two training sessions.',
    requiredSkills: ['Python', 'AWS', 'PostgreSQL', 'Docker'],
    projectLength: 'medium-term',
    projectType: 'part-time',
    location: 'Remote',
    minBudget: 8000,
    maxBudget: 10000,
    budgetType: 'fixed',
    category: 'Data Science',
    experienceLevel: 'Intermediate',
    status: 'open',
    daysAgo: 25,
  },
  {
    key: 'spreekanal-design-system',
    client: 'lukas.becker@example.com',
    title: 'Design system and component library for reader products',
    description:
      'Our website, apps and newsletters each have their own buttons, cards and typography. We need an ' +
      'experienced designer-developer to define a design system and build it as a React and TypeScript ' +
      'component library with TailwindCSS, documented well enough for three teams to adopt.',
    requiredSkills: ['React', 'TypeScript', 'TailwindCSS', 'SASS'],
    projectLength: 'short-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 55,
    maxBudget: 80,
    budgetType: 'hourly',
    category: 'UI/UX Design',
    experienceLevel: 'Expert',
    status: 'open',
    daysAgo: 33,
  },
  {
    key: 'spreekanal-ci-pipeline',
    client: 'lukas.becker@example.com',
    title: 'CI/CD pipeline with Docker and Kubernetes',
    description:
      'Deploys still run from a laptop. We need container builds for our five services, automated tests on ' +
      'every pull request and one-click deploys to our Kubernetes cluster on AWS, with rollbacks.',
    requiredSkills: ['Docker', 'Kubernetes', 'AWS'],
    projectLength: 'short-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 45,
    maxBudget: 65,
    budgetType: 'hourly',
    category: 'DevOps',
    experienceLevel: 'Intermediate',
    status: 'closed',
    daysAgo: 41,
    closedDaysAgo: 26,
  },
  {
    key: 'harbor-listings-site',
    client: 'maria.santos@example.com',
    title: 'Property listings site with map search',
    description:
      'We list about 60 homes for sale and 400 rentals. Buyers should be able to search on a map, save ' +
      'favourites and book viewings online. Our current site runs on Laravel and MySQL and we would like to ' +
      'keep it; the search page can be a Vue.js component.',
    requiredSkills: ['Laravel', 'PHP', 'MySQL', 'Vue.js'],
    projectLength: 'medium-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 30,
    maxBudget: 45,
    budgetType: 'hourly',
    category: 'Full Stack Development',
    experienceLevel: 'Intermediate',
    status: 'open',
    daysAgo: 5,
  },
  {
    key: 'harbor-contract-audit',
    client: 'maria.santos@example.com',
    title: 'Smart contract audit for fractional property ownership',
    description:
      'We are piloting fractional ownership of two rental properties, with shares issued as tokens. Before ' +
      'anything goes live we want an independent audit of our Rust smart contracts and the Node.js service that ' +
      'pays rental income to token holders, with a written report and fixes verified.',
    requiredSkills: ['Rust', 'TypeScript', 'Node.js'],
    projectLength: 'short-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 9000,
    maxBudget: 12000,
    budgetType: 'fixed',
    category: 'Blockchain',
    experienceLevel: 'Expert',
    status: 'open',
    daysAgo: 19,
  },
  {
    key: 'harbor-wallet-login',
    client: 'maria.santos@example.com',
    title: 'Wallet sign-in for our tenant portal',
    description:
      'Tenants who join the ownership pilot should be able to sign in to the tenant portal with their crypto ' +
      'wallet as well as email. The portal is a small React app with a Node.js back end. A contained task for ' +
      'a developer starting out with web3.',
    requiredSkills: ['JavaScript', 'React', 'Node.js'],
    projectLength: 'short-term',
    projectType: 'part-time',
    location: 'Remote',
    minBudget: 500,
    maxBudget: 800,
    budgetType: 'fixed',
    category: 'Blockchain',
    experienceLevel: 'Entry Level',
    status: 'open',
    daysAgo: 4,
  },
] as const satisfies readonly DemoJob[];
