import type { DemoVettingSubmission } from './types';

/** Awaiting review: more than one admin page (10 per page) so paging shows on the pending tab. */
export const PENDING_VETTING_SUBMISSIONS: readonly DemoVettingSubmission[] = [
  {
    firstName: 'Collins',
    lastName: 'Kiplagat',
    email: 'collins.kiplagat@example.com',
    phoneNumber: '+254712908311',
    githubUrl: 'https://github.com/ckiplagat',
    linkedinUrl: 'https://www.linkedin.com/in/collins-kiplagat',
    portfolioUrl: null,
    resumeUrl: 'https://files.example.com/resumes/collins-kiplagat.pdf',
    areaOfExpertise: 'Backend Development',
    experienceLevel: '3-5',
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker', 'REST APIs'],
    bio:
      'Backend developer at a Nairobi logistics startup, where I built the dispatch API that assigns 2,000 ' +
      'motorbike deliveries a day. I like queues, caching and well-indexed databases.',
    projects: [
      {
        name: 'Dispatch API',
        description: 'Assigns delivery requests to the nearest free rider using Redis geo queries.',
        link: null,
      },
      {
        name: 'mpesa-webhooks',
        description: 'Open-source Node.js helper that verifies and retries M-Pesa payment callbacks.',
        link: 'https://github.com/ckiplagat/mpesa-webhooks',
      },
    ],
    daysAgo: 0.4,
    review: null,
  },
  {
    firstName: 'Aisha',
    lastName: 'Mohamed',
    email: 'aisha.mohamed@example.com',
    phoneNumber: '+254721774602',
    githubUrl: 'https://github.com/aisha-mohamed',
    linkedinUrl: 'https://www.linkedin.com/in/aisha-mohamed-dev',
    portfolioUrl: 'https://aishamohamed.example.com',
    resumeUrl: null,
    areaOfExpertise: 'Frontend Development',
    experienceLevel: '1-3',
    skills: ['React', 'TypeScript', 'JavaScript', 'Git'],
    bio:
      'Frontend developer from Mombasa who builds React interfaces for small businesses, from a boutique hotel ' +
      'booking site to stock screens for a hardware shop. I want to grow into accessibility and design systems.',
    projects: [
      {
        name: 'Hotel booking site',
        description: 'Booking and availability pages for a 20-room boutique hotel in Diani, in React.',
        link: 'https://dianistays.example.com',
      },
    ],
    daysAgo: 1.2,
    review: null,
  },
  {
    firstName: 'Peter',
    lastName: 'Njoroge',
    email: 'peter.njoroge@example.com',
    phoneNumber: '+254733459120',
    githubUrl: 'https://github.com/pnjoroge',
    linkedinUrl: 'https://www.linkedin.com/in/peter-njoroge',
    portfolioUrl: null,
    resumeUrl: 'https://files.example.com/resumes/peter-njoroge.pdf',
    areaOfExpertise: 'Full Stack Development',
    experienceLevel: '5-8',
    skills: ['Python', 'Django', 'React', 'PostgreSQL', 'Docker', 'AWS', 'Git'],
    bio:
      'Full stack developer with six years on Django and React for NGOs and health programmes. I built a stock ' +
      'tracking system for medical supplies used by 150 clinics and enjoy taking products to a stable release.',
    projects: [
      {
        name: 'Clinic supply tracker',
        description:
          'Tracks stock levels and expiry dates across 150 clinics, with SMS alerts for shortages.',
        link: null,
      },
      {
        name: 'Volunteer rota',
        description: 'Django app that schedules 400 volunteers for a Nairobi food bank.',
        link: 'https://github.com/pnjoroge/volunteer-rota',
      },
      {
        name: 'Survey dashboard',
        description: 'React dashboard for household survey results with county-level maps.',
        link: null,
      },
    ],
    daysAgo: 2,
    review: null,
  },
  {
    firstName: 'Lucy',
    lastName: 'Wairimu',
    email: 'lucy.wairimu@example.com',
    phoneNumber: '+254790223418',
    githubUrl: 'https://github.com/lucywairimu',
    linkedinUrl: 'https://www.linkedin.com/in/lucy-wairimu',
    portfolioUrl: null,
    resumeUrl: null,
    areaOfExpertise: 'Mobile App Development',
    experienceLevel: '1-3',
    skills: ['Flutter', 'Kotlin', 'REST APIs', 'Git'],
    bio:
      'Mobile developer building Flutter apps for Kenyan small businesses. My latest app lets a chain of salons ' +
      'take bookings and M-Pesa deposits, and my matatu route finder has 10,000 downloads.',
    projects: [
      {
        name: 'Salon booking app',
        description: 'Flutter app for booking salon appointments and paying deposits by M-Pesa.',
        link: null,
      },
      {
        name: 'Matatu route finder',
        description: 'Offline map of Nairobi matatu routes and stages, built with Flutter.',
        link: 'https://github.com/lucywairimu/matatu-routes',
      },
    ],
    daysAgo: 3.5,
    review: null,
  },
  {
    firstName: 'Ian',
    lastName: 'Ochieng',
    email: 'ian.ochieng@example.com',
    phoneNumber: '+254711650377',
    githubUrl: 'https://github.com/ian-ochieng',
    linkedinUrl: 'https://www.linkedin.com/in/ian-ochieng',
    portfolioUrl: null,
    resumeUrl: 'https://files.example.com/resumes/ian-ochieng.pdf',
    areaOfExpertise: 'DevOps & Cloud',
    experienceLevel: '3-5',
    skills: ['Docker', 'Kubernetes', 'AWS', 'Go', 'PostgreSQL', 'Git'],
    bio:
      'DevOps engineer at a Kisumu software house where I run Kubernetes clusters for twelve client projects. ' +
      'I automated provisioning so a new project goes from repository to staging in under an hour.',
    projects: [
      {
        name: 'Staging in an hour',
        description: 'Templates and Go tooling that create a full staging environment per pull request.',
        link: null,
      },
    ],
    daysAgo: 5,
    review: null,
  },
  {
    firstName: 'Sanjay',
    lastName: 'Patel',
    email: 'sanjay.patel@example.com',
    phoneNumber: null,
    githubUrl: 'https://github.com/sanjaypatel-dev',
    linkedinUrl: 'https://www.linkedin.com/in/sanjay-patel-architect',
    portfolioUrl: null,
    resumeUrl: 'https://files.example.com/resumes/sanjay-patel.pdf',
    areaOfExpertise: 'Backend Development',
    experienceLevel: '8+',
    skills: ['Java', 'Spring Boot', 'MySQL', 'Redis', 'Kubernetes', 'AWS', 'REST APIs'],
    bio:
      'Backend architect with twelve years in Java, the last five building order and inventory systems for an ' +
      'Ahmedabad e-commerce group that handles 50,000 orders a day.',
    projects: [
      {
        name: 'Order management platform',
        description: 'Event-driven order platform on Spring Boot handling 50,000 orders a day.',
        link: null,
      },
      {
        name: 'Inventory sync',
        description: 'Keeps stock levels consistent across three marketplaces and our warehouse.',
        link: null,
      },
    ],
    daysAgo: 6,
    review: null,
  },
  {
    firstName: 'Divya',
    lastName: 'Menon',
    email: 'divya.menon@example.com',
    phoneNumber: null,
    githubUrl: 'https://github.com/divyamenon',
    linkedinUrl: 'https://www.linkedin.com/in/divya-menon',
    portfolioUrl: 'https://divyamenon.example.com',
    resumeUrl: null,
    areaOfExpertise: 'Frontend Development',
    experienceLevel: '3-5',
    skills: ['Vue.js', 'JavaScript', 'TypeScript', 'GraphQL', 'Git'],
    bio:
      'Frontend developer from Kochi specialising in Vue.js. I built the booking and itinerary screens of a ' +
      'travel startup and an internal GraphQL explorer used by 60 engineers.',
    projects: [
      {
        name: 'Itinerary builder',
        description: 'Drag-and-drop trip planner in Vue.js with live prices from a GraphQL API.',
        link: 'https://divyamenon.example.com/itinerary',
      },
    ],
    daysAgo: 8,
    review: null,
  },
  {
    firstName: 'Amit',
    lastName: 'Verma',
    email: 'amit.verma@example.com',
    phoneNumber: null,
    githubUrl: 'https://github.com/amitverma-dev',
    linkedinUrl: 'https://www.linkedin.com/in/amit-verma-dev',
    portfolioUrl: null,
    resumeUrl: null,
    areaOfExpertise: 'Full Stack Development',
    experienceLevel: '1-3',
    skills: ['JavaScript', 'React', 'Node.js', 'MongoDB', 'Git'],
    bio:
      'Full stack developer two years into my career, building React and Node.js apps at a Noida agency. I ' +
      'recently shipped a restaurant ordering system with a kitchen display screen.',
    projects: [
      {
        name: 'Restaurant ordering',
        description: 'QR-code table ordering with a live kitchen display, on React, Node.js and MongoDB.',
        link: null,
      },
    ],
    daysAgo: 9.5,
    review: null,
  },
  {
    firstName: 'Pooja',
    lastName: 'Reddy',
    email: 'pooja.reddy@example.com',
    phoneNumber: null,
    githubUrl: 'https://github.com/poojareddy',
    linkedinUrl: 'https://www.linkedin.com/in/pooja-reddy-mobile',
    portfolioUrl: null,
    resumeUrl: 'https://files.example.com/resumes/pooja-reddy.pdf',
    areaOfExpertise: 'Mobile App Development',
    experienceLevel: '3-5',
    skills: ['React Native', 'TypeScript', 'Swift', 'GraphQL', 'Git'],
    bio:
      "Mobile developer from Hyderabad building React Native apps for fintech. I led a neo-bank's savings app " +
      'from launch to 200,000 users and wrote native Swift modules for biometric login.',
    projects: [
      {
        name: 'Goal-based savings app',
        description: 'React Native savings app with biometric login, rated 4.7 on both app stores.',
        link: null,
      },
      {
        name: 'rn-secure-store',
        description: 'Open-source React Native module wrapping the iOS Keychain and Android Keystore.',
        link: 'https://github.com/poojareddy/rn-secure-store',
      },
    ],
    daysAgo: 11,
    review: null,
  },
  {
    firstName: 'Harish',
    lastName: 'Rao',
    email: 'harish.rao@example.com',
    phoneNumber: null,
    githubUrl: 'https://github.com/harishrao-sre',
    linkedinUrl: 'https://www.linkedin.com/in/harish-rao-sre',
    portfolioUrl: null,
    resumeUrl: null,
    areaOfExpertise: 'DevOps & Cloud',
    experienceLevel: '5-8',
    skills: ['Azure', 'Kubernetes', 'Docker', 'Python', 'Git'],
    bio:
      'Site reliability engineer in Bengaluru with seven years keeping payment systems up. I run Azure ' +
      'Kubernetes clusters, own our incident process and brought monthly downtime from hours to minutes.',
    projects: [
      {
        name: 'Incident playbooks',
        description: 'Runbooks and alert rules that cut recovery time by 70% for a payments platform.',
        link: null,
      },
    ],
    daysAgo: 14,
    review: null,
  },
  {
    firstName: 'Esther',
    lastName: 'Nyambura',
    email: 'esther.nyambura@example.com',
    phoneNumber: '+254768330915',
    githubUrl: 'https://github.com/esthernyambura',
    linkedinUrl: 'https://www.linkedin.com/in/esther-nyambura',
    portfolioUrl: null,
    resumeUrl: null,
    areaOfExpertise: 'Full Stack Development',
    experienceLevel: '0-1',
    skills: ['PHP', 'Laravel', 'MySQL', 'JavaScript', 'Git'],
    bio:
      'Recent computer science graduate from Nairobi who has completed a six-month Laravel internship. I built ' +
      "the booking system for my university's sports facilities and am looking for my first paid projects.",
    projects: [
      {
        name: 'Sports facility booking',
        description: 'Laravel app where students book courts and pitches, used across my university.',
        link: 'https://github.com/esthernyambura/sports-booking',
      },
    ],
    daysAgo: 17,
    review: null,
  },
];
