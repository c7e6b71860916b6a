import { LIMITS } from './constants';
import { groupThousands } from './group-thousands';

/** Limits the spec leaves open: generous, but they keep junk and huge values out. */
export const PROFILE_LIMITS = {
  titleMax: 200,
  bioMax: 5000,
  locationMax: 200,
  skillLengthMax: 50,
  hourlyRateMax: 10_000,
  yearsMax: 70,
  companyNameMax: 200,
  industryMax: 100,
  descriptionMax: 5000,
} as const;

/** The messages of spec 000 §5 (profile page, company page, Account Settings), then Talanta's own. */
export const PROFILE_MESSAGES = {
  title: 'Title is required',
  bio: 'Bio must be at least 10 characters',
  skills: 'Select at least one skill',
  hourlyRate: 'Hourly rate is required',
  yearsOfExperience: 'Years of experience is required',
  availability: 'Availability is required',
  location: 'Location is required',
  url: 'Please enter a valid URL',
  resumeVisibleToClients: 'Choose whether clients may see your résumé',
  listedPublicly: 'Choose whether to name your company on the public pages (true or false)',
  companyName: 'Company name is required',
  companySize: 'Company size is required',
  industry: 'Industry is required',
  description: 'Description must be at least 10 characters',
  titleMax: `Title must be at most ${PROFILE_LIMITS.titleMax} characters`,
  bioMax: `Bio must be at most ${PROFILE_LIMITS.bioMax} characters`,
  locationMax: `Location must be at most ${PROFILE_LIMITS.locationMax} characters`,
  skillTooLong: `Each skill must be at most ${PROFILE_LIMITS.skillLengthMax} characters`,
  tooManySkills: `Add at most ${LIMITS.skillsMax} skills`,
  hourlyRateMax: `Hourly rate must be at most $${groupThousands(PROFILE_LIMITS.hourlyRateMax)}`,
  yearsWhole: 'Years of experience must be a whole number',
  yearsMax: `Years of experience must be at most ${PROFILE_LIMITS.yearsMax}`,
  companyNameMax: `Company name must be at most ${PROFILE_LIMITS.companyNameMax} characters`,
  industryMax: `Industry must be at most ${PROFILE_LIMITS.industryMax} characters`,
  descriptionMax: `Description must be at most ${PROFILE_LIMITS.descriptionMax} characters`,
  notFound: 'Profile not found',
} as const;

/** Success and failure toasts of the profile screens (spec 000 §8). */
export const PROFILE_TOASTS = {
  developerSaved: { title: 'Success', description: 'Your developer profile has been updated successfully!' },
  companySaved: { title: 'Success', description: 'Your profile has been updated successfully!' },
  basicInfoSaved: { title: 'Profile updated', description: 'Your basic information has been updated.' },
  settingsProfileSaved: {
    title: 'Profile updated',
    description: 'Your profile has been updated successfully!',
  },
  pageError: 'An error occurred while updating your profile.',
  basicInfoError: 'Failed to update basic information.',
  settingsProfileError: 'Failed to update profile.',
} as const;
