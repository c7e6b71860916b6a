import type {
  AVAILABILITIES,
  COMPANY_SIZES,
  EXPERIENCE_YEARS,
  INDUSTRIES,
  PROFILE_SKILLS,
  SPECIALIZATIONS,
  VETTING_SKILLS,
} from '@talanta/schema';
import type { Insertable } from 'kysely';
import type {
  ClientProfilesTable,
  DeveloperProfilesTable,
  UsersTable,
  VettingProject,
  VettingSubmissionsTable,
} from '../../types';

// The shapes of the demo's people, apart from the lists: a file holding part of a list and the
// file that joins the parts never import each other. Jobs and job applications refer to the
// lists' keys, so their shapes live in job-type.ts and job-application-type.ts.

/** Columns of a table that the demo always fills in: their insert types, never null. */
type Filled<Table, Column extends keyof Insertable<Table>> = {
  [C in Column]-?: NonNullable<Insertable<Table>[C]>;
};

/** The columns a list narrows to its own values (a skill, a size): the table's rest stays as it is. */
type Narrowed<Base, Lists> = Omit<Base, keyof Lists> & Lists;

/** A person of the demo; `daysAgo` dates the sign-up relative to the moment of seeding. */
export type DemoPerson = Pick<Insertable<UsersTable>, 'email' | 'firstName' | 'lastName'> & {
  /** The spec's rule: +254 and 9 digits, so only Kenyan residents have one. */
  phoneNumber: string | null;
  daysAgo: number;
};

export type DemoClient = DemoPerson & {
  company: Narrowed<
    Filled<ClientProfilesTable, 'companyName' | 'description' | 'location' | 'websiteUrl'>,
    { companySize: (typeof COMPANY_SIZES)[number]; industry: (typeof INDUSTRIES)[number] }
  > & { listedPublicly?: boolean };
};

export type DemoDeveloper = DemoPerson & {
  profile: Narrowed<
    Filled<
      DeveloperProfilesTable,
      | 'title'
      | 'bio'
      | 'hourlyRate'
      | 'yearsOfExperience'
      | 'location'
      | 'githubUrl'
      | 'linkedinUrl'
      | 'isApproved'
      | 'isVerified'
    > & { portfolioUrl: string | null },
    {
      skills: readonly (typeof PROFILE_SKILLS)[number][];
      availability: (typeof AVAILABILITIES)[number];
      areaOfSpecialization: (typeof SPECIALIZATIONS)[number];
    }
  >;
};

/** An vetting submission; its review columns come from `review`, its projects as objects. */
export type DemoVettingSubmission = Narrowed<
  Omit<Insertable<VettingSubmissionsTable>, 'id' | 'createdAt' | 'isApproved' | 'reviewedAt' | 'reviewedBy'>,
  {
    areaOfExpertise: (typeof SPECIALIZATIONS)[number];
    experienceLevel: (typeof EXPERIENCE_YEARS)[number];
    skills: readonly (typeof VETTING_SKILLS)[number][];
    projects: readonly VettingProject[];
    daysAgo: number;
    /** null while pending; a review is always by the demo admin. */
    review: { approved: boolean; daysAgo: number } | null;
  }
>;
