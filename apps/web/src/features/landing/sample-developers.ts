import type { TPublicDeveloper } from '@talanta/schema';
import type { Translate } from '@/lib/i18n';

/**
 * The three built-in profiles the top-developers block shows when no approved developer exists
 * yet (spec 000 §2). They are labelled as samples on the page and link nowhere personal.
 */
export const SAMPLE_DEVELOPERS: readonly TPublicDeveloper[] = [
  sample(-1, 'Amani', 'Njoroge', 'Full Stack Engineer', 'Nairobi, Kenya', 'kenya', 45, 6, [
    'TypeScript',
    'React',
    'Node.js',
    'PostgreSQL',
    'AWS',
    'GraphQL',
  ]),
  sample(-2, 'Kavya', 'Reddy', 'Machine Learning Engineer', 'Bengaluru, India', 'india', 55, 5, [
    'Python',
    'Django',
    'AWS',
    'Docker',
    'PostgreSQL',
  ]),
  sample(-3, 'Kiprop', 'Langat', 'Senior Android Engineer', 'Eldoret, Kenya', 'kenya', 40, 7, [
    'Kotlin',
    'Java',
    'Firebase',
    'REST API',
  ]),
];

/**
 * A sample as the page's language writes it: its title and its place (the whole place, city and
 * country, from the visitor catalogue, so the card adds no English country name). Names and skills
 * stay as they are.
 */
export function sampleIn(developer: TPublicDeveloper, t: Translate): TPublicDeveloper {
  return {
    ...developer,
    title: developer.title && t.text(developer.title),
    location: developer.location && t.text(developer.location),
    country: null,
  };
}

function sample(
  id: number,
  firstName: string,
  lastName: string,
  title: string,
  location: string,
  country: 'kenya' | 'india',
  hourlyRate: number,
  yearsOfExperience: number,
  skills: string[],
): TPublicDeveloper {
  return {
    id,
    userId: id,
    title,
    bio: null,
    skills,
    hourlyRate,
    yearsOfExperience,
    availability: 'contract',
    location,
    country,
    githubUrl: null,
    linkedinUrl: null,
    portfolioUrl: null,
    areaOfSpecialization: null,
    isVerified: false,
    isApproved: true,
    user: { id, firstName, lastName, profileImageUrl: null },
    // Samples have no history: no invented ratings or contract counts.
    rating: { average: null, count: 0 },
    completedContracts: 0,
    // Nor invented vetting.
    vetting: null,
    projects: [],
    workHistory: [],
    languages: [],
    hasResume: false,
  };
}
