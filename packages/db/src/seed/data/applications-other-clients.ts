import type { DemoJobApplication } from './job-application-type';

/** Applications to BrightPath, Arogya, Spreekanal and Harbor & Key; every job open when applied to. */
export const APPLICATIONS_TO_OTHER_CLIENTS: readonly DemoJobApplication[] = [
  {
    job: 'brightpath-angular-lms',
    developer: 'ananya.iyer@example.com',
    coverLetter:
      'I built the course player and instructor dashboard of a learning platform with 1.5 million learners, ' +
      'including per-class progress charts very like your new reporting area. I have also led two Angular ' +
      'major-version upgrades without pausing feature work.',
    proposedRate: 42,
    estimatedHours: 900,
    startsAfterDays: 14,
    status: 'accepted',
    daysAgo: 10,
    decidedDaysAgo: 3,
  },
  {
    job: 'brightpath-angular-lms',
    developer: 'faith.achieng@example.com',
    coverLetter:
      'I have built school-fees and student portals that work well with screen readers, which matters for ' +
      'teachers too. My strongest framework is React, but I maintained an Angular admin app for a year and ' +
      'would enjoy the upgrade work.',
    proposedRate: 38,
    estimatedHours: 800,
    startsAfterDays: 7,
    status: 'pending',
    daysAgo: 9,
  },
  {
    job: 'brightpath-onboarding-ux',
    developer: 'faith.achieng@example.com',
    coverLetter:
      'I like projects that start with talking to users. I would interview five teachers and a few students, ' +
      'prototype the first-run flow and deliver TailwindCSS React components your team can drop in. I did a ' +
      "similar onboarding redesign for an insurance startup's customer app.",
    proposedRate: 40,
    estimatedHours: 110,
    startsAfterDays: 10,
    status: 'pending',
    daysAgo: 8,
  },
  {
    job: 'brightpath-quiz-engine',
    developer: 'sneha.kulkarni@example.com',
    coverLetter:
      'I built the assessment engine of an exam-preparation platform in Rails, including adaptive question ' +
      'selection based on item difficulty. Extracting that logic into a tested service and fixing N+1 queries ' +
      'in PostgreSQL is work I have done before and enjoy.',
    proposedRate: 55,
    estimatedHours: 300,
    startsAfterDays: 14,
    status: 'interview',
    daysAgo: 20,
    decidedDaysAgo: 12,
  },
  {
    job: 'arogya-patient-records-api',
    developer: 'arjun.mehta@example.com',
    coverLetter:
      'I designed the patient-record APIs of a hospital chain now used by more than 200 clinics, built with ' +
      'Spring on Kubernetes and mapped to FHIR resources. I live in Pune and can be in your Andheri office as ' +
      'often as the project needs.',
    proposedRate: 58,
    estimatedHours: 1000,
    startsAfterDays: 30,
    status: 'interview',
    daysAgo: 6,
    decidedDaysAgo: 2,
  },
  {
    job: 'arogya-kubernetes-migration',
    developer: 'samuel.kiprono@example.com',
    coverLetter:
      'I have moved three SaaS products from hand-managed virtual machines to Kubernetes, with infrastructure ' +
      'as code and blue-green deploys. Azure is the cloud I have used least, but I have run AKS for a client ' +
      'pilot and know how to keep data inside a region.',
    proposedRate: 70,
    estimatedHours: 400,
    startsAfterDays: 14,
    status: 'pending',
    daysAgo: 12,
  },
  {
    job: 'arogya-kubernetes-migration',
    developer: 'karthik.subramanian@example.com',
    coverLetter:
      'I migrated a hospital information system to Azure without losing a record, moving twelve services onto ' +
      'AKS with data kept in the Central India region. I would containerise your two least risky services ' +
      'first to prove the pipeline before touching patient-facing systems.',
    proposedRate: 90,
    estimatedHours: 480,
    startsAfterDays: 7,
    status: 'accepted',
    daysAgo: 13,
    decidedDaysAgo: 6,
  },
  {
    job: 'arogya-xray-triage',
    developer: 'priya@talanta.dev',
    coverLetter:
      'I have trained image classifiers for document fraud detection and worked with a radiology group on a ' +
      'pneumonia triage study. For chest X-ray triage I would optimise for sensitivity at a fixed review ' +
      'budget and validate with your radiologists before any workflow change.',
    proposedRate: 70,
    estimatedHours: 230,
    startsAfterDays: 14,
    status: 'interview',
    daysAgo: 27,
    decidedDaysAgo: 20,
  },
  {
    job: 'spreekanal-headless-cms',
    developer: 'developer@talanta.dev',
    coverLetter:
      'I design GraphQL schemas for a living, most recently for a logistics platform with content in three ' +
      'languages. For a newsroom I would model translations as first-class article versions and enforce ' +
      'embargoes in the resolvers, with PostgreSQL row-level checks as a safety net.',
    proposedRate: 50,
    estimatedHours: 480,
    startsAfterDays: 14,
    status: 'interview',
    daysAgo: 8,
    decidedDaysAgo: 1,
  },
  {
    job: 'spreekanal-audience-analytics',
    developer: 'vikram.reddy@example.com',
    coverLetter:
      'I built the audience analytics pipeline of a regional news network, joining page views, video plays ' +
      'and subscriptions so editors could see which stories convert. I can deliver the same on AWS for your ' +
      'articles and podcasts, including documentation and training.',
    proposedRate: 50,
    estimatedHours: 180,
    startsAfterDays: 10,
    status: 'pending',
    daysAgo: 21,
  },
  {
    job: 'spreekanal-design-system',
    developer: 'faith.achieng@example.com',
    coverLetter:
      'I built a design system and React component library for an insurance startup, documented with live ' +
      'examples and adopted by two product teams. I would bring the same approach to your reader products and ' +
      'make accessibility part of every component.',
    proposedRate: 45,
    estimatedHours: 300,
    startsAfterDays: 14,
    status: 'rejected',
    daysAgo: 30,
    decidedDaysAgo: 24,
  },
  {
    job: 'harbor-contract-audit',
    developer: 'hassan.abdallah@example.com',
    coverLetter:
      'I have audited token contracts for two DeFi teams and built a land-registry proof of concept, so ' +
      'property ownership on chain is a domain I know. I would review your Rust contracts and the income ' +
      'distribution service together, since most real losses happen at that boundary.',
    proposedRate: 75,
    estimatedHours: 140,
    startsAfterDays: 7,
    status: 'interview',
    daysAgo: 17,
    decidedDaysAgo: 9,
  },
  {
    job: 'harbor-wallet-login',
    developer: 'hassan.abdallah@example.com',
    coverLetter:
      'Wallet sign-in with message signing is a small, well-defined task I have implemented several times. I ' +
      'would add it next to your email login in the React app and verify signatures on your Node.js back end, ' +
      'with tests for replayed and expired sign-in messages.',
    proposedRate: 55,
    estimatedHours: 12,
    startsAfterDays: 3,
    status: 'pending',
    daysAgo: 3,
  },
];
