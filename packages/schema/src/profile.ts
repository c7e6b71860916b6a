import { z } from 'zod';
import {
  ACCOUNT_SETTINGS_COMPANY_SIZES,
  AVAILABILITIES,
  COMPANY_SIZES,
  INDUSTRIES,
  LIMITS,
  ONBOARDING_SKILLS,
  PROFILE_SKILLS,
} from './constants';
import { clearableUrl, requiredText, text } from './fields';
import { DEVELOPER_PROFILE_PARTS } from './profile-completion';

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
  companyName: 'Company name is required',
  companySize: 'Company size is required',
  industry: 'Industry is required',
  description: 'Description must be at least 10 characters',
  titleMax: `Title must be at most ${PROFILE_LIMITS.titleMax} characters`,
  bioMax: `Bio must be at most ${PROFILE_LIMITS.bioMax} characters`,
  locationMax: `Location must be at most ${PROFILE_LIMITS.locationMax} characters`,
  skillTooLong: `Each skill must be at most ${PROFILE_LIMITS.skillLengthMax} characters`,
  tooManySkills: `Add at most ${LIMITS.skillsMax} skills`,
  hourlyRateMax: `Hourly rate must be at most $${PROFILE_LIMITS.hourlyRateMax.toLocaleString('en-US')}`,
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

// ---------------------------------------------------------------------------------------------
// Skills

/** Every skill name Talanta knows, in the catalogue's own spelling (profile and onboarding lists). */
export const KNOWN_SKILLS: readonly string[] = [
  ...new Set<string>([...PROFILE_SKILLS, ...ONBOARDING_SKILLS]),
];
const CANONICAL_SKILLS = new Map(KNOWN_SKILLS.map((skill) => [skill.toLowerCase(), skill]));

/** A typed skill in the catalogue's spelling when it is a known one ("react" → "React"), else trimmed. */
export function canonicalSkill(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return CANONICAL_SKILLS.get(trimmed.toLowerCase()) ?? trimmed;
}

export type TAddSkillResult =
  | { ok: true; skills: string[] }
  | { ok: false; reason: 'empty' | 'duplicate' | 'tooLong' | 'tooMany'; message: string };

/**
 * The skills chips' rule (spec 000 §2): add by Enter or Add, trimmed, no duplicates (in any case).
 * The browser and the server share it, so a list the form accepts is a list the API accepts.
 */
export function addSkill(skills: readonly string[], text: string): TAddSkillResult {
  const skill = canonicalSkill(text);
  if (!skill) return { ok: false, reason: 'empty', message: 'Type a skill first' };
  if (skill.length > PROFILE_LIMITS.skillLengthMax)
    return { ok: false, reason: 'tooLong', message: PROFILE_MESSAGES.skillTooLong };
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase()))
    return { ok: false, reason: 'duplicate', message: `${skill} is already in your skills` };
  if (skills.length >= LIMITS.skillsMax)
    return { ok: false, reason: 'tooMany', message: PROFILE_MESSAGES.tooManySkills };
  return { ok: true, skills: [...skills, skill] };
}

/** Trimmed, catalogue spelling, blanks and duplicates (in any case) dropped, order kept. */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = canonicalSkill(raw);
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    result.push(skill);
  }
  return result;
}

/** Raw input bounds, checked before trimming and de-duplicating (the real rules come after). */
const RAW_SKILL_MAX = 200;

function skillsField(min: number) {
  return z
    .array(text(PROFILE_MESSAGES.skills).max(RAW_SKILL_MAX, PROFILE_MESSAGES.skillTooLong), {
      error: PROFILE_MESSAGES.skills,
    })
    .max(LIMITS.skillsMax * 2, PROFILE_MESSAGES.tooManySkills)
    .transform(normalizeSkills)
    .pipe(
      z
        .array(text().max(PROFILE_LIMITS.skillLengthMax, PROFILE_MESSAGES.skillTooLong))
        .min(min, PROFILE_MESSAGES.skills)
        .max(LIMITS.skillsMax, PROFILE_MESSAGES.tooManySkills),
    );
}

// ---------------------------------------------------------------------------------------------
// Field builders: forms send text, the API may send numbers; '' means "not filled in".

interface NumberRules {
  min: number;
  max: number;
  maxMessage: string;
  /** Message for a number with a fraction, when only whole numbers are allowed. */
  wholeMessage?: string;
}

function numberRules(message: string, rules: NumberRules) {
  let schema = z.number({ error: message }).min(rules.min, message).max(rules.max, rules.maxMessage);
  if (rules.wholeMessage) schema = schema.int(rules.wholeMessage);
  return schema;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text ? Number(text) : null;
}

/** A number the form must have: '' and missing give `message`, as does anything below `min`. */
function requiredNumber(message: string, rules: NumberRules) {
  return z
    .union([z.number(), text(message), z.null()], { error: message })
    .optional()
    .transform((value) => toNumber(value) ?? Number.NaN)
    .pipe(numberRules(message, rules));
}

// Account Settings saves only what it sends: an absent field stays as stored (undefined), while
// '' or null clears it (null); a filled field follows the profile page's rule.

/** A number that may be cleared; when given, the same rules apply. */
function optionalNumber(message: string, rules: NumberRules) {
  return z
    .union([z.number(), text(message), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : toNumber(value)))
    .pipe(numberRules(message, rules).nullable().optional());
}

/** Text that may be cleared; when given, the page's minimum still applies. */
function optionalText(message: string, min: number, max: number, maxMessage: string) {
  return text(message)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim()))
    .pipe(
      z
        .union([z.literal('').transform(() => null), text().min(min, message).max(max, maxMessage)])
        .optional(),
    );
}

/** A choice that may be cleared. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? (value as T[number]) : null));
}

const hourlyRateRules: NumberRules = {
  min: 1,
  max: PROFILE_LIMITS.hourlyRateMax,
  maxMessage: PROFILE_MESSAGES.hourlyRateMax,
};
const yearsRules: NumberRules = {
  min: 0,
  max: PROFILE_LIMITS.yearsMax,
  maxMessage: PROFILE_MESSAGES.yearsMax,
  wholeMessage: PROFILE_MESSAGES.yearsWhole,
};

// ---------------------------------------------------------------------------------------------
// Developer profile

/** PUT /api/developers/profile: the developer profile page (spec 000 §5, rules in its order). */
export const ZDeveloperProfileInput = z.object({
  title: requiredText(PROFILE_MESSAGES.title, LIMITS.profileTitleMin, PROFILE_LIMITS.titleMax),
  bio: requiredText(PROFILE_MESSAGES.bio, LIMITS.bioMin, PROFILE_LIMITS.bioMax),
  skills: skillsField(1),
  hourlyRate: requiredNumber(PROFILE_MESSAGES.hourlyRate, hourlyRateRules),
  yearsOfExperience: requiredNumber(PROFILE_MESSAGES.yearsOfExperience, yearsRules),
  availability: z.enum(AVAILABILITIES, { error: PROFILE_MESSAGES.availability }),
  location: requiredText(PROFILE_MESSAGES.location, 1, PROFILE_LIMITS.locationMax),
  githubUrl: clearableUrl(PROFILE_MESSAGES.url),
  linkedinUrl: clearableUrl(PROFILE_MESSAGES.url),
  portfolioUrl: clearableUrl(PROFILE_MESSAGES.url),
});
export type TDeveloperProfileInput = z.input<typeof ZDeveloperProfileInput>;
export type TDeveloperProfileUpdate = z.output<typeof ZDeveloperProfileInput>;

/**
 * PUT /api/developers/profile/settings: the Developer Profile tab of Account Settings, where every
 * field is optional (spec 000 §5). Empty means "not filled in"; a filled field keeps the page's rule.
 */
export const ZDeveloperSettingsInput = z.object({
  title: optionalText(
    PROFILE_MESSAGES.title,
    LIMITS.profileTitleMin,
    PROFILE_LIMITS.titleMax,
    PROFILE_MESSAGES.titleMax,
  ),
  bio: optionalText(PROFILE_MESSAGES.bio, LIMITS.bioMin, PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bioMax),
  skills: skillsField(0).optional(),
  hourlyRate: optionalNumber(PROFILE_MESSAGES.hourlyRate, hourlyRateRules),
  yearsOfExperience: optionalNumber(PROFILE_MESSAGES.yearsOfExperience, yearsRules),
  availability: optionalChoice(AVAILABILITIES, PROFILE_MESSAGES.availability),
  location: optionalText(
    PROFILE_MESSAGES.location,
    1,
    PROFILE_LIMITS.locationMax,
    PROFILE_MESSAGES.locationMax,
  ),
  githubUrl: clearableUrl(PROFILE_MESSAGES.url),
  linkedinUrl: clearableUrl(PROFILE_MESSAGES.url),
  portfolioUrl: clearableUrl(PROFILE_MESSAGES.url),
});
export type TDeveloperSettingsInput = z.input<typeof ZDeveloperSettingsInput>;
export type TDeveloperSettingsUpdate = z.output<typeof ZDeveloperSettingsInput>;

const PROFILE_PART_KEYS = DEVELOPER_PROFILE_PARTS.map((part) => part.key) as [
  (typeof DEVELOPER_PROFILE_PARTS)[number]['key'],
  ...(typeof DEVELOPER_PROFILE_PARTS)[number]['key'][],
];

/** The owner's view of a user inside their own profile (their own email is theirs to see). */
export const ZProfileOwner = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});

/** GET /api/developers/profile: the developer's own profile (spec 000 §3) with completion. */
export const ZDeveloperProfile = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  hourlyRate: z.number().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  availability: z.enum(AVAILABILITIES).nullable(),
  location: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  areaOfSpecialization: z.string().nullable(),
  /** Approved by an admin: only approved profiles are listed publicly. */
  isApproved: z.boolean(),
  isVerified: z.boolean(),
  /** Computed by the server from the fields filled in (and the profile photo). */
  completionPercentage: z.number().int().min(0).max(100),
  /** What is still missing, in the order the dashboard lists it. */
  missing: z.array(z.object({ key: z.enum(PROFILE_PART_KEYS), label: z.string() })),
  user: ZProfileOwner,
});
export type TDeveloperProfile = z.infer<typeof ZDeveloperProfile>;

// ---------------------------------------------------------------------------------------------
// Client (company) profile

/**
 * Sizes every company-size field accepts: spec 000 lists six on the company page and five ("500+")
 * in Account Settings, so a size saved on either screen survives a save from the other.
 */
export const SETTINGS_ACCEPTED_COMPANY_SIZES = [
  ...new Set<string>([...COMPANY_SIZES, ...ACCOUNT_SETTINGS_COMPANY_SIZES]),
] as [string, ...string[]];

/** PUT /api/clients/profile: the company profile page (spec 000 §5). */
export const ZClientProfileInput = z.object({
  companyName: requiredText(
    PROFILE_MESSAGES.companyName,
    LIMITS.companyNameMin,
    PROFILE_LIMITS.companyNameMax,
  ),
  companySize: z.enum(SETTINGS_ACCEPTED_COMPANY_SIZES, { error: PROFILE_MESSAGES.companySize }),
  industry: z.enum(INDUSTRIES, { error: PROFILE_MESSAGES.industry }),
  description: requiredText(
    PROFILE_MESSAGES.description,
    LIMITS.companyDescriptionMin,
    PROFILE_LIMITS.descriptionMax,
  ),
  location: requiredText(PROFILE_MESSAGES.location, 1, PROFILE_LIMITS.locationMax),
  websiteUrl: clearableUrl(PROFILE_MESSAGES.url),
});
export type TClientProfileInput = z.input<typeof ZClientProfileInput>;
export type TClientProfileUpdate = z.output<typeof ZClientProfileInput>;

/** PUT /api/clients/profile/settings: the Company Profile tab of Account Settings (all optional). */
export const ZClientSettingsInput = z.object({
  companyName: optionalText(
    PROFILE_MESSAGES.companyName,
    LIMITS.companyNameMin,
    PROFILE_LIMITS.companyNameMax,
    PROFILE_MESSAGES.companyNameMax,
  ),
  companySize: optionalChoice(SETTINGS_ACCEPTED_COMPANY_SIZES, PROFILE_MESSAGES.companySize),
  /** Free text in Account Settings (a select on the company page). */
  industry: optionalText(
    PROFILE_MESSAGES.industry,
    1,
    PROFILE_LIMITS.industryMax,
    PROFILE_MESSAGES.industryMax,
  ),
  description: optionalText(
    PROFILE_MESSAGES.description,
    LIMITS.companyDescriptionMin,
    PROFILE_LIMITS.descriptionMax,
    PROFILE_MESSAGES.descriptionMax,
  ),
  location: optionalText(
    PROFILE_MESSAGES.location,
    1,
    PROFILE_LIMITS.locationMax,
    PROFILE_MESSAGES.locationMax,
  ),
  websiteUrl: clearableUrl(PROFILE_MESSAGES.url),
});
export type TClientSettingsInput = z.input<typeof ZClientSettingsInput>;
export type TClientSettingsUpdate = z.output<typeof ZClientSettingsInput>;

/** GET /api/clients/profile: the client's own company profile (spec 000 §3). */
export const ZClientProfile = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  companyName: z.string().nullable(),
  companySize: z.string().nullable(),
  industry: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  user: ZProfileOwner,
});
export type TClientProfile = z.infer<typeof ZClientProfile>;

// ---------------------------------------------------------------------------------------------
// Profile photos

export const AVATAR_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type TAvatarType = keyof typeof AVATAR_TYPES;

export const AVATAR_LIMITS = { maxBytes: 2 * 1024 * 1024, label: '2 MB' } as const;

export const AVATAR_MESSAGES = {
  tooLarge: `Profile photos must be at most ${AVATAR_LIMITS.label}`,
  badType: 'Profile photos must be JPEG, PNG or WebP images',
  noFile: 'Choose a photo to upload',
  uploaded: 'Your profile photo has been updated.',
  removed: 'Your profile photo has been removed.',
  uploadFailed: 'Could not upload your photo. Please try again.',
} as const;

export const ZAvatarResult = z.object({ profileImageUrl: z.string().nullable() });
export type TAvatarResult = z.infer<typeof ZAvatarResult>;
