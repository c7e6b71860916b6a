import type { DemoJob } from './job-type';

/** Jobs of Kilima Pay (client@talanta.dev) and Shamba Connect. */
export const KILIMA_SHAMBA_JOBS = [
  {
    key: 'kilima-android-wallet',
    client: 'client@talanta.dev',
    title: 'Senior Kotlin developer for our Android wallet app',
    description:
      'Our Android app lets customers in Kenya and Uganda receive money from family in the UK. We need a senior ' +
      'Kotlin developer to own the app: rebuild the send-money flow in Jetpack Compose, add biometric sign-in ' +
      'and make the transaction history work offline. You will work with our designer in London and two ' +
      'backend engineers in Nairobi, with a release every two weeks.',
    requiredSkills: ['Kotlin', 'Firebase', 'REST API', 'GraphQL'],
    projectLength: 'long-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 50,
    maxBudget: 80,
    budgetType: 'hourly',
    category: 'Mobile Development',
    experienceLevel: 'Expert',
    status: 'open',
    daysAgo: 12,
  },
  {
    key: 'kilima-payouts-api',
    client: 'client@talanta.dev',
    title: 'Backend engineer for M-Pesa payouts API',
    description:
      'We pay out to thousands of M-Pesa wallets every day and our payout service has grown by accretion. ' +
      'You will design idempotent payout requests, a reconciliation job against the mobile money callbacks, ' +
      'and alerting for stuck transfers. The stack is Node.js and TypeScript on AWS with PostgreSQL. ' +
      'Experience with mobile money or card payments is a strong plus.',
    requiredSkills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS', 'REST API'],
    projectLength: 'medium-term',
    projectType: 'full-time',
    location: 'Remote',
    minBudget: 45,
    maxBudget: 70,
    budgetType: 'hourly',
    category: 'Backend Development',
    experienceLevel: 'Expert',
    status: 'open',
    daysAgo: 20,
  },
  {
    key: 'kilima-merchant-dashboard',
    client: 'client@talanta.dev',
    title: 'React developer for merchant dashboard',
    description:
      'Merchants use our dashboard to track incoming payments, download statements and manage payout ' +
      'accounts. We want to replace the current server-rendered pages with a React and TypeScript app ' +
      'styled with TailwindCSS, talking to our existing REST API. Good table, filtering and CSV export ' +
      'experience matters more than animations.',
    requiredSkills: ['React', 'TypeScript', 'TailwindCSS', 'REST API'],
    projectLength: 'medium-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 30,
    maxBudget: 50,
    budgetType: 'hourly',
    category: 'Frontend Development',
    experienceLevel: 'Intermediate',
    status: 'open',
    daysAgo: 8,
  },
  {
    key: 'kilima-fraud-model',
    client: 'client@talanta.dev',
    title: 'Fraud scoring model for card-funded transfers',
    description:
      'Card-funded transfers bring most of our chargebacks. We have two years of labelled transactions and ' +
      'want a scoring model served behind a small Flask API that our payments service can call in under 100 ms. ' +
      'The deliverables are the model, the serving code, a monitoring notebook and a hand-over session.',
    requiredSkills: ['Python', 'Flask', 'PostgreSQL', 'AWS'],
    projectLength: 'short-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 6000,
    maxBudget: 7500,
    budgetType: 'fixed',
    category: 'Machine Learning',
    experienceLevel: 'Expert',
    status: 'open',
    daysAgo: 15,
  },
  {
    key: 'kilima-marketing-site',
    client: 'client@talanta.dev',
    title: 'Rebuild our marketing site in Vue',
    description:
      'Our marketing site is a dated WordPress theme. We need the eight existing pages rebuilt as a static ' +
      'Vue.js site with a fee calculator on the home page. Copy and designs are ready; a great first project ' +
      'for a junior developer who likes clean SASS.',
    requiredSkills: ['Vue.js', 'JavaScript', 'SASS'],
    projectLength: 'short-term',
    projectType: 'part-time',
    location: 'Remote',
    minBudget: 600,
    maxBudget: 900,
    budgetType: 'fixed',
    category: 'Web Development',
    experienceLevel: 'Entry Level',
    status: 'closed',
    daysAgo: 40,
    closedDaysAgo: 30,
  },
  {
    key: 'shamba-marketplace',
    client: 'james.mwangi@example.com',
    title: 'Full stack developer for farm produce marketplace',
    description:
      'Shamba Connect matches farmers with restaurants and schools in Nairobi. We need a full stack developer ' +
      'to join our team of four and build buyer accounts, standing weekly orders and delivery scheduling in ' +
      'our Django and React codebase. You will work from our office in Westlands three days a week.',
    requiredSkills: ['Python', 'Django', 'React', 'PostgreSQL', 'Docker'],
    projectLength: 'long-term',
    projectType: 'full-time',
    location: 'Nairobi, Kenya',
    minBudget: 25,
    maxBudget: 40,
    budgetType: 'hourly',
    category: 'Full Stack Development',
    experienceLevel: 'Intermediate',
    status: 'open',
    daysAgo: 16,
  },
  {
    key: 'shamba-ussd-orders',
    client: 'james.mwangi@example.com',
    title: 'USSD and SMS ordering for farmers',
    description:
      'Most of our farmers use feature phones. We want a USSD menu where they can list produce, see this ' +
      "week's prices and confirm pickups, plus SMS confirmations. The service is Node.js and Express on MySQL; " +
      'you will integrate with our USSD gateway provider and our existing orders API.',
    requiredSkills: ['Node.js', 'Express', 'MySQL', 'REST API'],
    projectLength: 'short-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 2500,
    maxBudget: 3500,
    budgetType: 'fixed',
    category: 'Backend Development',
    experienceLevel: 'Intermediate',
    status: 'open',
    daysAgo: 18,
  },
  {
    key: 'shamba-price-dashboards',
    client: 'james.mwangi@example.com',
    title: 'Data analyst for crop price dashboards',
    description:
      'We record every price paid for tomatoes, kale, avocados and 30 other crops. We would like weekly price ' +
      'dashboards per county and a simple forecast for the next two weeks, so farmers know when to harvest. ' +
      'Good SQL and Python are enough; we will mentor on the domain.',
    requiredSkills: ['Python', 'PostgreSQL', 'GCP'],
    projectLength: 'medium-term',
    projectType: 'part-time',
    location: 'Remote',
    minBudget: 20,
    maxBudget: 30,
    budgetType: 'hourly',
    category: 'Data Science',
    experienceLevel: 'Entry Level',
    status: 'open',
    daysAgo: 27,
  },
  {
    key: 'shamba-field-agent-app',
    client: 'james.mwangi@example.com',
    title: 'Android app for field agents',
    description:
      'Our field agents visit farms to grade produce before pickup. They need a simple Android app to record ' +
      'grades and photos offline and sync when back in coverage. A good fit for a developer early in their ' +
      'career who knows Kotlin and Firebase; our senior engineer will review every pull request.',
    requiredSkills: ['Kotlin', 'Firebase'],
    projectLength: 'short-term',
    projectType: 'contract',
    location: 'Nairobi, Kenya',
    minBudget: 20,
    maxBudget: 30,
    budgetType: 'hourly',
    category: 'Mobile Development',
    experienceLevel: 'Entry Level',
    status: 'open',
    daysAgo: 6,
  },
] as const satisfies readonly DemoJob[];
