// The option lists of the profile, registration and vetting forms (spec 000 §3), apart from
// constants.ts so that the start of the app, which reads constants.ts for its routes, does not
// carry them.

export const SPECIALIZATIONS = [
  'Frontend Development',
  'Backend Development',
  'Full Stack Development',
  'Mobile App Development',
  'DevOps & Cloud',
  'Data Science & Analytics',
  'UI/UX Design',
  'Machine Learning & AI',
  'Blockchain Development',
  'Game Development',
  'Quality Assurance (QA)',
  'Product Management',
] as const;

/** The 35 selectable skills of the onboarding wizard (spec 001 §9). */
export const VETTING_SKILLS = [
  'React',
  'Vue.js',
  'Angular',
  'JavaScript',
  'TypeScript',
  'Node.js',
  'Python',
  'Django',
  'Flask',
  'Java',
  'Spring Boot',
  'C#',
  '.NET',
  'PHP',
  'Laravel',
  'Ruby',
  'Ruby on Rails',
  'Go',
  'Rust',
  'Swift',
  'Kotlin',
  'Flutter',
  'React Native',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'GraphQL',
  'REST APIs',
  'AWS',
  'Google Cloud',
  'Azure',
  'Docker',
  'Kubernetes',
  'Git',
] as const;

export const AREAS_OF_EXPERTISE = [
  'Frontend',
  'Backend',
  'Full-Stack',
  'DevOps',
  'Mobile Developer',
] as const;
export const EXPERIENCE_YEARS = ['0-1', '1-3', '3-5', '5-8', '8+'] as const;
export const MAX_VETTING_PROJECTS = 3;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const ACCOUNT_SETTINGS_COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const INDUSTRIES = [
  'Technology',
  'Finance',
  'Healthcare',
  'Education',
  'E-commerce',
  'Media',
  'Manufacturing',
  'Real Estate',
  'Other',
] as const;
