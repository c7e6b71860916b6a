/** What counts toward a developer profile's completion, in the order the dashboard lists what is missing. */
export const DEVELOPER_PROFILE_PARTS = [
  { key: 'title', label: 'Professional title' },
  { key: 'bio', label: 'Bio' },
  { key: 'skills', label: 'Skills' },
  { key: 'hourlyRate', label: 'Hourly rate' },
  { key: 'yearsOfExperience', label: 'Years of experience' },
  { key: 'availability', label: 'Availability' },
  { key: 'location', label: 'Location' },
  { key: 'githubUrl', label: 'GitHub profile' },
  { key: 'linkedinUrl', label: 'LinkedIn profile' },
  { key: 'profileImageUrl', label: 'Profile photo' },
] as const;

export type TDeveloperProfilePart = (typeof DEVELOPER_PROFILE_PARTS)[number]['key'];

export interface TProfileCompletion {
  percentage: number;
  missing: { key: TDeveloperProfilePart; label: string }[];
}

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The share of profile parts filled in, as a whole percentage, and the parts still missing. */
export function developerProfileCompletion(
  profile: Partial<Record<TDeveloperProfilePart, unknown>>,
): TProfileCompletion {
  const missing = DEVELOPER_PROFILE_PARTS.filter((part) => !isFilled(profile[part.key])).map(
    ({ key, label }) => ({
      key,
      label,
    }),
  );
  const filled = DEVELOPER_PROFILE_PARTS.length - missing.length;
  return { percentage: Math.round((filled / DEVELOPER_PROFILE_PARTS.length) * 100), missing };
}
