import type { DemoClient, DemoPerson } from './types';

/** Oldest account of the platform: the admin who reviews developers. */
export const DEMO_ADMIN = {
  email: 'admin@talanta.dev',
  firstName: 'Amina',
  lastName: 'Wekesa',
  phoneNumber: '+254700200300',
  daysAgo: 120,
} as const satisfies DemoPerson;

// Hiring companies from the markets the product targets; websites use example.com so no real firm is named.
// Five of them agreed to be named on the public pages (`listedPublicly`, issue 40); BrightPath did not.
export const DEMO_CLIENTS = [
  {
    email: 'client@talanta.dev',
    firstName: 'Sarah',
    lastName: 'Collins',
    phoneNumber: null,
    daysAgo: 100,
    company: {
      companyName: 'Kilima Pay Ltd',
      listedPublicly: true,
      companySize: '51-200',
      industry: 'Finance',
      description:
        'Kilima Pay moves money between the UK and East Africa: diaspora remittances, supplier payouts and ' +
        'payroll to M-Pesa wallets and bank accounts. We are a regulated payments company with a small ' +
        'product team in London and engineers across Nairobi and Bengaluru.',
      location: 'London, United Kingdom',
      websiteUrl: 'https://kilimapay.example.com',
    },
  },
  {
    email: 'james.mwangi@example.com',
    firstName: 'James',
    lastName: 'Mwangi',
    phoneNumber: '+254722615048',
    daysAgo: 86,
    company: {
      companyName: 'Shamba Connect',
      listedPublicly: true,
      companySize: '11-50',
      industry: 'E-commerce',
      description:
        'Shamba Connect is an online marketplace that links smallholder farmers in Central Kenya directly ' +
        'with restaurants, schools and grocery chains. Farmers list produce over SMS or our app, and we ' +
        'handle aggregation, pricing and delivery.',
      location: 'Nairobi, Kenya',
      websiteUrl: 'https://shambaconnect.example.com',
    },
  },
  {
    email: 'emily.hart@example.com',
    firstName: 'Emily',
    lastName: 'Hart',
    phoneNumber: null,
    daysAgo: 80,
    company: {
      companyName: 'BrightPath Learning',
      companySize: '11-50',
      industry: 'Education',
      description:
        'BrightPath Learning builds adaptive maths and reading programmes for secondary schools in Canada ' +
        'and the UK. Our platform serves 120,000 students and adjusts every lesson to how the learner is doing.',
      location: 'Toronto, Canada',
      websiteUrl: 'https://brightpathlearning.example.com',
    },
  },
  {
    email: 'rohit.kapoor@example.com',
    firstName: 'Rohit',
    lastName: 'Kapoor',
    phoneNumber: null,
    daysAgo: 76,
    company: {
      companyName: 'Arogya Health Systems',
      listedPublicly: true,
      companySize: '201-500',
      industry: 'Healthcare',
      description:
        'Arogya Health Systems runs diagnostic centres and a hospital information system used by more than ' +
        '200 clinics in Maharashtra and Karnataka. We are modernising the platform so every patient has one ' +
        'record across all our centres.',
      location: 'Mumbai, India',
      websiteUrl: 'https://arogyahealth.example.com',
    },
  },
  {
    email: 'lukas.becker@example.com',
    firstName: 'Lukas',
    lastName: 'Becker',
    phoneNumber: null,
    daysAgo: 66,
    company: {
      companyName: 'Spreekanal Media GmbH',
      listedPublicly: true,
      companySize: '51-200',
      industry: 'Media',
      description:
        'Spreekanal is an independent digital news publisher with German and English editions and a growing ' +
        'podcast network. We are rebuilding our newsroom tools and reader products with a small in-house team.',
      location: 'Berlin, Germany',
      websiteUrl: 'https://spreekanal.example.com',
    },
  },
  {
    email: 'maria.santos@example.com',
    firstName: 'Maria',
    lastName: 'Santos',
    phoneNumber: null,
    daysAgo: 58,
    company: {
      companyName: 'Harbor & Key Realty',
      listedPublicly: true,
      companySize: '1-10',
      industry: 'Real Estate',
      description:
        'Harbor & Key is a boutique property agency in Austin that also manages 400 rental units. We want ' +
        'better online listings, a tenant portal, and to pilot fractional ownership of rental properties.',
      location: 'Austin, TX, United States',
      websiteUrl: 'https://harborandkey.example.com',
    },
  },
] as const satisfies readonly DemoClient[];

export type DemoClientEmail = (typeof DEMO_CLIENTS)[number]['email'];
