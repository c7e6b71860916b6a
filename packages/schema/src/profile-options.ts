// The option lists of the profile, registration and vetting forms (spec 000 §3), apart from
// constants.ts so that the start of the app, which reads constants.ts for its routes, does not
// carry them.

/**
 * The one list of areas (issue 38): /register's "Area of specialization" and the vetting wizard's
 * "Area of expertise" choose from these twelve (spec 000 §3). Spec 001's wizard had five coarser
 * areas; `POST /api/developer/apply` and the admin filter still accept those words and store the
 * specialization each maps to (WIZARD_AREA_SPECIALIZATION; ADR 0031).
 */
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

export type Specialization = (typeof SPECIALIZATIONS)[number];

/** Spec 001's five wizard areas, each stored as the specialization it names. */
export const WIZARD_AREA_SPECIALIZATION = {
  Frontend: 'Frontend Development',
  Backend: 'Backend Development',
  'Full-Stack': 'Full Stack Development',
  DevOps: 'DevOps & Cloud',
  'Mobile Developer': 'Mobile App Development',
} as const satisfies Record<string, Specialization>;

/** Every word an area may be given in: the twelve, then spec 001's five. */
export const AREA_WORDS = [
  ...SPECIALIZATIONS,
  ...(Object.keys(WIZARD_AREA_SPECIALIZATION) as (keyof typeof WIZARD_AREA_SPECIALIZATION)[]),
] as [Specialization, ...string[]];

/** The specialization an area word names (itself for one of the twelve). */
export function specializationOf(area: string): Specialization | null {
  if ((SPECIALIZATIONS as readonly string[]).includes(area)) return area as Specialization;
  return WIZARD_AREA_SPECIALIZATION[area as keyof typeof WIZARD_AREA_SPECIALIZATION] ?? null;
}
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
