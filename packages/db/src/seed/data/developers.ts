import type { AVAILABILITIES, PROFILE_SKILLS, SPECIALIZATIONS } from '@talanta/schema';
import type { DemoPerson } from './clients';
import { INDIAN_DEVELOPERS } from './developers-india';
import { KENYAN_DEVELOPERS } from './developers-kenya';

export interface DemoDeveloper extends DemoPerson {
  profile: {
    title: string;
    bio: string;
    skills: readonly (typeof PROFILE_SKILLS)[number][];
    hourlyRate: number;
    yearsOfExperience: number;
    availability: (typeof AVAILABILITIES)[number];
    location: string;
    githubUrl: string;
    linkedinUrl: string;
    portfolioUrl: string | null;
    areaOfSpecialization: (typeof SPECIALIZATIONS)[number];
    isApproved: boolean;
    isVerified: boolean;
  };
}

/** Half from Kenya, half from India, each with a few recent sign-ups not yet approved. */
export const DEMO_DEVELOPERS = [...KENYAN_DEVELOPERS, ...INDIAN_DEVELOPERS] as const;

export type DemoDeveloperEmail = (typeof DEMO_DEVELOPERS)[number]['email'];
