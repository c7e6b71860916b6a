import type { DemoDeveloper } from './types';

/** Nairobi, Mombasa, Kisumu and beyond; the last two signed up days ago and await approval. */
export const KENYAN_DEVELOPERS = [
  {
    email: 'developer@talanta.dev',
    firstName: 'Brian',
    lastName: 'Otieno',
    phoneNumber: '+254712345678',
    daysAgo: 96,
    profile: {
      title: 'Full Stack Engineer (TypeScript, Node.js, React)',
      bio:
        'Full stack engineer who has spent seven years building payment and logistics products for East ' +
        'African startups. I led the rebuild of an M-Pesa reconciliation service that now settles over 40,000 ' +
        'transactions a day, and I ship React dashboards with GraphQL APIs behind them. I care about tests, ' +
        'clear migrations and boring, reliable deploys.',
      skills: ['TypeScript', 'React', 'Node.js', 'Express', 'PostgreSQL', 'GraphQL', 'Docker', 'AWS'],
      hourlyRate: 45,
      yearsOfExperience: 7,
      availability: 'contract',
      location: 'Nairobi, Kenya',
      githubUrl: 'https://github.com/brian-otieno',
      linkedinUrl: 'https://www.linkedin.com/in/brian-otieno',
      portfolioUrl: 'https://brianotieno.example.com',
      areaOfSpecialization: 'Full Stack Development',
      isApproved: true,
      isVerified: true,
    },
  },
  {
    email: 'wanjiku.kamau@example.com',
    firstName: 'Wanjiku',
    lastName: 'Kamau',
    phoneNumber: '+254722481930',
    daysAgo: 88,
    profile: {
      title: 'Senior Android Engineer',
      bio:
        'Android engineer focused on fintech and health apps that must work on low-end phones over patchy ' +
        'networks. I built the offline-first sync layer of a community health worker app used in 12 Kenyan ' +
        'counties and shipped the Kotlin rewrite of a savings-group wallet.',
      skills: ['Kotlin', 'Java', 'Firebase', 'REST API', 'GraphQL', 'Swift'],
      hourlyRate: 50,
      yearsOfExperience: 8,
      availability: 'full-time',
      location: 'Nairobi, Kenya',
      githubUrl: 'https://github.com/wanjikukamau',
      linkedinUrl: 'https://www.linkedin.com/in/wanjiku-kamau',
      portfolioUrl: null,
      areaOfSpecialization: 'Mobile App Development',
      isApproved: true,
      isVerified: true,
    },
  },
  {
    email: 'kevin.mutua@example.com',
    firstName: 'Kevin',
    lastName: 'Mutua',
    phoneNumber: '+254733102948',
    daysAgo: 80,
    profile: {
      title: 'Backend Developer (Python/Django)',
      bio:
        'Backend developer building APIs for logistics and port-clearing companies on the coast. I designed a ' +
        'container tracking service that ingests shipping-line status feeds and wrote the Django admin tools ' +
        'clearing agents use every day. I enjoy data modelling and making slow queries fast.',
      skills: ['Python', 'Django', 'Flask', 'PostgreSQL', 'REST API', 'Docker', 'AWS'],
      hourlyRate: 35,
      yearsOfExperience: 5,
      availability: 'full-time',
      location: 'Mombasa, Kenya',
      githubUrl: 'https://github.com/kmutua',
      linkedinUrl: 'https://www.linkedin.com/in/kevin-mutua-dev',
      portfolioUrl: 'https://kevinmutua.example.com',
      areaOfSpecialization: 'Backend Development',
      isApproved: true,
      isVerified: false,
    },
  },
  {
    email: 'faith.achieng@example.com',
    firstName: 'Faith',
    lastName: 'Achieng',
    phoneNumber: '+254711908254',
    daysAgo: 74,
    profile: {
      title: 'Frontend Engineer & UI Specialist',
      bio:
        'Frontend engineer who turns Figma files into accessible, fast React and Vue interfaces. Recent work ' +
        'includes a design system for a Nairobi insurance startup and a school-fees portal whose page weight ' +
        'I cut by 60%. I test with screen readers and care about keyboard navigation as much as pixels.',
      skills: ['React', 'TypeScript', 'JavaScript', 'Vue.js', 'TailwindCSS', 'SASS'],
      hourlyRate: 38,
      yearsOfExperience: 4,
      availability: 'contract',
      location: 'Kisumu, Kenya',
      githubUrl: 'https://github.com/faith-achieng',
      linkedinUrl: 'https://www.linkedin.com/in/faith-achieng',
      portfolioUrl: 'https://faithachieng.example.com',
      areaOfSpecialization: 'Frontend Development',
      isApproved: true,
      isVerified: true,
    },
  },
  {
    email: 'samuel.kiprono@example.com',
    firstName: 'Samuel',
    lastName: 'Kiprono',
    phoneNumber: '+254745671209',
    daysAgo: 70,
    profile: {
      title: 'DevOps & Cloud Engineer',
      bio:
        'DevOps engineer who has moved three SaaS products from hand-built servers to Kubernetes on AWS and ' +
        'GCP. I write infrastructure as code, set up observability with alerts people trust, and cut one ' +
        "client's monthly cloud bill by a third. Certified Kubernetes Administrator.",
      skills: ['Kubernetes', 'Docker', 'AWS', 'GCP', 'Azure', 'Go', 'PostgreSQL'],
      hourlyRate: 60,
      yearsOfExperience: 9,
      availability: 'contract',
      location: 'Eldoret, Kenya',
      githubUrl: 'https://github.com/skiprono',
      linkedinUrl: 'https://www.linkedin.com/in/samuel-kiprono',
      portfolioUrl: null,
      areaOfSpecialization: 'DevOps & Cloud',
      isApproved: true,
      isVerified: false,
    },
  },
  {
    email: 'hassan.abdallah@example.com',
    firstName: 'Hassan',
    lastName: 'Abdallah',
    phoneNumber: '+254720336715',
    daysAgo: 64,
    profile: {
      title: 'Blockchain & Smart Contract Developer',
      bio:
        'Blockchain developer writing smart contracts in Rust and the Node.js services around them. I built ' +
        'a land-registry proof of concept for a county government pilot and audited token contracts for two ' +
        'DeFi teams. Before that I spent three years on payment gateways, so I think hard about failure modes.',
      skills: ['Rust', 'TypeScript', 'Node.js', 'Go', 'PostgreSQL', 'Docker'],
      hourlyRate: 70,
      yearsOfExperience: 6,
      availability: 'contract',
      location: 'Mombasa, Kenya',
      githubUrl: 'https://github.com/hassan-abdallah',
      linkedinUrl: 'https://www.linkedin.com/in/hassan-abdallah',
      portfolioUrl: 'https://hassanabdallah.example.com',
      areaOfSpecialization: 'Blockchain Development',
      isApproved: true,
      isVerified: false,
    },
  },
  {
    email: 'pending@talanta.dev',
    firstName: 'Joy',
    lastName: 'Chebet',
    phoneNumber: '+254798123456',
    daysAgo: 3,
    profile: {
      title: 'UI/UX Designer & Frontend Developer',
      bio:
        'Product designer who also writes the React code for her designs. I redesigned the booking flow of a ' +
        'Nakuru travel agency, raising completed bookings by a fifth, and built a TailwindCSS component ' +
        "library for a savings co-operative's member portal.",
      skills: ['React', 'JavaScript', 'TailwindCSS', 'SASS'],
      hourlyRate: 25,
      yearsOfExperience: 2,
      availability: 'part-time',
      location: 'Nakuru, Kenya',
      githubUrl: 'https://github.com/joychebet',
      linkedinUrl: 'https://www.linkedin.com/in/joy-chebet',
      portfolioUrl: null,
      areaOfSpecialization: 'UI/UX Design',
      isApproved: false,
      isVerified: false,
    },
  },
  {
    email: 'dennis.omondi@example.com',
    firstName: 'Dennis',
    lastName: 'Omondi',
    phoneNumber: '+254701554387',
    daysAgo: 6,
    profile: {
      title: 'QA Automation Engineer',
      bio:
        'QA engineer who writes automated end-to-end and API test suites. I set up the regression suite of an ' +
        'agritech lending app, catching release blockers before they reached 30,000 farmers, and I have tested ' +
        'USSD flows on real handsets across three mobile networks.',
      skills: ['JavaScript', 'TypeScript', 'Python', 'REST API', 'Docker'],
      hourlyRate: 22,
      yearsOfExperience: 3,
      availability: 'full-time',
      location: 'Kisumu, Kenya',
      githubUrl: 'https://github.com/dennis-omondi',
      linkedinUrl: 'https://www.linkedin.com/in/dennis-omondi',
      portfolioUrl: null,
      areaOfSpecialization: 'Quality Assurance (QA)',
      isApproved: false,
      isVerified: false,
    },
  },
] as const satisfies readonly DemoDeveloper[];
