import { z } from 'zod';
import { ZClientBilling } from './billing-details';
import { AVAILABILITIES, LIMITS, PROFILE_SKILLS } from './constants';
import { clearableUrl, requiredText, text } from './fields';
import { DEVELOPER_PROFILE_PARTS } from './profile-completion';
import {
  type NumberRules,
  optionalChoice,
  optionalNumber,
  optionalText,
  requiredNumber,
} from './profile-field';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './profile-message';
import { ACCOUNT_SETTINGS_COMPANY_SIZES, COMPANY_SIZES, INDUSTRIES, VETTING_SKILLS } from './profile-options';

// ---------------------------------------------------------------------------------------------
// Skills

/** Every skill name Talanta knows, in the catalogue's own spelling (profile and onboarding lists). */
export const KNOWN_SKILLS: readonly string[] = [...new Set<string>([...PROFILE_SKILLS, ...VETTING_SKILLS])];
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
  /** Whether clients may download the résumé (issue 38); admins and the developer always may. */
  resumeVisibleToClients: z.boolean({ error: PROFILE_MESSAGES.resumeVisibleToClients }).optional(),
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

/** A developer profile's own fields, which its owner and the public (talent) both see. */
export const ZDeveloperProfileFields = z.object({
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
});

/** GET /api/developers/profile: the developer's own profile (spec 000 §3) with completion. */
export const ZDeveloperProfile = ZDeveloperProfileFields.extend({
  /** Computed by the server from the fields filled in (and the profile photo). */
  completionPercentage: z.number().int().min(0).max(100),
  /** What is still missing, in the order the dashboard lists it. */
  missing: z.array(z.object({ key: z.enum(PROFILE_PART_KEYS), label: z.string() })),
  user: ZProfileOwner,
  /** When the stored résumé was uploaded; null without one. */
  resumeUploadedAt: z.string().meta({ format: 'date-time' }).nullable(),
  resumeVisibleToClients: z.boolean(),
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
  /** Name the company among those hiring on the public pages (issue 40); absent: unchanged. */
  listedPublicly: z.boolean({ error: PROFILE_MESSAGES.listedPublicly }).optional(),
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
  /** Name the company among those hiring on the public pages (issue 40); absent: unchanged. */
  listedPublicly: z.boolean({ error: PROFILE_MESSAGES.listedPublicly }).optional(),
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
  /** Whether the company agreed to be named on the public pages. */
  listedPublicly: z.boolean(),
  /** Printed on invoices issued from now on (each keeps what it was issued with). */
  billing: ZClientBilling,
  user: ZProfileOwner,
});
export type TClientProfile = z.infer<typeof ZClientProfile>;
