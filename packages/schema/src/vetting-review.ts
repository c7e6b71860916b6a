import { z } from 'zod';
import { LIMITS } from './constants';
import { ZDeveloperVetting } from './developer-vetting';
import { nullAsAbsent, text, ZId } from './fields';
import {
  AREA_WORDS,
  EXPERIENCE_YEARS,
  SPECIALIZATIONS,
  type Specialization,
  specializationOf,
  type VETTING_SKILLS,
} from './profile-options';
import { ZRejection, ZRejectionNote, ZRejectionReason } from './rejection';
import { ZVettingCurrentStage, ZVettingStageReview } from './vetting-stage';

/** Vetting review (spec 001 "Admin Dashboard", §3, §4, §7, §8). */

export const VETTING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TVettingStatus = (typeof VETTING_STATUSES)[number];
export const VETTING_STATUS_LABELS: Record<TVettingStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** `isApproved` of spec 001 §3: null (or absent) while pending, then true or false. */
export function vettingStatusOf(isApproved: boolean | null | undefined): TVettingStatus {
  if (isApproved === true) return 'approved';
  if (isApproved === false) return 'rejected';
  return 'pending';
}

export const ADMIN_LIMITS = {
  searchMax: 200,
  /** Without a limit the list is the whole review queue (the spec's list), capped here. */
  listMax: 1000,
  pageMax: 100,
  offsetMax: 100_000,
  /** How long an approved applicant may take to create their account. */
  invitationDays: 14,
} as const;

export const ADMIN_MESSAGES = {
  applicationNotFound: 'Application not found',
  alreadyApproved: 'This application is already approved',
  alreadyRejected: 'This application is already rejected',
  alreadyPending: 'This application is already pending',
  rejectedCannotBeApproved:
    'A rejected application must be moved back to pending (Move Rejected → Pending) before it can be approved',
  approvedCannotBePending: 'An approved application cannot be moved back to pending',
  rejectedToPendingInBulk:
    'Rejected applications move back to pending only all together (Move Rejected → Pending)',
  developerNotFound: 'Developer not found',
  approved: 'Application approved',
  rejected: 'Application rejected',
  developerApproved: 'Tech talent approved',
  search: `Search must be at most ${ADMIN_LIMITS.searchMax} characters`,
  limit: `Limit must be a whole number from 1 to ${ADMIN_LIMITS.pageMax}`,
  offset: `Offset must be a whole number from 0 to ${ADMIN_LIMITS.offsetMax}`,
  status: 'Status must be pending, approved or rejected',
} as const;

/** The reset's answer (spec 001 §8 shows it in the "Reset complete" toast). */
export function resetMessage(count: number): string {
  if (count === 0) return 'There were no rejected applications to move.';
  return count === 1
    ? '1 rejected application moved to pending.'
    : `${count} rejected applications moved to pending.`;
}

/**
 * The review transitions of spec 001 §4: pending → approved, pending → rejected, approved →
 * rejected. Rejected → pending happens only through the bulk reset, never one by one, and nothing
 * leads from approved back to pending. Returns why a move is refused, or null when it is allowed.
 */
export function vettingTransitionError(from: TVettingStatus, to: TVettingStatus): string | null {
  if (from === to) {
    return {
      pending: ADMIN_MESSAGES.alreadyPending,
      approved: ADMIN_MESSAGES.alreadyApproved,
      rejected: ADMIN_MESSAGES.alreadyRejected,
    }[to];
  }
  if (to === 'pending') {
    return from === 'approved'
      ? ADMIN_MESSAGES.approvedCannotBePending
      : ADMIN_MESSAGES.rejectedToPendingInBulk;
  }
  if (from === 'rejected' && to === 'approved') return ADMIN_MESSAGES.rejectedCannotBeApproved;
  return null;
}

/** Onboarding skill names that the profile catalogue spells differently; the rest carry over as is. */
export const VETTING_TO_PROFILE_SKILL: Partial<Record<(typeof VETTING_SKILLS)[number], string>> = {
  'Spring Boot': 'Spring',
  'REST APIs': 'REST API',
  'Google Cloud': 'GCP',
};

export function profileSkillsFromVetting(skills: readonly string[]): string[] {
  const mapped = skills.map(
    (skill) => VETTING_TO_PROFILE_SKILL[skill as keyof typeof VETTING_TO_PROFILE_SKILL] ?? skill,
  );
  return [...new Set(mapped)];
}

/** The profile title an approved applicant starts with, from their area of expertise. */
export const TITLE_OF_EXPERTISE: Record<Specialization, string> = {
  'Frontend Development': 'Frontend Developer',
  'Backend Development': 'Backend Developer',
  'Full Stack Development': 'Full-Stack Developer',
  'Mobile App Development': 'Mobile Developer',
  'DevOps & Cloud': 'DevOps Engineer',
  'Data Science & Analytics': 'Data Scientist',
  'UI/UX Design': 'UI/UX Designer',
  'Machine Learning & AI': 'Machine Learning Engineer',
  'Blockchain Development': 'Blockchain Developer',
  'Game Development': 'Game Developer',
  'Quality Assurance (QA)': 'QA Engineer',
  'Product Management': 'Product Manager',
};

/** Years of experience from the band's lower bound ('3-5' → 3, '8+' → 8). */
export function yearsFromExperienceBand(band: string): number | null {
  const match = /^(\d+)/.exec(band.trim());
  return match ? Number(match[1]) : null;
}

export const ZVettingSubmissionProject = z.object({
  name: z.string(),
  description: z.string(),
  link: z.string().nullable(),
});

/** A vetting submission as the admin reviews it: every field of spec 001 §3. */
export const ZVettingSubmission = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  areaOfExpertise: z.string(),
  experienceLevel: z.string(),
  skills: z.array(z.string()),
  bio: z.string(),
  githubUrl: z.string(),
  linkedinUrl: z.string(),
  portfolioUrl: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  projects: z.array(ZVettingSubmissionProject),
  createdAt: z.string().meta({ format: 'date-time' }),
  /** null while pending, true approved, false rejected. */
  isApproved: z.boolean().nullable(),
  status: z.enum(VETTING_STATUSES),
  reviewedAt: z.string().meta({ format: 'date-time' }).nullable(),
  reviewedBy: z.number().int().nullable(),
  /** A rejection's reason and note (both optional for vetting); null unless rejected. */
  rejection: ZRejection,
  /** 1, then one more each time the applicant applied again after a rejection. */
  round: z.number().int(),
  /** The first required stage not yet done, or `decision` (issue 38). */
  stage: ZVettingCurrentStage,
  /** The current round's stages, in order. */
  stages: z.array(ZVettingStageReview),
});
export type TVettingSubmission = z.infer<typeof ZVettingSubmission>;

/** '' and 'all' (the "All …" choices) mean no filter. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal(['', 'all'])], { error: message })
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : (value as T[number] | undefined)));
}

export function pageLimit(max: number, message: string) {
  return z.coerce.number<number>({ error: message }).int(message).min(1, message).max(max, message);
}

export function pageOffset(max: number, message: string) {
  return z.coerce
    .number<number>({ error: message })
    .int(message)
    .min(0, message)
    .max(max, message)
    .default(0);
}

export function searchText(max: number, message: string) {
  return text(message)
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);
}

/**
 * GET /api/admin/developer-applications. Unfiltered it is the whole queue (spec 001 §7); the
 * dashboard asks for one tab's page at a time, searched (full name, email, phone) and filtered by
 * the server.
 */
export const ZVettingListInput = z
  .object({
    status: optionalChoice(VETTING_STATUSES, ADMIN_MESSAGES.status),
    search: searchText(ADMIN_LIMITS.searchMax, ADMIN_MESSAGES.search),
    // Spec 001's five area words still filter, as the specialization each names.
    expertise: optionalChoice(
      AREA_WORDS,
      `Expertise must be one of: ${SPECIALIZATIONS.join(', ')}`,
    ).transform((area) => (area ? specializationOf(area) : area)),
    experience: optionalChoice(EXPERIENCE_YEARS, `Experience must be one of: ${EXPERIENCE_YEARS.join(', ')}`),
    skill: searchText(LIMITS.nameMax, 'Skill must be at most 100 characters'),
    limit: pageLimit(ADMIN_LIMITS.pageMax, ADMIN_MESSAGES.limit).optional(),
    offset: pageOffset(ADMIN_LIMITS.offsetMax, ADMIN_MESSAGES.offset),
  })
  .prefault({});
export type TVettingListInput = z.input<typeof ZVettingListInput>;
export type TVettingListFilters = z.output<typeof ZVettingListInput>;

export const ZVettingCounts = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type TVettingCounts = z.infer<typeof ZVettingCounts>;

export const ZVettingList = z.object({
  applications: z.array(ZVettingSubmission),
  /** How many match the status, search and filters (the pages to walk). */
  total: z.number().int(),
  /** The whole queue by status (header and summary cards). */
  counts: ZVettingCounts,
  /** The search and filters' matches by status (tab counts). */
  matching: ZVettingCounts,
});
export type TVettingList = z.infer<typeof ZVettingList>;

/**
 * What a decision did for the person (issue 38: the approval toast told every applicant they were
 * invited, also those who already had an account): `invited` to create an account; their developer
 * `profile_approved` at once; `awaiting_email_proof` (an account whose address is not yet proven:
 * approved once it is); an `other_role_account` (a client or admin account: told how to switch);
 * `notified` of a rejection.
 */
export const VETTING_DECISION_OUTCOMES = [
  'invited',
  'profile_approved',
  'awaiting_email_proof',
  'other_role_account',
  'notified',
] as const;
export type TVettingDecisionOutcome = (typeof VETTING_DECISION_OUTCOMES)[number];

export const ZVettingDecision = z.object({
  message: z.string(),
  application: ZVettingSubmission,
  applicant: z.enum(VETTING_DECISION_OUTCOMES),
});
export type TVettingDecision = z.infer<typeof ZVettingDecision>;

/** PUT /api/admin/developer-applications/{id}/status: the one-at-a-time move, for the moves §4 allows. */
export const ZVettingStatusInput = z.object({
  id: ZId,
  status: z.enum(VETTING_STATUSES, { error: ADMIN_MESSAGES.status }),
});

/** PUT /api/admin/developer-applications/{id}/reject: an optional reason and note for the applicant. */
export const ZRejectApplicationInput = z.object({
  id: ZId,
  reason: nullAsAbsent(ZRejectionReason),
  note: ZRejectionNote,
});
export type TRejectApplicationInput = z.input<typeof ZRejectApplicationInput>;

export const ZResetResult = z.object({ message: z.string(), count: z.number().int() });
export type TResetResult = z.infer<typeof ZResetResult>;

/**
 * A developer profile not listed for clients, with its user and its vetting state (GET
 * /api/admin/pending-developers): each account once, whatever its application says.
 */
export const ZPendingDeveloper = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  yearsOfExperience: z.number().int().nullable(),
  areaOfSpecialization: z.string().nullable(),
  isApproved: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string().meta({ format: 'date-time' }),
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    profileImageUrl: z.string().nullable(),
  }),
  vetting: ZDeveloperVetting,
});
export type TPendingDeveloper = z.infer<typeof ZPendingDeveloper>;

export const ZDeveloperApprovalResult = z.object({
  message: z.string(),
  id: z.number().int(),
  userId: z.number().int(),
  isApproved: z.boolean(),
});
