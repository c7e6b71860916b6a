import type {
  AREAS_OF_EXPERTISE,
  AVAILABILITIES,
  COMPANY_SIZES,
  EXPERIENCE_YEARS,
  INDUSTRIES,
  ONBOARDING_SKILLS,
  PROFILE_SKILLS,
  SPECIALIZATIONS,
} from '@talanta/schema';
import type { OnboardingProject } from '../../types';

// The shapes of the demo's people, apart from the lists: a file holding part of a list and the
// file that joins the parts never import each other. Jobs and job applications refer to the
// lists' keys, so their shapes live in job-type.ts and job-application-type.ts.

/** A person of the demo; `daysAgo` dates the sign-up relative to the moment of seeding. */
export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  /** The spec's rule: +254 and 9 digits, so only Kenyan residents have one. */
  phoneNumber: string | null;
  daysAgo: number;
}

export interface DemoClient extends DemoPerson {
  company: {
    companyName: string;
    companySize: (typeof COMPANY_SIZES)[number];
    industry: (typeof INDUSTRIES)[number];
    description: string;
    location: string;
    websiteUrl: string;
  };
}

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

export interface DemoDeveloperApplication {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  githubUrl: string;
  linkedinUrl: string;
  portfolioUrl: string | null;
  resumeUrl: string | null;
  areaOfExpertise: (typeof AREAS_OF_EXPERTISE)[number];
  experienceLevel: (typeof EXPERIENCE_YEARS)[number];
  skills: readonly (typeof ONBOARDING_SKILLS)[number][];
  bio: string;
  projects: readonly OnboardingProject[];
  daysAgo: number;
  /** null while pending; a review is always by the demo admin. */
  review: { approved: boolean; daysAgo: number } | null;
}
