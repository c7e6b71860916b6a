import { type RestRoute, sendPublicForAMinute } from '../route';

/** Rates are US dollars per hour. */
const DEVELOPER_PROFILE_EXAMPLE = {
  title: 'Senior backend engineer',
  bio: 'Eight years of payments and logistics systems in Go and Node.js, most recently M-Pesa payouts for a Nairobi fintech.',
  skills: ['Go', 'Node.js', 'PostgreSQL', 'Kubernetes'],
  hourlyRate: 40,
  yearsOfExperience: 8,
  availability: 'full-time',
  location: 'Nairobi, Kenya',
  githubUrl: 'https://github.com/wanjikukamau',
  linkedinUrl: 'https://www.linkedin.com/in/wanjiku-kamau',
  portfolioUrl: '',
};

const CLIENT_PROFILE_EXAMPLE = {
  companyName: 'Kilima Pay',
  companySize: '11-50',
  industry: 'Finance',
  description: 'Payments and payouts for Kenyan shops, from M-Pesa to bank transfers.',
  location: 'Nairobi, Kenya',
  websiteUrl: 'https://kilimapay.co.ke',
};

export const profileRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/developers/profile',
    procedure: 'profile.getDeveloper',
    tag: 'Profile',
    summary: "The signed-in developer's own profile, with completionPercentage and what is missing",
  },
  {
    method: 'PUT',
    path: '/developers/profile',
    procedure: 'profile.updateDeveloper',
    tag: 'Profile',
    summary: 'Save the developer profile page (every field of spec 000 §5 required except the URLs)',
    example: DEVELOPER_PROFILE_EXAMPLE,
  },
  {
    method: 'PUT',
    path: '/developers/profile/settings',
    procedure: 'profile.updateDeveloperSettings',
    tag: 'Profile',
    summary:
      'Save the Developer Profile tab of Account Settings (every field optional); `resumeVisibleToClients` lets clients download the résumé',
    example: {
      ...DEVELOPER_PROFILE_EXAMPLE,
      availability: 'part-time',
      hourlyRate: 45,
      resumeVisibleToClients: true,
    },
  },
  {
    method: 'PUT',
    path: '/developers/profile/work-history',
    procedure: 'profile.setWorkHistory',
    tag: 'Profile',
    summary:
      'Replace the work history shown on the public profile (at most 20 jobs, in order; endedOn null or empty while still there)',
    example: {
      workHistory: [
        { company: 'Kilima Pay', title: 'Senior backend engineer', startedOn: '2022-03-01', endedOn: null },
        {
          company: 'Duka Logistics',
          title: 'Backend engineer',
          startedOn: '2019-01-07',
          endedOn: '2022-02-25',
        },
      ],
    },
  },
  {
    method: 'PUT',
    path: '/developers/profile/languages',
    procedure: 'profile.setLanguages',
    tag: 'Profile',
    summary:
      'Replace the languages shown on the public profile (at most 10, each once; level A1-C2 or native)',
    example: {
      languages: [
        { language: 'English', level: 'C2' },
        { language: 'Swahili', level: 'native' },
      ],
    },
  },
  {
    method: 'GET',
    path: '/clients/profile',
    procedure: 'profile.getClient',
    tag: 'Profile',
    summary: "The signed-in client's own company profile",
  },
  {
    method: 'PUT',
    path: '/clients/profile',
    procedure: 'profile.updateClient',
    tag: 'Profile',
    summary: 'Save the company profile page',
    example: CLIENT_PROFILE_EXAMPLE,
  },
  {
    method: 'PUT',
    path: '/clients/profile/settings',
    procedure: 'profile.updateClientSettings',
    tag: 'Profile',
    summary: 'Save the Company Profile tab of Account Settings (every field optional, industry free text)',
    example: { ...CLIENT_PROFILE_EXAMPLE, industry: 'Fintech' },
  },
  {
    method: 'PUT',
    path: '/clients/profile/billing',
    procedure: 'profile.updateClientBilling',
    tag: 'Profile',
    summary:
      "Save the billing details invoices carry from the next one issued `{ taxNumberKind: vat | gst | kra_pin | ein | other, taxNumber, country (ISO 3166 alpha-2), billingAddress }`; each checked by its kind's format; blank or null clears",
    example: {
      taxNumberKind: 'kra_pin',
      taxNumber: 'P051234567X',
      country: 'KE',
      billingAddress: 'Kilima House, Moi Avenue\nNairobi 00100',
    },
  },
  {
    method: 'DELETE',
    path: '/uploads/avatar',
    procedure: 'profile.removeAvatar',
    tag: 'Profile',
    summary:
      'Remove the profile photo. (Upload one with POST /api/uploads/avatar, multipart/form-data with one JPEG, PNG or WebP file of at most 2 MB.)',
  },
  {
    method: 'DELETE',
    path: '/uploads/resume',
    procedure: 'profile.removeResume',
    tag: 'Profile',
    summary:
      "Remove the developer's résumé. (Upload one with POST /api/uploads/resume, multipart/form-data with one PDF of at most 5 MB.)",
  },
  {
    method: 'GET',
    path: '/companies',
    procedure: 'profile.listedCompanies',
    tag: 'Profile',
    summary:
      'The client companies that agreed to be named on the public pages (at most 12, longest-standing first): name, industry and logo (the account picture)',
    send: sendPublicForAMinute,
  },
];
