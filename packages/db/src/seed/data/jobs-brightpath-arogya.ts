import type { DemoJob } from './job-type';

/** Jobs of BrightPath Learning and Arogya Health Systems. */
export const BRIGHTPATH_AROGYA_JOBS = [
  {
    key: 'brightpath-angular-lms',
    client: 'emily.hart@example.com',
    title: 'Angular developer for our learning platform',
    description:
      'Teachers use our Angular app to assign lessons and follow class progress. We are adding a new reporting ' +
      'area with charts per class and per student, and need to bring the app to Angular 17. You will join two ' +
      'frontend engineers and a designer; we work in Toronto hours but are flexible on overlap.',
    requiredSkills: ['Angular', 'TypeScript', 'SASS', 'REST API'],
    projectLength: 'long-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 35,
    maxBudget: 55,
    budgetType: 'hourly',
    category: 'Frontend Development',
    experienceLevel: 'Intermediate',
    status: 'open',
    daysAgo: 11,
  },
  {
    key: 'brightpath-onboarding-ux',
    client: 'emily.hart@example.com',
    title: 'UI/UX design for student onboarding',
    description:
      'A third of students drop off before finishing their placement quiz. We need a designer who can ' +
      'interview a few teachers, redesign the first-run experience and hand over a clickable prototype plus ' +
      'React components styled with TailwindCSS. Fixed price for research, design and components.',
    requiredSkills: ['React', 'TailwindCSS', 'SASS'],
    projectLength: 'short-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 4000,
    maxBudget: 5000,
    budgetType: 'fixed',
    category: 'UI/UX Design',
    experienceLevel: 'Intermediate',
    status: 'open',
    daysAgo: 10,
  },
  {
    key: 'brightpath-quiz-engine',
    client: 'emily.hart@example.com',
    title: 'Rails developer for adaptive quiz engine',
    description:
      'Our quiz engine picks the next question from how a student answered the previous ones. It is a Rails ' +
      'app that has outgrown its first design: we need someone experienced to move the question selection into ' +
      'a well-tested service, speed up the slowest PostgreSQL queries and containerise local development.',
    requiredSkills: ['Ruby', 'Ruby on Rails', 'PostgreSQL', 'Docker'],
    projectLength: 'medium-term',
    projectType: 'part-time',
    location: 'Remote',
    minBudget: 50,
    maxBudget: 75,
    budgetType: 'hourly',
    category: 'Web Development',
    experienceLevel: 'Expert',
    status: 'open',
    daysAgo: 22,
  },
  {
    key: 'brightpath-ios-lessons',
    client: 'emily.hart@example.com',
    title: 'Swift developer for offline lesson app',
    description:
      'Students in rural schools need to download lessons at school and finish them at home without data. ' +
      'We want a native iOS app in Swift that syncs progress through Firebase when back online. Designs and the ' +
      'lesson API exist already.',
    requiredSkills: ['Swift', 'Firebase', 'REST API'],
    projectLength: 'medium-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 40,
    maxBudget: 60,
    budgetType: 'hourly',
    category: 'Mobile Development',
    experienceLevel: 'Intermediate',
    status: 'closed',
    daysAgo: 44,
    closedDaysAgo: 21,
  },
  {
    key: 'arogya-patient-records-api',
    client: 'rohit.kapoor@example.com',
    title: 'Java Spring developer for patient records API',
    description:
      'We are replacing point-to-point integrations between our clinics with one patient records API. You ' +
      'will design and build Spring services for patients, visits and lab results on PostgreSQL, deployed to ' +
      'our Kubernetes cluster. Experience with health data standards such as FHIR or HL7 is very welcome. ' +
      'The role is based in our Andheri office.',
    requiredSkills: ['Java', 'Spring', 'PostgreSQL', 'Kubernetes', 'REST API'],
    projectLength: 'long-term',
    projectType: 'full-time',
    location: 'Mumbai, India',
    minBudget: 40,
    maxBudget: 65,
    budgetType: 'hourly',
    category: 'Backend Development',
    experienceLevel: 'Expert',
    status: 'open',
    daysAgo: 7,
  },
  {
    key: 'arogya-kubernetes-migration',
    client: 'rohit.kapoor@example.com',
    title: 'DevOps engineer to migrate our services to Kubernetes on Azure',
    description:
      'Twelve services still run on virtual machines that we patch by hand. We want them on Azure Kubernetes ' +
      'Service with infrastructure as code, blue-green deployments and dashboards the on-call team can read. ' +
      'Some of our internal tools are written in Go. Patient data never leaves the India regions.',
    requiredSkills: ['Kubernetes', 'Docker', 'Azure', 'Go'],
    projectLength: 'medium-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 60,
    maxBudget: 95,
    budgetType: 'hourly',
    category: 'DevOps',
    experienceLevel: 'Expert',
    status: 'open',
    daysAgo: 14,
  },
  {
    key: 'arogya-xray-triage',
    client: 'rohit.kapoor@example.com',
    title: 'Computer vision engineer for chest X-ray triage',
    description:
      'Our radiologists read 4,000 chest X-rays a day. We want a model that flags likely abnormal scans so ' +
      'they are read first, trained on our de-identified archive and served in a container on GCP. The fixed ' +
      'price covers the model, a validation report with our radiologists and integration with the reading queue.',
    requiredSkills: ['Python', 'Docker', 'GCP'],
    projectLength: 'long-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 15000,
    maxBudget: 18000,
    budgetType: 'fixed',
    category: 'Machine Learning',
    experienceLevel: 'Expert',
    status: 'open',
    daysAgo: 30,
  },
  {
    key: 'arogya-appointment-booking',
    client: 'rohit.kapoor@example.com',
    title: 'Junior full stack developer for appointment booking',
    description:
      'Patients still book diagnostic tests by phone. Help us build online booking: pick a centre, a test and ' +
      'a slot, then get a confirmation by SMS. The stack is React and Node.js with MongoDB. Ideal for a junior ' +
      'developer who wants close mentoring from our senior engineers.',
    requiredSkills: ['JavaScript', 'React', 'Node.js', 'MongoDB'],
    projectLength: 'medium-term',
    projectType: 'full-time',
    location: 'Remote',
    minBudget: 20,
    maxBudget: 30,
    budgetType: 'hourly',
    category: 'Full Stack Development',
    experienceLevel: 'Entry Level',
    status: 'open',
    daysAgo: 2,
  },
] as const satisfies readonly DemoJob[];
